package org.caissier.ui.box;

import java.awt.KeyboardFocusManager;
import java.awt.Toolkit;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import javax.swing.JFrame;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import org.caissier.device.BoxSimulator;
import org.caissier.device.ButtonMapping;
import org.caissier.device.LinkStatus;
import org.caissier.device.SimulatedBox;
import org.caissier.device.serial.SocatPair;
import org.caissier.table.DiceSource;
import org.caissier.table.RuleViolation;
import org.caissier.table.Session;
import org.caissier.table.counter.CounterGame;
import org.caissier.ui.game.Outcome;
import org.caissier.ui.kit.InputFirst;
import org.caissier.ui.shell.SessionController;

/**
 * Issue 26, item 8: how long a typed key takes to show while the box floods the program with 10 000 presses.
 * The box simulator writes its presses as fast as it can on one end of a socat pty pair; the program's side is
 * the real path (SerialTransport, BoxSession on the EDT, each press played and forced to a journal). Meanwhile a
 * key is typed into a text field every 100 ms and the time until the field shows it is measured. Goal: 100 ms.
 * Needs socat and a display. Run it with:
 *
 * <pre>
 * mvn -q -o test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) org.caissier.ui.box.BoxFloodBenchmark
 * </pre>
 * ({@code -Dflood.plain=true} before the class name: the box's tasks posted straight to the event queue, to compare.)
 * It is a program, not a JUnit class: {@code mvn test -Dtest=BoxFloodBenchmark} runs nothing.
 * Not a test (surefire excludes {@code *Benchmark*}): timings on a shared machine are noisy.
 */
public final class BoxFloodBenchmark {
    static final int PRESSES = 10_000;
    static final int KEYS = 60;
    /** What each press cost the EDT (played and forced to the disk), to tell the disk's share of a key's wait. */
    static final List<Long> PLAY_NANOS = Collections.synchronizedList(new ArrayList<>());

    private BoxFloodBenchmark() {}

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("caissier-flood");
        Path file = dir.resolve("flood.caissier");
        BlockingQueue<Long> shown = new ArrayBlockingQueue<>(KEYS + 8);
        Object[] parts = new Object[3];
        SwingUtilities.invokeAndWait(() -> {
            try {
                Session<?, ?> session = Session.create(file, new CounterGame().start(List.of("Ann"), dir));
                JTextField field = new JTextField(30);
                field.getDocument().addDocumentListener(new DocumentListener() {
                    @Override
                    public void insertUpdate(DocumentEvent e) {
                        shown.offer(System.nanoTime());
                    }

                    @Override
                    public void removeUpdate(DocumentEvent e) {}

                    @Override
                    public void changedUpdate(DocumentEvent e) {}
                });
                JFrame frame = new JFrame("flood");
                frame.add(field);
                frame.pack();
                frame.setVisible(true);
                field.requestFocusInWindow();
                parts[0] = session;
                parts[1] = field;
                parts[2] = frame;
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        Session<?, ?> session = (Session<?, ?>) parts[0];
        JTextField field = (JTextField) parts[1];
        try (SocatPair pair = new SocatPair(dir).start();
                BoxSimulator device =
                        new BoxSimulator(pair.b().toString(), SimulatedBox.defaultIdentity(), new Random(1))) {
            BoxSession[] box = new BoxSession[1];
            SessionController.Feedback quiet = new SessionController.Feedback() {
                @Override
                public void played(String description) {}

                @Override
                public void refused(RuleViolation violation) {}

                @Override
                public void saveFailed(IOException error) {
                    System.err.println("save failed: " + error.getMessage());
                }
            };
            SessionController<?, ?> controller = new SessionController<>(session, quiet, Locale.ENGLISH);
            SwingUtilities.invokeAndWait(() -> {
                // -Dflood.plain=true: the box's tasks posted straight to the event queue, as before InputFirst
                Executor edt = Boolean.getBoolean("flood.plain") ? SwingUtilities::invokeLater : InputFirst.onScreen();
                box[0] = new BoxSession(
                        new Host(session, controller), edt, id -> ButtonMapping.of(Map.of("seat.short", "add")));
                box[0].connect(pair.a().toString());
            });
            device.start();
            waitConnected(box[0]);
            long floodStart = System.nanoTime();
            Thread flood = new Thread(
                    () -> {
                        for (int i = 0; i < PRESSES; i++) {
                            device.press(1 + i % 6, false);
                        }
                    },
                    "flood");
            flood.start();
            boolean focused = waitFocus(field);
            long[] latencies = new long[KEYS];
            for (int i = 0; i < KEYS; i++) {
                Thread.sleep(100);
                long start = System.nanoTime();
                if (focused) {
                    Toolkit.getDefaultToolkit()
                            .getSystemEventQueue()
                            .postEvent(new KeyEvent(
                                    field,
                                    KeyEvent.KEY_TYPED,
                                    System.currentTimeMillis(),
                                    0,
                                    KeyEvent.VK_UNDEFINED,
                                    'x'));
                } else {
                    SwingUtilities.invokeLater(() -> field.replaceSelection("x"));
                }
                Long end = shown.poll(60, TimeUnit.SECONDS);
                if (end == null) {
                    throw new IllegalStateException("key " + i + " never showed");
                }
                latencies[i] = end - start;
            }
            flood.join();
            long floodMs = (System.nanoTime() - floodStart) / 1_000_000;
            System.out.println(
                    Boolean.getBoolean("flood.plain")
                            ? "box tasks posted straight to the event queue"
                            : "box tasks through InputFirst");
            report(latencies, focused);
            long[] plays =
                    PLAY_NANOS.stream().mapToLong(Long::longValue).sorted().toArray();
            if (plays.length > 0) {
                System.out.printf(
                        "a press played and forced to disk on the EDT: n=%d  median %.1f ms  max %.1f ms%n",
                        plays.length, plays[plays.length / 2] / 1e6, plays[plays.length - 1] / 1e6);
            }
            int[] played = new int[1];
            LinkStatus[] status = new LinkStatus[1];
            SwingUtilities.invokeAndWait(() -> {
                played[0] = session.history().size();
                status[0] = box[0].status().orElse(null);
                box[0].disconnect();
            });
            System.out.printf(
                    "flood of %d presses written in %d ms; %d played by the end of the keys, %s%n",
                    PRESSES, floodMs, played[0], status[0]);
        } finally {
            SwingUtilities.invokeAndWait(() -> ((JFrame) parts[2]).dispose());
            session.close();
        }
        System.exit(0);
    }

    private static void waitConnected(BoxSession box) throws Exception {
        for (int i = 0; i < 200; i++) {
            boolean[] up = new boolean[1];
            SwingUtilities.invokeAndWait(() -> up[0] = box.status()
                    .map(s -> s.state() == LinkStatus.State.CONNECTED)
                    .orElse(false));
            if (up[0]) {
                return;
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("no handshake within 20 s");
    }

    private static boolean waitFocus(JTextField field) throws Exception {
        for (int i = 0; i < 50; i++) {
            boolean[] has = new boolean[1];
            SwingUtilities.invokeAndWait(() -> {
                has[0] = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner() == field;
                if (!has[0]) {
                    field.requestFocusInWindow();
                }
            });
            if (has[0]) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    private static void report(long[] nanos, boolean keys) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        System.out.printf(
                "%s shown under the flood: n=%d  median %.1f ms  p95 %.1f ms  max %.1f ms  (goal 100 ms)%n",
                keys ? "typed key" : "text inserted (no focus: an EDT task)",
                sorted.length,
                sorted[sorted.length / 2] / 1e6,
                sorted[(int) (sorted.length * 0.95)] / 1e6,
                sorted[sorted.length - 1] / 1e6);
    }

    /** The window as the box sees it: a press on seat N plays {@code add Ann N}, saved before it shows. */
    private record Host(Session<?, ?> game, SessionController<?, ?> controller) implements BoxHost {
        @Override
        public DiceSource currentDice() {
            return null;
        }

        @Override
        public void useDice(DiceSource source) {}

        @Override
        public Optional<String> gameId() {
            return Optional.of(CounterGame.ID);
        }

        @Override
        public PressResult boxAction(String actionId, int seat) {
            long start = System.nanoTime();
            Outcome<?> played = controller.play("add Ann " + seat);
            PLAY_NANOS.add(System.nanoTime() - start);
            return played.notSaved()
                    .map(why -> new PressResult(true, Optional.of(why)))
                    .orElse(PressResult.done());
        }

        @Override
        public int seatToLight() {
            return 0;
        }

        @Override
        public void boxStatusChanged() {}

        @Override
        public Optional<Session<?, ?>> session() {
            return Optional.of(game);
        }
    }
}
