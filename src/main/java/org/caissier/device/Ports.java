package org.caissier.device;

import com.fazecast.jSerialComm.SerialPort;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.LineAssembler;
import org.caissier.device.protocol.Result;
import org.caissier.device.protocol.Sentence;

/** Opening ports: by path, or by asking every listed port for a box. */
final class Ports {
    /** How long a candidate port has to answer the handshake (an Arduino restarts when its port opens). */
    static final long PROBE_MS = 2500;

    private Ports() {}

    /** Opens the port at {@code path} if it exists now; null otherwise. */
    static LinePort.Opener byPath(String path, int baud) {
        return () -> {
            if (path.startsWith("/") && !Files.exists(Path.of(path))) {
                return null; // unplugged: the device node (or pty link) comes back when the cable does
            }
            SerialPort p = open(path, baud);
            return p == null ? null : PortWire.of(p);
        };
    }

    /** Tries every listed port and keeps the first that answers {@code $CBQRY} with a {@code $CBHEL}. */
    static LinePort.Opener byHandshake(int baud, LongSupplier millis) {
        return () -> {
            for (SerialPort candidate : SerialPort.getCommPorts()) {
                SerialPort p = open(candidate.getSystemPortPath(), baud);
                if (p == null) {
                    continue;
                }
                if (answersHello(p, millis)) {
                    return PortWire.of(p);
                }
                p.closePort();
            }
            Thread.sleep(1000);
            return null;
        };
    }

    static SerialPort open(String path, int baud) {
        try {
            SerialPort p = SerialPort.getCommPort(path);
            p.setComPortParameters(baud, 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
            // openPort(0): the default safety sleep would add 200 ms to every reconnection
            return p.openPort(0) ? p : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static boolean answersHello(SerialPort p, LongSupplier millis) {
        p.setComPortTimeouts(LinePort.TIMEOUTS, LinePort.READ_TIMEOUT_MS, LinePort.WRITE_TIMEOUT_MS);
        byte[] query = Codec.encode(new Sentence.Query()).getBytes(StandardCharsets.ISO_8859_1);
        if (p.writeBytes(query, query.length) != query.length) {
            return false;
        }
        LineAssembler assembler = new LineAssembler();
        List<Result> lines = new ArrayList<>();
        byte[] buffer = new byte[256];
        long deadline = millis.getAsLong() + PROBE_MS;
        long nextQuery = millis.getAsLong() + BoxLink.QUERY_INTERVAL_MS;
        while (millis.getAsLong() < deadline) {
            int n = p.readBytes(buffer, buffer.length);
            if (n < 0) {
                return false;
            }
            assembler.feed(buffer, 0, n, lines::add);
            for (Result r : lines) {
                if (r instanceof Result.Decoded d && d.sentence() instanceof Sentence.Hello) {
                    return true;
                }
            }
            lines.clear();
            if (millis.getAsLong() >= nextQuery) {
                nextQuery += BoxLink.QUERY_INTERVAL_MS;
                p.writeBytes(query, query.length);
            }
        }
        return false;
    }

    /** The serial ports the system lists (pseudo-terminals are not among them). */
    static List<SerialTransport.PortInfo> list() {
        List<SerialTransport.PortInfo> all = new ArrayList<>();
        for (SerialPort p : SerialPort.getCommPorts()) {
            all.add(new SerialTransport.PortInfo(p.getSystemPortPath(), p.getDescriptivePortName()));
        }
        return all;
    }
}
