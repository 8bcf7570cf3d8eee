package org.caissier.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.assertj.core.api.Assertions;
import org.caissier.cup.Crew;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.cup.export.CupPhonePage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The live server on loopback against what a hostile network sends: paths that try to climb out, methods that
 * try to change something, heads too large, bodies, slow clients and a crowd of connections. Each is answered
 * without harm and the page goes on being served, unchanged.
 */
class LiveServerTest {
    private static final Clock NOON = Clock.fixed(Instant.parse("2026-06-13T12:00:00Z"), ZoneOffset.UTC);

    private final TournamentRules rules = new TournamentRules();
    private LivePublication live;
    private RawHttp http;
    private TournamentState state;

    @BeforeEach
    void start() throws IOException {
        state = rules.start(List.of(Crew.named("Ann"), Crew.named("Bob"), Crew.named("Cid")), 1);
        live = new LivePublication(new LiveRuntime(LiveRuntime.system().threads(), NOON), CupPhonePage.tournament());
        live.start(settings(), state);
        http = new RawHttp(live.address().orElseThrow());
    }

    private static LiveSettings settings() {
        return LiveSettings.at(InetAddress.getLoopbackAddress(), 0);
    }

    @AfterEach
    void stop() {
        live.close();
    }

    private String body(String answer) {
        return answer.substring(answer.indexOf("\r\n\r\n") + 4);
    }

    @Test
    void the_page_shows_the_standings_next_matches_and_cross_table_in_the_browsers_language() throws IOException {
        String en = http.get("/", "Accept-Language: en-GB,en;q=0.9");
        assertThat(RawHttp.status(en)).isEqualTo(200);
        assertThat(en)
                .contains(
                        "Content-Type: text/html; charset=utf-8", "Cache-Control: no-store", "Content-Security-Policy:")
                .doesNotContainIgnoringCase("Server: Jetty");
        assertThat(body(en))
                .contains(
                        "<table id=\"standings\">",
                        "id=\"next\"",
                        "Round 1:",
                        "Bob – Cid",
                        "id=\"cross\"",
                        "Updated at 12:00:00",
                        "<script src=\"/live.js\" defer></script>",
                        "<meta http-equiv=\"refresh\" content=\"10\">",
                        "prefers-color-scheme: dark");
        String fr = http.get("/", "Accept-Language: fr-FR,fr;q=0.9,en;q=0.5");
        assertThat(body(fr)).contains("<html lang=\"fr\"", "Classement", "À suivre", "Tour 1\u202F:");
        assertThat(body(http.get("/", "Accept-Language: de, en;q=0.3"))).contains("<html lang=\"en\"");
        assertThat(body(http.get("/", "Accept-Language: en;q=0.4, fr;q=0.9"))).contains("<html lang=\"fr\"");
        assertThat(body(http.get("/"))).contains("<html lang=\"en\"");
    }

    @Test
    void a_result_is_a_new_version_told_on_the_event_stream() throws Exception {
        try (Socket s = http.connect()) {
            OutputStream out = s.getOutputStream();
            out.write("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            assertThat(readUntil(in, "data: 1\n\n")).contains("text/event-stream", "retry: 1000", "event: results");
            live.publish(rules.applyLine(state, "result Bob Cid"));
            assertThat(readUntil(in, "data: 2\n\n")).contains("event: results");
        }
        assertThat(body(http.get("/")))
                .contains(
                        "<tr class=\"leader\"><td class=\"num\">1</td><td class=\"crew\">Bob</td>",
                        "<td>W1</td>",
                        "Round 2: Ann – Bob");
    }

    private static String readUntil(InputStream in, String end) throws IOException {
        StringBuilder seen = new StringBuilder();
        while (!seen.toString().contains(end)) {
            int c = in.read();
            if (c < 0) {
                break;
            }
            seen.append((char) c);
        }
        return seen.toString();
    }

    @Test
    void a_stream_whose_page_says_it_is_alive_hears_heartbeats_and_stays_open() throws Exception {
        live.start(settings().withIdle(Duration.ofMillis(1500), Duration.ofMillis(100)), state);
        http = new RawHttp(live.address().orElseThrow());
        try (Socket s = http.connect()) {
            s.getOutputStream()
                    .write("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
            InputStream in = s.getInputStream();
            String token = RawHttp.token(readUntil(in, "data: 1\n\n"));
            // Thirty heartbeats (some 3 s) outlast twice the idle time: a page that answers each is kept open.
            for (int i = 0; i < 30; i++) {
                assertThat(readUntil(in, EventStream.HEARTBEAT)).endsWith(EventStream.HEARTBEAT);
                assertThat(RawHttp.status(http.get("/alive?stream=" + token))).isEqualTo(204);
            }
            live.publish(rules.applyLine(state, "result Ann Bob"));
            assertThat(readUntil(in, "data: 2\n\n")).endsWith("data: 2\n\n");
        }
        assertThat(RawHttp.status(http.get("/alive?stream=0123")))
                .as("no such stream")
                .isEqualTo(404);
    }

    @Test
    void paths_that_climb_out_or_are_not_listed_are_refused_and_nothing_else_is_served() throws IOException {
        for (String path : List.of(
                "/../../../../etc/passwd",
                "/%2e%2e/%2e%2e/etc/passwd",
                "/live.js/../../pom.xml",
                "//etc/passwd",
                "/events/..%2f..%2fpom.xml",
                "/..%5c..%5cpom.xml",
                "/index.html",
                "/results.html",
                "/standings.csv",
                "/journal",
                "/live.js%00.html",
                "/%2F",
                "/?../../etc/passwd=1")) {
            String answer = http.get(path);
            int status = RawHttp.status(answer);
            if (path.startsWith("/?")) {
                // A query is ignored: still the page, nothing more.
                assertThat(status).isEqualTo(200);
                continue;
            }
            assertThat(status).as(path).isIn(400, 404);
            assertThat(answer).as(path).doesNotContain("root:", "<project", "caissier-version");
        }
    }

    @Test
    void requests_that_would_change_something_are_refused_and_change_nothing() throws IOException {
        String before = body(http.get("/"));
        for (String method : List.of("POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE")) {
            String answer = http.exchange(method + " / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 14\r\n"
                    + "Connection: close\r\n\r\nresult Bob Cid");
            assertThat(RawHttp.status(answer)).as(method).isIn(405, 400);
            assertThat(answer).as(method).doesNotContain("caissier-version");
        }
        assertThat(RawHttp.status(
                        http.exchange("POST /events HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")))
                .isEqualTo(405);
        assertThat(body(http.get("/"))).isEqualTo(before);
        assertThat(live.server().orElseThrow().current().version()).isEqualTo(1);
    }

    @Test
    void a_head_or_a_body_too_large_is_refused_and_the_page_is_still_served() throws IOException {
        String huge = "X-Big: " + "a".repeat(64 * 1024);
        assertThat(RawHttp.status(http.get("/", huge))).isEqualTo(431);
        assertThat(RawHttp.status(http.get("/" + "a".repeat(20_000)))).isIn(414, 431);
        // The head alone: a body sent after it would reach a server that has already answered and closed, and the
        // reset that unread body causes could discard the answer before it is read.
        String tooBig = http.exchange(
                "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10000000\r\nConnection: close\r\n\r\n");
        assertThat(RawHttp.status(tooBig)).isEqualTo(413);
        assertThat(RawHttp.status(http.get("/"))).isEqualTo(200);
        assertThat(RawHttp.status(http.exchange("HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")))
                .isEqualTo(200);
    }

    @Test
    void slow_clients_are_cut_at_the_idle_time_and_others_are_served_meanwhile() throws IOException {
        live.start(settings().withIdle(Duration.ofMillis(600), Duration.ofMillis(200)), state);
        http = new RawHttp(live.address().orElseThrow());
        List<Socket> slow = new ArrayList<>();
        try {
            for (int i = 0; i < 10; i++) {
                Socket s = http.connect();
                // Half a request head, never finished.
                s.getOutputStream()
                        .write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".getBytes(StandardCharsets.ISO_8859_1));
                s.getOutputStream().flush();
                slow.add(s);
            }
            assertThat(RawHttp.status(http.get("/"))).isEqualTo(200);
            for (Socket s : slow) {
                // The server closes it (end of stream, perhaps after an error answer): the read does not hang.
                String answer = RawHttp.readAll(s.getInputStream());
                assertThat(answer).doesNotContain("caissier-version");
            }
        } finally {
            for (Socket s : slow) {
                s.close();
            }
        }
    }

    @Test
    void two_hundred_connections_at_once_hold_no_more_than_the_cap_and_the_page_is_still_served() throws Exception {
        live.start(settings().withMaxConnections(32).withIdle(Duration.ofMillis(800), Duration.ofMillis(300)), state);
        http = new RawHttp(live.address().orElseThrow());
        LiveServer server = live.server().orElseThrow();
        List<Socket> crowd = new ArrayList<>();
        try {
            for (int i = 0; i < 200; i++) {
                // from thirteen machines: one address holds no more than its share
                crowd.add(http.connectFrom(InetAddress.getByName("127.0.0." + (10 + i / ConnectionsPerAddress.SHARE))));
            }
            assertThat(server.connections()).isLessThanOrEqualTo(32);
            // A result entered meanwhile is taken at once: publishing never waits on the network.
            live.publish(rules.applyLine(state, "result Bob Cid"));
            assertThat(server.current().version()).isEqualTo(2);
            // The idlest of the silent crowd make room before the cap: a real reader gets the new page at once.
            String answer = http.get("/");
            assertThat(RawHttp.status(answer)).isEqualTo(200);
            assertThat(answer).contains("content=\"2\"");
            assertThat(server.connections()).isLessThanOrEqualTo(32);
        } finally {
            for (Socket s : crowd) {
                s.close();
            }
        }
    }

    @Test
    void stopping_closes_the_port_and_the_open_event_streams() throws IOException {
        URI at = live.address().orElseThrow();
        try (Socket s = http.connect()) {
            s.getOutputStream()
                    .write("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
            assertThat(readUntil(s.getInputStream(), "data: 1\n\n")).contains("event: results");
            live.stop();
            assertThat(live.on()).isFalse();
            RawHttp.readAll(s.getInputStream());
        }
        Assertions.assertThatThrownBy(() -> new RawHttp(at).get("/")).isInstanceOf(IOException.class);
    }

    @Test
    void a_server_that_stops_on_its_own_is_told_and_no_longer_said_to_be_on() throws Exception {
        AtomicInteger told = new AtomicInteger();
        live.onChange(told::incrementAndGet);
        assertThat(live.on()).isTrue();
        assertThat(live.failure()).isEmpty();
        live.server().orElseThrow().jetty().stop(); // as a failure of Jetty's own would
        assertThat(told.get()).isPositive();
        assertThat(live.on()).isFalse();
        assertThat(live.failure()).hasValue("the server stopped");
        live.stop();
        assertThat(live.failure()).as("a stop clears it").isEmpty();
    }

    @Test
    void the_wildcard_address_is_refused_and_a_taken_port_is_said_plainly() throws Exception {
        Assertions.assertThatThrownBy(() -> LiveSettings.at(InetAddress.getByName("0.0.0.0"), 80))
                .hasMessageContaining("not on all of them");
        int taken = live.address().orElseThrow().getPort();
        try (LivePublication other = new LivePublication(LiveRuntime.system(), CupPhonePage.tournament())) {
            org.assertj.core.api.Assertions.assertThatThrownBy(
                            () -> other.start(LiveSettings.at(InetAddress.getLoopbackAddress(), taken), state))
                    .isInstanceOf(IOException.class)
                    .hasMessageContaining("port " + taken);
            assertThat(other.on()).isFalse();
        }
    }
}
