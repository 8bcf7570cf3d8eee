package org.caissier.live;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The four paths the live page has, and nothing else: {@code /} the page, {@code /live.js} its script,
 * {@code /events} the event stream, {@code /alive?stream=TOKEN} the page saying its stream is still read (204, or
 * 404 for a stream no longer open). Paths are matched whole (no file is ever looked up, so there is nothing to
 * traverse to); any other path is 404, any method but GET and HEAD is 405. Nothing a request says changes what is
 * served: the handler only reads the snapshot it was last handed, and a page saying it is alive keeps its own
 * stream open, nothing else.
 */
final class LiveHandler extends Handler.Abstract {
    static final String PAGE = "/";
    static final String SCRIPT = "/live.js";
    static final String EVENTS = "/events";
    static final String ALIVE = "/alive";
    private static final String POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'; "
            + "style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    private final AtomicReference<LiveSnapshot> current;
    private final EventStreams streams;
    private final byte[] script;
    private final Crowding crowding;
    private final long beatMillis;

    LiveHandler(
            AtomicReference<LiveSnapshot> current,
            EventStreams streams,
            byte[] script,
            Crowding crowding,
            long beatMillis) {
        this.current = current;
        this.streams = streams;
        this.script = script.clone();
        this.crowding = crowding;
        this.beatMillis = beatMillis;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        String path = request.getHttpURI().getPath();
        boolean known = PAGE.equals(path) || SCRIPT.equals(path) || EVENTS.equals(path) || ALIVE.equals(path);
        String method = request.getMethod();
        boolean head = "HEAD".equals(method);
        if (!known) {
            plain(response, callback, 404, "Not found\n", head);
        } else if (!head && !"GET".equals(method)) {
            response.getHeaders().put(HttpHeader.ALLOW, "GET, HEAD");
            plain(response, callback, 405, "Only GET and HEAD\n", false);
        } else if (PAGE.equals(path)) {
            // No Accept-Language: the program's language, not the server machine's default locale.
            boolean asks = request.getHeaders().get(HttpHeader.ACCEPT_LANGUAGE) != null;
            String page = current.get().page(asks ? Request.getLocales(request) : List.of());
            response.getHeaders().put(HttpHeader.VARY, "Accept-Language");
            send(response, callback, "text/html; charset=utf-8", page.getBytes(StandardCharsets.UTF_8), head);
        } else if (SCRIPT.equals(path)) {
            send(response, callback, "text/javascript; charset=utf-8", script, head);
        } else if (ALIVE.equals(path)) {
            String token = Request.extractQueryParameters(request).getValue("stream");
            if (streams.alive(token)) {
                response.setStatus(204);
                common(response, "text/plain; charset=utf-8");
                response.write(true, null, callback);
            } else {
                plain(response, callback, 404, "No such stream\n", head);
            }
        } else {
            events(request, response, callback, head);
        }
        return true;
    }

    private void events(Request request, Response response, Callback callback, boolean head) {
        response.setStatus(200);
        common(response, "text/event-stream; charset=utf-8");
        if (head) {
            response.write(true, null, callback);
            return;
        }
        // Proxies must not hold the stream back.
        response.getHeaders().put("X-Accel-Buffering", "no");
        Connection connection = request.getConnectionMetaData().getConnection();
        String[] token = new String[1];
        EventStream stream = new EventStream(
                response, callback, () -> streams.remove(token[0]), () -> crowding.following(connection));
        request.addFailureListener(stream::failed);
        token[0] = streams.add(stream);
        crowding.streaming(connection);
        LiveSnapshot now = current.get();
        // The retry hint makes a browser that lost the stream come back within a second.
        stream.send(EventStream.hello(token[0], now.publication(), beatMillis, now.version()));
    }

    private static void send(Response response, Callback callback, String type, byte[] body, boolean head) {
        response.setStatus(200);
        common(response, type);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, head ? null : ByteBuffer.wrap(body), callback);
    }

    private static void plain(Response response, Callback callback, int status, String text, boolean head) {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        common(response, "text/plain; charset=utf-8");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, head ? null : ByteBuffer.wrap(body), callback);
    }

    private static void common(Response response, String type) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put("Referrer-Policy", "no-referrer");
        response.getHeaders().put("Content-Security-Policy", POLICY);
    }
}
