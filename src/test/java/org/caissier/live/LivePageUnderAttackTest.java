package org.caissier.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.caissier.cup.Crew;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.cup.export.CupPhonePage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 26, items 10 and 11: one laptop tries to lock the phones out of the live page, with connections that
 * send a byte now and then and event streams it never reads, or reads it under another name. Loopback addresses
 * only (127.0.0.2 attacks, 127.0.0.3 is a phone); every socket is closed at the end.
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
        live = new LivePublication(LiveRuntime.system(), new CupPhonePage());
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

    @Test
    void a_head_sent_a_byte_at_a_time_is_cut_at_the_deadline_although_bytes_keep_coming() throws Exception {
        live.start(LiveSettings.at(InetAddress.getLoopbackAddress(), 0).withIdle(Duration.ofMillis(1500),
                Duration.ofMillis(500)), state);
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
        assertThat(cut).as("the connection is closed although a byte came every 250 ms").isTrue();
        assertThat(RawHttp.status(http().get("/"))).isEqualTo(200);
    }

    @Test
    void a_request_under_another_name_is_refused_and_the_page_is_served_under_its_address() throws IOException {
        live.start(LiveSettings.at(InetAddress.getLoopbackAddress(), 0), state);
        int port = live.address().orElseThrow().getPort();
        for (String host : List.of("evil.example", "evil.example:" + port, "127.0.0.1.evil.example",
                "localhost:" + port, "127.0.0.1:1", "")) {
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
