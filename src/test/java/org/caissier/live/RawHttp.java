package org.caissier.live;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Requests written byte for byte (no client library tidies a hostile path or header), answers read whole. */
final class RawHttp {
    private final URI address;

    RawHttp(URI address) {
        this.address = address;
    }

    Socket connect() throws IOException {
        return connectFrom(null);
    }

    /** From a local address of this machine's (another 127.0.0.N: another client on the network); null for any. */
    Socket connectFrom(InetAddress local) throws IOException {
        Socket s = new Socket();
        if (local != null) {
            s.bind(new InetSocketAddress(local, 0));
        }
        s.connect(new InetSocketAddress(address.getHost(), address.getPort()), 10_000);
        // A guard against a hang, not a measure: an answer comes long before.
        s.setSoTimeout(30_000);
        return s;
    }

    /** Sends the request text and returns everything the server answered until it closed the connection. */
    String exchange(String request) throws IOException {
        try (Socket s = connect()) {
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            return readAll(s.getInputStream());
        }
    }

    String get(String path, String... headers) throws IOException {
        StringBuilder r = new StringBuilder("GET " + path + " HTTP/1.1\r\nHost: " + address.getHost() + "\r\n");
        for (String h : headers) {
            r.append(h).append("\r\n");
        }
        return exchange(r.append("Connection: close\r\n\r\n").toString());
    }

    static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        try {
            for (int n; (n = in.read(buf)) >= 0; ) {
                all.write(buf, 0, n);
            }
        } catch (SocketTimeoutException | SocketException e) {
            // What came before the reset is the answer.
        }
        return all.toString(StandardCharsets.UTF_8);
    }

    /** The token of the event stream whose first words are {@code heard} (what the page sends to say it is alive). */
    static String token(String heard) {
        Matcher m = Pattern.compile("event: hello\ndata: ([0-9a-f]+) ").matcher(heard);
        if (!m.find()) {
            throw new IllegalStateException("no hello in " + heard);
        }
        return m.group(1);
    }

    static int status(String answer) {
        if (!answer.startsWith("HTTP/1.1 ")) {
            return -1;
        }
        return Integer.parseInt(answer.substring(9, 12));
    }
}
