package org.caissier.live;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The three paths the live page has, and nothing else: {@code /} the page, {@code /live.js} its script,
 * {@code /events} the event stream. Paths are matched whole (no file is ever looked up, so there is nothing to
 * traverse to); any other path is 404, any method but GET and HEAD is 405. Nothing a request says changes anything:
 * the handler only reads the snapshot it was last handed.
 */
final class LiveHandler extends Handler.Abstract {
    static final String PAGE = "/";
    static final String SCRIPT = "/live.js";
    static final String EVENTS = "/events";
    private static final String POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'; "
            + "style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    private final AtomicReference<LiveSnapshot> current;
    private final EventStreams streams;
    private final byte[] script;

    LiveHandler(AtomicReference<LiveSnapshot> current, EventStreams streams, byte[] script) {
        this.current = current;
        this.streams = streams;
        this.script = script.clone();
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        String path = request.getHttpURI().getPath();
        boolean known = PAGE.equals(path) || SCRIPT.equals(path) || EVENTS.equals(path);
        String method = request.getMethod();
        boolean head = "HEAD".equals(method);
        if (!known) {
            plain(response, callback, 404, "Not found\n", head);
        } else if (!head && !"GET".equals(method)) {
            response.getHeaders().put(HttpHeader.ALLOW, "GET, HEAD");
            plain(response, callback, 405, "Only GET and HEAD\n", false);
        } else if (PAGE.equals(path)) {
            String page = current.get().page(Request.getLocales(request));
            response.getHeaders().put(HttpHeader.VARY, "Accept-Language");
            send(response, callback, "text/html; charset=utf-8", page.getBytes(StandardCharsets.UTF_8), head);
        } else if (SCRIPT.equals(path)) {
            send(response, callback, "text/javascript; charset=utf-8", script, head);
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
        EventStream[] holder = new EventStream[1];
        EventStream stream = new EventStream(response, callback, () -> streams.remove(holder[0]));
        holder[0] = stream;
        request.addFailureListener(stream::failed);
        streams.add(stream);
        // The retry hint makes a browser that lost the stream come back within a second.
        stream.send("retry: 1000\n" + EventStream.event(current.get().version()));
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
