package org.caissier.ui.box;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.caissier.device.BoxLink;
import org.caissier.device.ButtonMapping;
import org.caissier.device.LinkStatus;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.Sentence;
import org.caissier.table.DiceSource;
import org.caissier.table.Session;
import org.caissier.table.counter.CounterGame;

/**
 * The program {@link BoxCrashTest} kills: a box session on a counter game whose box talks through this process's
 * standard input and output (one protocol line each). A seat press plays {@code add Ann SEAT}.
 */
public final class BoxCrashChild {
    private BoxCrashChild() {}

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        Session<?, ?> session = Files.exists(file)
                ? Session.open(file, CounterGame.games())
                : Session.create(file, new CounterGame().start(List.of("Ann"), file.getParent()));
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.US_ASCII);
        BoxLink[] link = new BoxLink[1];
        BoxHost host = new BoxHost() {
            private DiceSource dice;

            @Override
            public DiceSource currentDice() {
                return dice;
            }

            @Override
            public void useDice(DiceSource source) {
                dice = source;
            }

            @Override
            public Optional<String> gameId() {
                return Optional.of(CounterGame.ID);
            }

            @Override
            public PressResult boxAction(String actionId, int seat) {
                try {
                    session.submit("add Ann " + seat);
                    return PressResult.done();
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }

            @Override
            public int seatToLight() {
                return 0;
            }

            @Override
            public void boxStatusChanged() {}

            @Override
            public Optional<Session<?, ?>> session() {
                return Optional.of(session);
            }
        };
        BoxSession.Connector connector = (settings, listener, executor) -> {
            link[0] = new BoxLink(s -> out.print(Codec.encode(s)), listener, () -> 0L);
            return new BoxSession.Link() {
                @Override
                public LinkStatus status() {
                    return link[0].status();
                }

                @Override
                public int roll(int count) {
                    return link[0].roll(count);
                }

                @Override
                public void light(int seat) {
                    link[0].send(new Sentence.Light(seat));
                }

                @Override
                public void beep(int millis) {
                    link[0].send(new Sentence.Beep(millis));
                }

                @Override
                public void close() {}
            };
        };
        BoxSession box =
                new BoxSession(host, Runnable::run, connector, id -> ButtonMapping.of(Map.of("seat.short", "add")));
        box.connect("stdio");
        link[0].portOpened();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        String line;
        while ((line = in.readLine()) != null) {
            link[0].received(Codec.decode(line + "\r\n"));
        }
        session.close();
    }
}
