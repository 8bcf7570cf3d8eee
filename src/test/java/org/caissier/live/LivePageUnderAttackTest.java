package org.caissier.live;

import static org.assertj.core.api.Assertions.assertThat;

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
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.caissier.cup.Crew;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.cup.export.CupPhonePage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 26, items 10 and 11: one laptop tries to lock the phones out of the live page, with connections that
 * send a byte now and then and event streams it never reads, or reads it under another name. Issue 36, item 2:
 * the same from many addresses at once, and streams read but never answered. Loopback addresses only (127.0.0.2
 * to 127.0.0.10 and 127.0.1.N attack, 127.0.0.3 and 127.0.0.5x are phones); every socket is closed at the end.
 */
class LivePageUnderAttackTest {
    private static final InetAddress LAPTOP = address("127.0.0.2");
    private static final InetAddress PHONE = address("127.0.0.3");

    private final List<Socket> opened = new ArrayList<>();
    private LivePublication live;
    private TournamentState state;

    @BeforeEach
    void start() {
        state = new TournamentRules().start(List.of(Crew.named("Ann"), Crew.named("Bob")), 1);
        live = new LivePublication(LiveRuntime.system(), CupPhonePage.tournament());
    }

    @AfterEach
    void stop() throws IOException {
        for (Socket s : opened) {
            s.close();
        }
        live.close();
    }

    private static InetAddress address(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private RawHttp http() {
        return new RawHttp(live.address().orElseThrow());
    }

    private Socket from(InetAddress local, String sent) throws IOException {
        Socket s = http().connectFrom(local);
        opened.add(s);
        s.getOutputStream().write(sent.getBytes(StandardCharsets.ISO_8859_1));
        s.getOutputStream().flush();
        return s;
    }

    @Test
    void slow_connections_and_silent_streams_from_one_laptop_leave_the_page_to_a_phone() throws IOException {
        live.start(LiveSettings.at(InetAddress.getLoopbackAddress(), 0), state);
        for (int i = 0; i < 130; i++) {
            from(LAPTOP, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
        }
        for (int i = 0; i < 128; i++) {
            from(LAPTOP, "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        }
        Socket phone = from(PHONE, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        phone.setSoTimeout(2000); // the phone's patience: the page within 2 s, or the read fails
        String answer = RawHttp.readAll(phone.getInputStream());
        assertThat(RawHttp.status(answer)).isEqualTo(200);
        assertThat(answer).contains("<table id=\"standings\">");
        assertThat(live.server().orElseThrow().connections()).isLessThanOrEqualTo(2 * ConnectionsPerAddress.SHARE + 1);
    }

    /**
     * A phone's patience: a load that takes longer fails. Seconds of margin over the 2 s the issue asks for, so that
     * a busy machine does not fail it, and far below the 25 to 30 s a phone waited when the page was filled.
     */
    private static final int PATIENCE_MILLIS = 5000;

    @Test
    void silent_streams_from_nine_addresses_and_a_slowloris_from_fresh_ones_leave_the_page_to_a_new_phone()
            throws Exception {
        live.start(LiveSettings.at(InetAddress.getLoopbackAddress(), 0), state);
        List<InputStream> following = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            InetAddress phone = address("127.0.0." + (50 + i));
            Socket s = from(phone, "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
            String token = RawHttp.token(readUntil(s.getInputStream(), "data: 1\n\n"));
            assertThat(RawHttp.status(load(phone, "/alive?stream=" + token))).isEqualTo(204);
            following.add(s.getInputStream());
        }
        for (int a = 2; a <= 10; a++) {
            for (int i = 0; i < 15; i++) {
                from(address("127.0.0." + a), "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
            }
        }
        InetAddress newPhone = address("127.0.0.60");
        for (int round = 1; round <= 10; round++) {
            for (int i = 0; i < ConnectionsPerAddress.SHARE; i++) {
                from(address("127.0.1." + round), "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
            }
            String answer = load(newPhone, "/");
            assertThat(RawHttp.status(answer)).as("round %d", round).isEqualTo(200);
            assertThat(answer).contains("<table id=\"standings\">");
            assertThat(live.server().orElseThrow().connections()).isLessThanOrEqualTo(128);
        }
        live.publish(new TournamentRules().applyLine(state, "result Ann Bob"));
        for (InputStream in : following) {
            assertThat(readUntil(in, "data: 2\n\n"))
                    .as("a phone already following")
                    .endsWith("data: 2\n\n");
        }
    }

    @Test
    void a_reader_whose_page_never_says_it_is_alive_is_dropped_and_one_that_does_keeps_following() throws Exception {
        live.start(
                LiveSettings.at(InetAddress.getLoopbackAddress(), 0)
                        .withIdle(Duration.ofMillis(1500), Duration.ofMillis(300)),
                state);
        InetAddress phone = address("127.0.0.50");
        Socket follower = from(phone, "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        String token = RawHttp.token(readUntil(follower.getInputStream(), "data: 1\n\n"));
        Socket silent = from(LAPTOP, "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        ExecutorService answering = Executors.newSingleThreadExecutor();
        try {
            // The follower answers each heartbeat as the page's script does, until it hears version 2.
            Future<String> followed = answering.submit(() -> {
                InputStream in = follower.getInputStream();
                StringBuilder heard = new StringBuilder();
                while (heard.indexOf("data: 2\n\n") < 0) {
                    String next = readUntil(in, "\n\n");
                    if (next.contains("event: beat")) {
                        assertThat(RawHttp.status(load(phone, "/alive?stream=" + token)))
                                .isEqualTo(204);
                    }
                    heard.append(next);
                }
                return heard.toString();
            });
            // The silent reader takes every heartbeat, yet its stream ends (the guard is the socket's 30 s timeout).
            InputStream in = silent.getInputStream();
            StringBuilder heard = new StringBuilder();
            for (int c; (c = in.read()) >= 0; ) {
                heard.append((char) c);
            }
            assertThat(heard).contains("event: beat").doesNotContain(EventStream.CLOSED);
            live.publish(new TournamentRules().applyLine(state, "result Ann Bob"));
            assertThat(followed.get()).contains("event: results\ndata: 2");
        } finally {
            answering.shutdownNow();
        }
    }

    /** A page load from {@code phone} on a connection of its own, within the phone's patience. */
    private String load(InetAddress phone, String path) throws IOException {
        Socket s = new Socket();
        opened.add(s);
        s.bind(new InetSocketAddress(phone, 0));
        URI at = live.address().orElseThrow();
        s.connect(new InetSocketAddress(at.getHost(), at.getPort()), PATIENCE_MILLIS);
        s.setSoTimeout(PATIENCE_MILLIS);
        s.getOutputStream()
                .write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                        .getBytes(StandardCharsets.ISO_8859_1));
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        s.getInputStream().transferTo(all); // a load slower than the patience throws here
        s.close();
        return all.toString(StandardCharsets.UTF_8);
    }

    private static String readUntil(InputStream in, String end) throws IOException {
        StringBuilder seen = new StringBuilder();
        while (seen.indexOf(end) < 0) {
            int c = in.read();
            if (c < 0) {
                throw new IOException("the stream ended before \"" + end + "\": " + seen);
            }
            seen.append((char) c);
        }
        return seen.toString();
    }

    @Test
    void a_head_sent_a_byte_at_a_time_is_cut_at_the_deadline_although_bytes_keep_coming() throws Exception {
        live.start(
                LiveSettings.at(InetAddress.getLoopbackAddress(), 0)
                        .withIdle(Duration.ofMillis(1500), Duration.ofMillis(500)),
                state);
        Socket slow = from(LAPTOP, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
        slow.setSoTimeout(250);
        OutputStream out = slow.getOutputStream();
        InputStream in = slow.getInputStream();
        boolean cut = false;
        // A byte every 250 ms (well inside the idle time) for up to 10 s, six times the deadline.
        for (int i = 0; i < 40 && !cut; i++) {
            try {
                out.write('a');
                out.flush();
                cut = in.read() < 0;
            } catch (SocketTimeoutException e) {
                // still open: the next byte
            } catch (SocketException e) {
                cut = true; // reset by the server
            }
        }
        assertThat(cut)
                .as("the connection is closed although a byte came every 250 ms")
                .isTrue();
        assertThat(RawHttp.status(http().get("/"))).isEqualTo(200);
    }

    @Test
    void a_request_under_another_name_is_refused_and_the_page_is_served_under_its_address() throws IOException {
        live.start(LiveSettings.at(InetAddress.getLoopbackAddress(), 0), state);
        int port = live.address().orElseThrow().getPort();
        for (String host : List.of(
                "evil.example",
                "evil.example:" + port,
                "127.0.0.1.evil.example",
                "localhost:" + port,
                "127.0.0.1:1",
                "")) {
            String answer = http().exchange("GET / HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n");
            assertThat(RawHttp.status(answer)).as(host).isIn(400, 421);
            assertThat(answer).as(host).doesNotContain("standings");
        }
        String events = http().exchange("GET /events HTTP/1.1\r\nHost: rebound.example\r\nConnection: close\r\n\r\n");
        assertThat(RawHttp.status(events)).isEqualTo(421);
        for (String host : List.of("127.0.0.1", "127.0.0.1:" + port)) {
            String answer = http().exchange("GET / HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n");
            assertThat(RawHttp.status(answer)).as(host).isEqualTo(200);
        }
    }
}
