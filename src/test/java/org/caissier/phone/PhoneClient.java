package org.caissier.phone;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A phone on loopback, as plain as can be: a page, the script, and the event stream read message by message.
 * The socket's read timeout is a guard against a hang (a bounded wait), not a measure.
 */
public final class PhoneClient implements AutoCloseable {
    private final URI address;
    private Socket stream;
    private Socket pages;
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

    /**
     * The body of {@code path} as a phone in this language asks for it (the head must say 200), on one kept-alive
     * connection as a browser does: a phone asking again and again holds one connection, not one per page.
     */
    public String get(String path, String language) throws IOException {
        if (pages == null) {
            pages = connect();
        }
        OutputStream out = pages.getOutputStream();
        out.write(("GET " + path + " HTTP/1.1\r\nHost: " + address.getHost() + "\r\nAccept-Language: " + language
                        + "\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
        InputStream in = pages.getInputStream();
        StringBuilder head = new StringBuilder();
        while (head.indexOf("\r\n\r\n") < 0) {
            int c = in.read();
            if (c < 0) {
                throw new IOException("closed before the answer's head ended: " + head);
            }
            head.append((char) c);
        }
        if (!head.toString().startsWith("HTTP/1.1 200")) {
            throw new IOException("not served: " + head);
        }
        Matcher length = Pattern.compile("(?i)content-length: *(\\d+)").matcher(head);
        if (!length.find()) {
            throw new IOException("no length: " + head);
        }
        byte[] body = in.readNBytes(Integer.parseInt(length.group(1)));
        return new String(body, StandardCharsets.UTF_8);
    }

    /** Opens the event stream. */
    public void listen() throws IOException {
        stream = connect();
        stream.getOutputStream()
                .write(("GET /events HTTP/1.1\r\nHost: " + address.getHost() + "\r\n\r\n")
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
                throw new SocketTimeoutException("version " + version + " not told within " + bound);
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
        if (pages != null) {
            pages.close();
        }
    }
}
