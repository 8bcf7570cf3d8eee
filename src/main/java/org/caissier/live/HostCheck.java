package org.caissier.live;

import java.net.URI;
import java.util.Locale;
import java.util.function.Supplier;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Serves only requests whose {@code Host} names the address the page is served at (with or without its port).
 * A web page elsewhere could otherwise make a visitor's browser read the live page under its own name, by
 * pointing that name at this address (DNS rebinding). Anything else gets 421 and nothing of the page.
 */
final class HostCheck extends Handler.Wrapper {
    private final Supplier<URI> served;

    HostCheck(Supplier<URI> served, Handler next) {
        super(next);
        this.served = served;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        String host = request.getHeaders().get(HttpHeader.HOST);
        if (host == null || !allowed(host.trim().toLowerCase(Locale.ROOT), served.get())) {
            Response.writeError(request, response, callback, 421, "not served under this name");
            return true;
        }
        return super.handle(request, response, callback);
    }

    static boolean allowed(String host, URI served) {
        String name = served.getHost().toLowerCase(Locale.ROOT);
        return host.equals(name) || host.equals(name + ":" + served.getPort());
    }
}
