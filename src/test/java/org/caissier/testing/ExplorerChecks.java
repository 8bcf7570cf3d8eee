package org.caissier.testing;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.KeyboardFocusManager;
import java.awt.Rectangle;
import java.awt.Window;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.text.AbstractDocument;
import javax.swing.text.BadLocationException;
import javax.swing.text.JTextComponent;
import org.assertj.swing.core.Robot;
import org.assertj.swing.core.SyncedRobot;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.table.JournalException;
import org.caissier.table.Rules;
import org.caissier.table.Session;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.kit.MustShow;
import org.caissier.ui.shell.MainWindow;

/**
 * What the explorer checks after every step, the screen audit's own checks reused ({@link ScreenAudit}): no
 * exception on the screen's thread and no error in the log; the journal on disk replays to the state the window
 * holds; a probe typed where the keyboard is arrives whole; every must-show control inside the window at 100 %
 * text, and none moved by a step that did not concern it; the feedback line about the turn now; in Espion, nothing
 * sealed shown before a confirmed end. Each check counts itself ({@link #made}) for the run's report.
 */
final class ExplorerChecks implements AutoCloseable {
    /** The turn the feedback line speaks of (FeedbackLine.TURN). */
    private static final String TURN = "caissier.turn";

    private static final String MUST_SHOW = "must show, not wholly in the window";
    private static final String PROBE_SPARED =
            "a probe not typed again: the screen as it was at the last probe, no dialog opened since";

    /** What the window held before a step, for what the step may not change. */
    record Before(Map<Component, Rectangle> mustShow, Object view, int lines, Path file, Dimension size) {}

    private final SyncedRobot robot;
    private final MainWindow frame;
    private final GameRegistry games;
    private final Map<String, Integer> made = new LinkedHashMap<>();
    private final Map<String, Long> millis = new LinkedHashMap<>();
    private final Map<String, Long> cpuMillis = new LinkedHashMap<>();
    private final ErrorsCaught errors = new ErrorsCaught();
    private final SealedLook sealed;
    /** The text size the window opened at: 100 %. */
    private final int baseSize;

    /** The screen the last probe in the main window met; null after a dialog's probe or before the first. */
    private List<Object> probedOn;
    /** The journal last replayed, its bytes then, and the view it replayed to. */
    private Path replayedFile;

    private byte[] replayedBytes;
    private Object replayedView;

    ExplorerChecks(Robot robot, MainWindow frame, GameRegistry games) {
        this.robot = (SyncedRobot) robot; // the screen tests' robot (Robots.newRobot)
        this.frame = frame;
        this.games = games;
        this.sealed = new SealedLook(frame, games);
        this.baseSize = GuiActionRunner.execute(ExplorerChecks::textSize);
    }

    Map<String, Integer> made() {
        return made;
    }

    private void made(String check) {
        made.merge(check, 1, Integer::sum);
    }

    Before before() {
        return GuiActionRunner.execute(() -> {
            Optional<Session<?, ?>> s = frame.session();
            return new Before(
                    mustShow(),
                    s.map(ExplorerChecks::view).orElse(null),
                    s.map(x -> x.history().size()).orElse(-1),
                    s.map(Session::file).orElse(null),
                    frame.getSize());
        });
    }

    /**
     * Every check after a step ({@code before} null at a start); {@code pin} opens an Espion game's seal;
     * {@code dialogsOpened}: the step opened a dialog (closed since).
     */
    void afterStep(Before before, String pin, boolean stepMovesThings, boolean dialogsOpened) {
        // No wait of its own: the explorer calls it on a screen at rest (a start opened, a step's dialogs answered).
        nothingThrownOrLogged();
        timed("replay", this::journalReplays);
        timed("probe", () -> probeUnlessUnchanged(before == null || dialogsOpened));
        timed("mustShow", () -> mustShowAtFullSize(before, stepMovesThings));
        feedbackOfThisTurn();
        if (pin != null) {
            timed("sealed", () -> {
                if (sealed.nothingShows(pin)) {
                    made("nothing sealed shows before a confirmed end");
                }
            });
        }
    }

    /** A new start: nothing typed yet. */
    void newStart() {
        sealed.newStart();
    }

    /** A value the explorer typed: what it names may show on the screen it was typed on. */
    void typed(String value) {
        sealed.typed(value);
    }

    Map<String, Long> millis() {
        return millis;
    }

    /** Runs {@code r}, its time counted under {@code what} for the report. */
    void timed(String what, Runnable r) {
        long t = System.nanoTime();
        long cpu = cpuNanos();
        r.run();
        count(what, System.nanoTime() - t, cpuNanos() - cpu);
    }

    /** {@code nanos} on the clock and {@code cpuNanos} of the processor counted under {@code what}. */
    void count(String what, long nanos, long cpuNanos) {
        millis.merge(what, nanos / 1_000_000, Long::sum);
        cpuMillis.merge(what, cpuNanos / 1_000_000, Long::sum);
    }

    /** The processor time of each part, in milliseconds, the same parts as {@link #millis}. */
    Map<String, Long> cpuMillis() {
        return cpuMillis;
    }

    /**
     * The processor time the test's process used, every thread (the screen's own work included): on a machine
     * shared with other builds, the time on the clock says more about them than about the run.
     */
    static long cpuNanos() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                        instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime()
                : 0;
    }

    private void nothingThrownOrLogged() {
        made("no exception, no error logged");
        errors.assertNone();
    }

    /**
     * The journal as the disk holds it, replayed (as {@code run} would), gives the state the window holds. A journal
     * whose bytes are those replayed last is not replayed again: its state is the one read then.
     */
    private void journalReplays() {
        Optional<Session<?, ?>> open = GuiActionRunner.execute(frame::session);
        if (open.isEmpty() || open.get().readOnly() || !Files.exists(open.get().file())) {
            return;
        }
        made("the journal on disk replays to the state shown");
        Session<?, ?> live = open.get();
        Object shown = GuiActionRunner.execute(() -> view(live));
        Object read = replayed(live.file());
        if (!read.equals(shown)) {
            throw new AssertionError("the journal on disk replays to\n      " + read + "\n    but the window holds\n"
                    + "      " + shown);
        }
    }

    /** The public view the journal at {@code file} replays to, replayed only when its bytes changed. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object replayed(Path file) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            if (file.equals(replayedFile) && Arrays.equals(bytes, replayedBytes)) {
                return replayedView;
            }
            try (Session<?, ?> replayed = Session.openReadOnly(file, games.games())) {
                replayedView = ((Rules) replayed.rules()).view(replayed.publicState());
            }
            replayedFile = file;
            replayedBytes = bytes;
            return replayedView;
        } catch (JournalException e) {
            throw new AssertionError("the journal on disk does not open: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object view(Session<?, ?> s) {
        return ((Rules) s.rules()).view(s.publicState());
    }

    /**
     * The probe in the main window, not typed again on a screen just as it was at the last probe there (the same
     * windows, components, places, keyboard and text): typed there, it would meet what it met then. Typed again
     * whenever a dialog opened since, or ({@code always}) at a start, where the keyboard may have been moved.
     */
    private void probeUnlessUnchanged(boolean always) {
        List<Object> now = GuiActionRunner.execute(ExplorerChecks::screen);
        if (!always && now.equals(probedOn)) {
            made(PROBE_SPARED);
            return;
        }
        probedOn = null;
        probe("the main window");
        probedOn = now;
    }

    /** What a probe meets: every window shown, each component shown in it, where and whether enabled; the keyboard. */
    private static List<Object> screen() {
        List<Object> s = new ArrayList<>();
        KeyboardFocusManager keys = KeyboardFocusManager.getCurrentKeyboardFocusManager();
        Component owner = keys.getFocusOwner();
        s.add(keys.getFocusedWindow());
        s.add(owner);
        if (owner instanceof JTextComponent t) {
            s.add(text(t));
            s.add(t.getSelectionStart());
            s.add(t.getSelectionEnd());
            s.add(t.isEditable());
        }
        for (Window w : Window.getWindows()) {
            if (w.isShowing()) {
                s.add(w);
                s.add(w.getBounds());
                components(w, s);
            }
        }
        return s;
    }

    private static void components(Container c, List<Object> s) {
        for (Component k : c.getComponents()) {
            if (k.isShowing()) {
                s.add(k);
                s.add(k.getBounds());
                s.add(k.isEnabled());
                if (k instanceof Container inner) {
                    components(inner, s);
                }
            }
        }
    }

    /**
     * A probe typed where the keyboard is (in {@code where}) arrives there whole, at the caret, and goes again with
     * Backspace. A field that filters what it takes (a PIN's digits) is probed with a digit.
     */
    void probe(String where) {
        JTextComponent field = GuiActionRunner.execute(() -> {
            Component owner =
                    KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
            return Explorer.typable(owner) ? (JTextComponent) owner : null;
        });
        if (field == null) {
            return;
        }
        made("a probe typed where the keyboard is arrives whole");
        String probe = GuiActionRunner.execute(
                        () -> field.getDocument() instanceof AbstractDocument d && d.getDocumentFilter() != null)
                ? "7"
                : "qz";
        String[] was = GuiActionRunner.execute(() -> {
            int dot = field.getCaretPosition();
            field.setCaretPosition(dot); // no selection: the probe goes in at the caret
            String text = text(field);
            return new String[] {text.substring(0, dot) + probe + text.substring(dot), text};
        });
        // Typed as a quick hand types, then one wait for what the keys did.
        robot.typeQuickly(probe);
        String now = GuiActionRunner.execute(() -> text(field));
        if (!now.equals(was[0])) {
            throw new AssertionError("a probe “" + probe + "” typed into " + name(field) + " in " + where
                    + " arrived as “" + now + "”, not “" + was[0] + "”");
        }
        robot.typeQuickly("\b".repeat(probe.length()));
        GuiActionRunner.execute(() -> {
            if (!text(field).equals(was[1])) {
                field.setText(was[1]);
            }
        });
    }

    private static String text(JTextComponent field) {
        try {
            return field.getDocument().getText(0, field.getDocument().getLength());
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * At 100 % text, every must-show control is inside the window (the audit's own check); and after a step that
     * changed neither the game nor the view, none of them moved.
     */
    private void mustShowAtFullSize(Before before, boolean stepMovesThings) {
        // The game's whole width as the window gives it on its screen (the journal folded below 1500 px): nothing
        // scrolled to. With the journal opened beside it there, the game has less than it is laid out for: a
        // must-show may then be scrolled to, but nothing may cut it.
        List<ScreenAudit.Fault> faults = GuiActionRunner.execute(() -> textSize() != baseSize
                ? List.<ScreenAudit.Fault>of()
                : ScreenAudit.of(frame, "explorer", new ScreenAudit.Checks(true, false, journalSqueezed())));
        made("every must-show control inside the window at 100 %");
        List<ScreenAudit.Fault> out =
                faults.stream().filter(f -> f.key().endsWith(MUST_SHOW)).toList();
        if (!out.isEmpty()) {
            throw new AssertionError("must show, out of the window: " + out);
        }
        if (before == null || stepMovesThings) {
            return;
        }
        Before after = before();
        if (before.lines() != after.lines()
                || !Objects.equals(before.view(), after.view())
                || !Objects.equals(before.file(), after.file())
                || !before.size().equals(after.size())) {
            return; // the step changed the game: its view may well rearrange
        }
        made("no must-show control moved by a step that changed nothing");
        List<String> moved = new ArrayList<>();
        before.mustShow().forEach((k, was) -> {
            Rectangle now = after.mustShow().get(k);
            if (now != null && !now.equals(was)) {
                moved.add(name(k) + " from " + was + " to " + now);
            }
        });
        if (!moved.isEmpty()) {
            throw new AssertionError("moved by a step that changed neither the game nor the view: " + moved);
        }
    }

    /** The journal open beside the game in a window narrower than the width it opens there by itself. */
    private boolean journalSqueezed() {
        Component tab = Components.named(frame.getContentPane(), "journalTab");
        return frame.getWidth() < 1500 && frame.session().isPresent() && (tab == null || !tab.isShowing());
    }

    /** Where each must-show control of the window is, in the window, by the component itself (on the EDT). */
    private Map<Component, Rectangle> mustShow() {
        Map<Component, Rectangle> at = new IdentityHashMap<>();
        collect(frame.getContentPane(), at);
        return at;
    }

    private void collect(Container c, Map<Component, Rectangle> at) {
        for (Component k : c.getComponents()) {
            if (!k.isShowing()) {
                continue;
            }
            if (k instanceof JComponent j && MustShow.marked(j)) {
                at.put(k, SwingUtilities.convertRectangle(k.getParent(), k.getBounds(), frame.getRootPane()));
            }
            if (k instanceof Container inner) {
                collect(inner, at);
            }
        }
    }

    /** The feedback line, when it says anything, speaks of the turn being played now. */
    private void feedbackOfThisTurn() {
        String fault = GuiActionRunner.execute(() -> {
            Optional<Session<?, ?>> s = frame.session();
            Component line = Components.named(frame.getContentPane(), "feedback");
            if (s.isEmpty()
                    || !(line instanceof JLabel label)
                    || !label.isShowing()
                    || label.getText().isBlank()) {
                return null;
            }
            made("the feedback line speaks of the turn now");
            Object turn = label.getClientProperty(TURN);
            int now = s.get().history().size();
            return turn instanceof Integer t && t == now
                    ? null
                    : "the feedback line “" + label.getText() + "” speaks of turn " + turn + ", the game is at turn "
                            + now;
        });
        if (fault != null) {
            throw new AssertionError(fault);
        }
    }

    private static int textSize() {
        return UIManager.getFont("Label.font").getSize();
    }

    /** How a fault names a component: as the audit's keys do. */
    static String name(Component k) {
        return ScreenAudit.id(k);
    }

    @Override
    public void close() {
        errors.close();
    }
}
