package org.caissier.ui.box;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.Random;
import org.caissier.device.BoxLink;
import org.caissier.device.ButtonMapping;
import org.caissier.device.LinkStatus;
import org.caissier.device.SimulatedBox;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.Sentence;
import org.caissier.table.DiceSource;
import org.caissier.table.RuleViolation;
import org.caissier.table.Session;
import org.caissier.table.counter.CounterGame;
import org.caissier.ui.game.Outcome;
import org.caissier.ui.shell.SessionController;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26, item 6: the disk fills while the table presses the box's buttons. The press whose line could not be
 * written, and every one after it, stay with the box (unacknowledged) and the status says so; once a line is
 * saved again the box is asked for them, and the journal ends up with every press once, in order.
 */
class BoxOnAFullDiskTest {
    @TempDir
    Path dir;

    private Session<?, ?> session;
    private final Queue<Runnable> edt = new ArrayDeque<>();
    private final Queue<String> toBox = new ArrayDeque<>();
    private final Queue<String> toHost = new ArrayDeque<>();
    private final List<String> hostSent = new ArrayList<>();
    private final List<IOException> errorsShown = new ArrayList<>();
    private boolean diskFull;
    private BoxLink link;
    private BoxSession box;
    private SessionController<?, ?> controller;
    private final List<String> refusals = new ArrayList<>();
    private final SimulatedBox device =
            new SimulatedBox(SimulatedBox.defaultIdentity(), new Random(1), () -> 0L, s -> toHost.add(Codec.encode(s)));

    @AfterEach
    void close() throws IOException {
        session.close();
    }

    @Test
    void presses_not_saved_stay_with_the_box_and_come_back_in_order_once_a_line_is_saved() throws Exception {
        Path file = dir.resolve("game.caissier");
        session = Session.create(file, new CounterGame().start(List.of("Ann"), dir));
        connect();

        device.press(1, false);
        pump();
        diskFull = true;
        device.press(2, false);
        device.press(3, false);
        pump();
        device.press(4, false); // pressed while the error shows
        pump();

        assertThat(errorsShown)
                .as("the failed line is told once: the presses after it are not played")
                .hasSize(1);
        assertThat(box.notSaved())
                .as("why the box keeps them, as the play answered")
                .get()
                .extracting(Throwable::getMessage)
                .isEqualTo("No space left on device");
        assertThat(device.unacknowledged())
                .as("the box keeps every press not saved")
                .isEqualTo(3);
        assertThat(BoxStatusText.of(new Host().messages(), box)).contains("the box keeps its presses");
        assertThat(BoxStatusText.alarming(box)).isTrue();
        assertThat(journalLines(file)).containsExactly("add Ann 1");

        diskFull = false;
        assertThat(controller.play("add Ann 10").played())
                .as("space freed: a line typed is saved")
                .isTrue();
        pump();

        assertThat(journalLines(file))
                .containsExactly("add Ann 1", "add Ann 10", "add Ann 2", "add Ann 3", "add Ann 4");
        assertThat(device.unacknowledged()).isZero();
        assertThat(box.notSaved()).isEmpty();
        assertThat(link.status().gaps()).isZero();
    }

    @Test
    void a_press_the_rules_refuse_says_why_and_is_acknowledged_for_there_is_nothing_to_save() throws Exception {
        Path file = dir.resolve("game.caissier");
        session = Session.create(file, new CounterGame().start(List.of("Ann"), dir));
        connect();

        device.press(5, false);
        pump();

        assertThat(refusals)
                .as("the table is told why")
                .singleElement()
                .asString()
                .contains("Zed");
        assertThat(device.unacknowledged())
                .as("nothing to save: the box may forget it")
                .isZero();
        assertThat(box.notSaved()).isEmpty();
        assertThat(journalLines(file)).isEmpty();
    }

    private void connect() {
        SessionController.Feedback shown = new SessionController.Feedback() {
            @Override
            public void played(String description) {}

            @Override
            public void refused(RuleViolation violation) {
                refusals.add(violation.message(Locale.ENGLISH));
            }

            @Override
            public void saveFailed(IOException error) {
                errorsShown.add(error);
            }
        };
        box = new BoxSession(
                new Host(),
                edt::add,
                (settings, listener, executor) -> {
                    link = new BoxLink(
                            s -> {
                                hostSent.add(Codec.encode(s).trim());
                                toBox.add(Codec.encode(s));
                            },
                            listener,
                            () -> 0L);
                    return new FakeLink();
                },
                id -> ButtonMapping.of(Map.of("seat.short", "add")));
        controller = new SessionController<>(session, shown, Locale.ENGLISH);
        box.connect("test");
        link.portOpened();
        pump();
    }

    private static List<String> journalLines(Path file) throws IOException {
        return Files.readAllLines(file).stream()
                .filter(l -> l.startsWith("add"))
                .toList();
    }

    private void pump() {
        while (!toBox.isEmpty() || !toHost.isEmpty() || !edt.isEmpty()) {
            if (!toBox.isEmpty()) {
                device.received(Codec.decode(toBox.poll()));
            } else if (!toHost.isEmpty()) {
                link.received(Codec.decode(toHost.poll()));
            } else {
                edt.poll().run();
            }
        }
    }

    private final class Host implements BoxHost {
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

        /**
         * The window playing the press: what came of it is what its play answered; the journal's write fails while
         * the disk is full. Seat 5 names a player the game does not have: the rules refuse it.
         */
        @Override
        public PressResult boxAction(String actionId, int seat) {
            if (diskFull) {
                IOException full = new IOException("No space left on device");
                errorsShown.add(full);
                return new PressResult(true, Optional.of(full));
            }
            Outcome<?> outcome = controller.play((seat == 5 ? "add Zed " : "add Ann ") + seat);
            return new PressResult(true, outcome.notSaved());
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
    }

    private final class FakeLink implements BoxSession.Link {
        @Override
        public LinkStatus status() {
            return link.status();
        }

        @Override
        public int roll(int count) {
            return link.roll(count);
        }

        @Override
        public void light(int seat) {
            link.send(new Sentence.Light(seat));
        }

        @Override
        public void beep(int millis) {}

        @Override
        public void resume() {
            link.resume();
        }

        @Override
        public void close() {}
    }
}
