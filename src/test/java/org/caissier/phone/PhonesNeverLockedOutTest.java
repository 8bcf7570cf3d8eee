package org.caissier.phone;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.caissier.cup.export.CupPhonePage;
import org.caissier.live.LivePublication;
import org.caissier.live.LiveRuntime;
import org.caissier.live.LiveSettings;
import org.caissier.live.PhonePage;
import org.caissier.longcours.phone.LongCoursPhonePage;
import org.caissier.table.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 36, item 1: phones that sleep, wake and reload open connection after connection from the same address, and
 * must be served every time. Loopback only (127.0.0.x); every socket is closed at the end of each load or test.
 */
class PhonesNeverLockedOutTest {
    private static final Pattern VERSION = Pattern.compile("name=\"caissier-version\" content=\"(\\d+)\"");

    @TempDir
    Path dir;

    @Test
    void one_client_opening_and_closing_a_thousand_connections_in_a_row_is_served_every_time() throws Exception {
        List<Session.Snapshot<Object, Object>> moments = GoldenGames.moments("long-cours", dir);
        try (LivePublication live = new LivePublication(LiveRuntime.system(), new LongCoursPhonePage())) {
            live.start(LiveSettings.at(InetAddress.getLoopbackAddress(), 0), moments.get(0));
            Client client = new Client(live.address().orElseThrow(), InetAddress.getLoopbackAddress());
            for (int i = 0; i < 1000; i++) {
                assertThat(client.page()).as("load %d", i + 1).isEqualTo(1);
            }
        }
    }

    @Test
    void twenty_phones_reloading_two_thousand_times_through_a_cup_event_and_a_long_cours_game_are_always_served()
            throws Exception {
        Path event = dir.resolve("cup-event.caissier");
        StringBuilder journal = new StringBuilder("# caissier journal 1\n# started 2026-11-28T20:00:00\n"
                + "game cup-regatta discards=2 Ann Bob Cid Dan Eve Fay\n");
        String[] crews = {"Ann", "Bob", "Cid", "Dan", "Eve", "Fay"};
        for (int race = 0; race < 297; race++) {
            StringBuilder line = new StringBuilder("race");
            for (int place = 0; place < crews.length; place++) {
                line.append(' ').append(crews[(race * 5 + place * (race % 2 == 0 ? 1 : 5)) % crews.length]);
            }
            journal.append(line).append('\n');
        }
        Files.writeString(event, journal);
        List<Object> cup = new ArrayList<>();
        GoldenGames.moments(event).forEach(m -> cup.add(m.state()));
        assertThat(cup.size()).as("a state after each race").isEqualTo(297);
        reloadWhilePlaying(CupPhonePage.regatta(), cup, 1000, true);
        reloadWhilePlaying(
                new LongCoursPhonePage(), new ArrayList<>(GoldenGames.moments("long-cours", dir)), 1000, false);
    }

    /**
     * Twenty clients, each on its own loopback address, each holding a page and its event stream, load again as
     * soon as their last load ended, {@code loads} in all, while the game moves on at every few loads (a match of
     * the event opened and closed halfway when {@code match}); then one more change, which every client's stream
     * tells, and the page every client then loads shows.
     */
    private static void reloadWhilePlaying(PhonePage page, List<Object> states, int loads, boolean match)
            throws Exception {
        try (LivePublication live = new LivePublication(LiveRuntime.system(), page)) {
            live.start(LiveSettings.at(InetAddress.getLoopbackAddress(), 0), states.get(0));
            URI at = live.address().orElseThrow();
            AtomicInteger done = new AtomicInteger();
            // next state, loads played for; the match: 0 not yet opened, 1 open, 2 closed again
            int[] game = {1, 0, 0};
            int every = Math.max(1, loads / states.size());
            Runnable play = () -> {
                synchronized (live) {
                    int n = done.get();
                    if (match && game[2] == 0 && n >= loads / 2) {
                        live.nowPlaying("Zoé – Marc");
                        game[2] = 1;
                    } else if (match && game[2] == 1 && n >= 3 * loads / 4) {
                        live.nowPlaying("");
                        game[2] = 2;
                    } else if (n >= game[1] + every && game[0] < states.size() - 1) {
                        live.publish(states.get(game[0]++));
                        game[1] = n;
                    }
                }
            };
            List<Client> clients = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                clients.add(new Client(at, InetAddress.getByName("127.0.0." + (40 + i))));
            }
            ExecutorService phones = Executors.newFixedThreadPool(clients.size());
            try {
                List<Future<Integer>> served = new ArrayList<>();
                for (Client c : clients) {
                    served.add(phones.submit(() -> {
                        int mine = 0;
                        while (done.incrementAndGet() <= loads) {
                            c.load();
                            mine++;
                            play.run();
                        }
                        return mine;
                    }));
                }
                int all = 0;
                for (Future<Integer> f : served) {
                    all += f.get();
                }
                assertThat(all).isEqualTo(loads);
            } finally {
                phones.shutdownNow();
            }
            synchronized (live) {
                live.publish(states.get(states.size() - 1));
            }
            long last = new Client(at, InetAddress.getLoopbackAddress()).page();
            try {
                for (Client c : clients) {
                    c.heard(last);
                    assertThat(c.page()).isEqualTo(last);
                }
            } finally {
                for (Client c : clients) {
                    c.close();
                }
            }
        }
    }

    /** A phone on one loopback address: a page per connection, and the event stream of its last load. */
    private static final class Client implements AutoCloseable {
        private final URI at;
        private final InetAddress from;
        private Socket stream;
        private final StringBuilder heard = new StringBuilder();

        Client(URI at, InetAddress from) {
            this.at = at;
            this.from = from;
        }

        private Socket connect() throws IOException {
            Socket s = new Socket();
            s.bind(new InetSocketAddress(from, 0));
            s.connect(new InetSocketAddress(at.getHost(), at.getPort()), 10_000);
            s.setSoTimeout(30_000); // a guard against a hang: a load refused or never answered fails
            return s;
        }

        /** Loads the page on a connection of its own and returns its version (a refusal fails). */
        long page() throws IOException {
            try (Socket s = connect()) {
                s.getOutputStream()
                        .write(("GET / HTTP/1.1\r\nHost: " + at.getHost() + "\r\nConnection: close\r\n\r\n")
                                .getBytes(StandardCharsets.ISO_8859_1));
                ByteArrayOutputStream all = new ByteArrayOutputStream();
                s.getInputStream().transferTo(all);
                String answer = all.toString(StandardCharsets.UTF_8);
                assertThat(answer).as("served from %s", from).startsWith("HTTP/1.1 200");
                Matcher m = VERSION.matcher(answer);
                assertThat(m.find()).as("the page names its version").isTrue();
                return Long.parseLong(m.group(1));
            }
        }

        /** A whole load: the page, then its event stream (telling a version), the last load's stream closed. */
        void load() throws IOException {
            page();
            Socket previous = stream;
            stream = connect();
            heard.setLength(0);
            stream.getOutputStream()
                    .write(("GET /events HTTP/1.1\r\nHost: " + at.getHost() + "\r\n\r\n")
                            .getBytes(StandardCharsets.ISO_8859_1));
            readUntil("\ndata: ");
            if (previous != null) {
                previous.close();
            }
        }

        /** Reads the held stream until it tells {@code version}. */
        void heard(long version) throws IOException {
            readUntil("data: " + version + "\n\n");
        }

        private void readUntil(String text) throws IOException {
            InputStream in = stream.getInputStream();
            while (heard.indexOf(text) < 0) {
                int c = in.read();
                if (c < 0) {
                    throw new IOException("the stream from " + from + " ended before \"" + text + "\": " + heard);
                }
                heard.append((char) c);
            }
        }

        @Override
        public void close() throws IOException {
            if (stream != null) {
                stream.close();
            }
        }
    }
}
