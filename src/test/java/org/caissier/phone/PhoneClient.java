package org.caissier.phone;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * A phone on loopback, as plain as can be: a page, the script, and the event stream read message by message.
 * The socket's read timeout is a guard against a hang (a bounded wait), not a measure.
 */
public final class PhoneClient implements AutoCloseable {
    private final URI address;
    private Socket stream;
    private InputStream events;
    private final StringBuilder heard = new StringBuilder();

    public PhoneClient(URI address) {
        this.address = address;
    }

    private Socket connect() throws IOException {
        Socket s = new Socket();
        s.connect(new InetSocketAddress(address.getHost(), address.getPort()), 10_000);
        s.setSoTimeout(10_000);
        return s;
    }

    /** The body of {@code path} as a phone in this language asks for it (the head must say 200). */
    public String get(String path, String language) throws IOException {
        try (Socket s = connect()) {
            OutputStream out = s.getOutputStream();
            out.write(("GET " + path + " HTTP/1.1\r\nHost: " + address.getHost() + "\r\nAccept-Language: " + language
                    + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            InputStream in = s.getInputStream();
            byte[] buf = new byte[8192];
            for (int n; (n = in.read(buf)) >= 0; ) {
                all.write(buf, 0, n);
            }
            String answer = all.toString(StandardCharsets.UTF_8);
            if (!answer.startsWith("HTTP/1.1 200")) {
                throw new IOException("not served: " + answer.lines().findFirst().orElse(""));
            }
            return answer.substring(answer.indexOf("\r\n\r\n") + 4);
        }
    }

    /** Opens the event stream. */
    public void listen() throws IOException {
        stream = connect();
        stream.getOutputStream().write(("GET /events HTTP/1.1\r\nHost: " + address.getHost() + "\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        stream.getOutputStream().flush();
        events = stream.getInputStream();
    }

    /** What the stream says until it tells version {@code version} (everything read since the last call). */
    public String until(long version) throws IOException {
        return until(version, Duration.ofSeconds(10));
    }

    /**
     * The same, waiting no longer than {@code bound} in all: a {@link java.net.SocketTimeoutException} when the
     * version is not told by then.
     */
    public String until(long version, Duration bound) throws IOException {
        long deadline = System.nanoTime() + bound.toNanos();
        String end = "data: " + version + "\n\n";
        int from = heard.length();
        while (heard.indexOf(end, from) < 0) {
            long left = Math.max(1, (deadline - System.nanoTime()) / 1_000_000);
            if (deadline - System.nanoTime() <= 0) {
                throw new java.net.SocketTimeoutException("version " + version + " not told within " + bound);
            }
            stream.setSoTimeout((int) Math.min(Integer.MAX_VALUE, left));
            int c = events.read();
            if (c < 0) {
                throw new IOException("the stream ended before version " + version + ": " + heard.substring(from));
            }
            heard.append((char) c);
        }
        return heard.substring(from);
    }

    @Override
    public void close() throws IOException {
        if (stream != null) {
            stream.close();
        }
    }
}
