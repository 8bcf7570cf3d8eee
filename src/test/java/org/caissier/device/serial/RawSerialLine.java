package org.caissier.device.serial;

import static org.assertj.core.api.Assertions.assertThat;

import com.fazecast.jSerialComm.SerialPort;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import org.caissier.device.protocol.LineAssembler;
import org.caissier.device.protocol.Result;

/**
 * A serial port opened as a terminal would: bytes written as they are, lines read back through the program's
 * own {@link LineAssembler}, for tests that must put on the wire what the program never sends (damaged lines,
 * the box's own sentences).
 */
final class RawSerialLine implements AutoCloseable {
    private static final long BOUND_MS = 30_000;
    private final SerialPort port;
    private final LineAssembler assembler = new LineAssembler();
    private final Deque<Result> lines = new ArrayDeque<>();

    RawSerialLine(Path path) {
        port = SerialPort.getCommPort(path.toString());
        port.setComPortParameters(115200, 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        assertThat(port.openPort()).as("open " + path).isTrue();
        port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, 100, 0);
    }

    /** Writes the text as ISO-8859-1 bytes, nothing added. */
    void write(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        assertThat(port.writeBytes(bytes, bytes.length)).as("written: " + text).isEqualTo(bytes.length);
    }

    /** The next line from the box, decoded or dropped; fails when none comes in time. */
    Result next() {
        long deadline = System.nanoTime() + BOUND_MS * 1_000_000;
        byte[] buffer = new byte[256];
        while (lines.isEmpty()) {
            assertThat(System.nanoTime())
                    .as("a line from the box within " + BOUND_MS + " ms")
                    .isLessThan(deadline);
            int n = port.readBytes(buffer, buffer.length);
            assertThat(n).as("reading the port").isNotNegative();
            assembler.feed(buffer, 0, n, lines::add);
        }
        return lines.removeFirst();
    }

    @Override
    public void close() {
        port.closePort();
    }
}
