package org.caissier.device;

import com.fazecast.jSerialComm.SerialPort;

/**
 * The bytes of one open port, as the port thread uses them. jSerialComm's port behind it in the program; a test
 * puts a fake in its place to play a box that stops reading without waiting for a real timeout.
 */
interface PortWire {
    /** Waits up to the read timeout; the bytes read (0 when none came), or -1 when the port is gone. */
    int read(byte[] buffer);

    /** Writes, waiting up to the write timeout for a box that does not read; the bytes written. */
    int write(byte[] bytes);

    String path();

    void close();

    /** A jSerialComm port opened with the protocol's timeouts. */
    static PortWire of(SerialPort port) {
        port.setComPortTimeouts(LinePort.TIMEOUTS, LinePort.READ_TIMEOUT_MS, LinePort.WRITE_TIMEOUT_MS);
        return new PortWire() {
            @Override
            public int read(byte[] buffer) {
                return port.readBytes(buffer, buffer.length);
            }

            @Override
            public int write(byte[] bytes) {
                return port.writeBytes(bytes, bytes.length);
            }

            @Override
            public String path() {
                return port.getSystemPortPath();
            }

            @Override
            public void close() {
                port.closePort();
            }
        };
    }
}
