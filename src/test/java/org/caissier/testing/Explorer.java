package org.caissier.testing;

import java.awt.Component;
import java.awt.Dialog;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.WindowEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import javax.swing.JButton;
import javax.swing.JPasswordField;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.kit.UiTimer;
import org.caissier.ui.shell.MainWindow;

/**
 * The whole window tried as an evening: from each start of a game (a new game, each golden journal), steps chosen by
 * a seeded {@link Random} from what a user can do now ({@link UserSteps}), each followed by every check of
 * {@link ExplorerChecks}. The same seed takes the same steps, so a fault found is replayed with its seed
 * ({@code -Dexplore.seed=…}); the fault says the seed and the steps that led to it.
 */
public final class Explorer implements AutoCloseable {
    /** Where one run of steps begins: a game line to start, or a journal to open. */
    public record Start(String name, String gameLine, Path file, String pin) {}

    /** A fault the explorer found, with how to get there again. */
    public static final class Fault extends AssertionError {
        Fault(String message) {
            super(message);
        }
    }

    private final Robot robot;
    private final FrameFixture window;
    private final MainWindow frame;
    private final ExplorerChecks checks;
    private final List<String> taken = new ArrayList<>();
    /** The steps from the current start, dialogs included: what a fault prints. */
    private List<String> here = new ArrayList<>();

    private int dialogs;

    /**
     * A main window of its own ({@link MainWindows#show}, on a robot of its own, the journal as the window places it
     * for its width) whose games live in {@code home}.
     */
    public Explorer(Path home, GameRegistry games) {
        long t = System.nanoTime();
        long cpu = ExplorerChecks.cpuNanos();
        this.robot = Robots.newRobot();
        this.window = MainWindows.show(robot, home, UiTimer.swing(), games, false);
        this.frame = (MainWindow) window.target();
        this.checks = new ExplorerChecks(robot, frame, games);
        checks.count("window", System.nanoTime() - t, ExplorerChecks.cpuNanos() - cpu);
    }

    /** The checks made so far, by kind. */
    public Map<String, Integer> checksMade() {
        return checks.made();
    }

    /** The steps taken so far. */
    public int steps() {
        return taken.size();
    }

    /** Where the time on the clock went, in milliseconds: the steps, the dialogs, each check. */
    public Map<String, Long> millis() {
        return checks.millis();
    }

    /** Where the processor's time went, in milliseconds, by the same parts as {@link #millis}. */
    public Map<String, Long> cpuMillis() {
        return checks.cpuMillis();
    }

    public int dialogsOpened() {
        return dialogs;
    }

    /**
     * {@code steps} steps from {@code start}, chosen by a {@link Random} of {@code seed}; a fault fails with the seed,
     * the start, every step taken and how to run it again ({@code replay}).
     */
    public void explore(String game, Start start, long seed, int steps, String replay) {
        Random random = new Random(seed);
        here = new ArrayList<>();
        String where = "explorer: game " + game + " from " + start.name() + " (its steps' seed " + seed
                + "; replay with " + replay + ")";
        try {
            checks.newStart();
            here.add("open " + start.name());
            checks.timed("start", () -> open(start));
            checks.afterStep(null, start.pin(), true, false);
            for (int i = 0; i < steps; i++) {
                UserSteps.Step[] chosen = new UserSteps.Step[1];
                checks.timed("choose", () -> chosen[0] = UserSteps.choose(frame, random, game));
                UserSteps.Step step = chosen[0];
                ExplorerChecks.Before before = checks.before();
                Set<Window> shown = showing();
                int at = here.size();
                here.add("");
                checks.timed("perform", () -> step.perform(robot, random));
                here.set(at, step.what());
                if (step.typed() != null) {
                    checks.typed(step.typed());
                }
                taken.add(step.what());
                // What the step set going (a layout at a new text size, a dialog opening): its own time, apart
                // from the checks' and the dialogs'.
                checks.timed("settle", robot::waitForIdle);
                int dialogsBefore = dialogs;
                checks.timed("dialogs", () -> answerDialogs(shown, random, start.pin()));
                checks.afterStep(before, start.pin(), step.movesThings(), dialogs != dialogsBefore);
            }
        } catch (AssertionError | RuntimeException e) {
            // JUnit's time limit interrupts the run: the screen's answers then come back empty, and what failed on
            // them (a null where a value was due) is no fault of the window's.
            String why = Thread.currentThread().isInterrupted()
                    ? "cut short by the test's time limit (give a long run more: -Djunit.jupiter.execution.timeout"
                            + ".default=6h): " + e.getMessage()
                    : e.getMessage();
            StringBuilder b =
                    new StringBuilder(where).append(":\n  ").append(why).append("\n  steps:");
            for (int i = 0; i < here.size(); i++) {
                b.append("\n    ").append(i).append(". ").append(here.get(i));
            }
            Fault fault = new Fault(b.toString());
            fault.initCause(e);
            throw fault;
        }
    }

    /** A new game started from its line, or a journal opened (past an old Espion save's warning). */
    private void open(Start start) {
        GuiActionRunner.execute(() -> PastModals.run(() -> {
            if (start.file() != null) {
                frame.openGame(start.file());
            } else {
                frame.startGame(start.gameLine());
            }
        }));
        robot.waitForIdle();
        ShownWindow.ensureReceivesInput(window);
        if (GuiActionRunner.execute(() -> frame.session().isEmpty())) {
            throw new AssertionError(start.name() + " did not open");
        }
        if (start.pin() != null
                && GuiActionRunner.execute(() -> Arrays.stream(Window.getWindows())
                        .noneMatch(w -> "tableDisplay".equals(w.getName()) && w.isShowing()))) {
            // The table display open beside the hunter's screen, where nothing sealed may show either.
            GuiActionRunner.execute(frame::toggleTableDisplay);
            robot.waitForIdle();
        }
    }

    /**
     * Each dialog the step opened, checked as it opens (the keyboard in it, a probe typed there arrives whole), then
     * cancelled — or, for the spy's PIN, now and then answered with it, so that what lies behind it is tried too.
     */
    private void answerDialogs(Set<Window> before, Random random, String pin) {
        // The screen is at rest at each round: after the step's own settling, a dialog cancelled or a PIN taken.
        for (int round = 0; round < 8; round++) {
            Dialog d = GuiActionRunner.execute(() -> {
                Dialog newest = null;
                for (Window w : Window.getWindows()) {
                    if (w instanceof Dialog dialog && w.isShowing() && !before.contains(w)) {
                        newest = dialog;
                    }
                }
                return newest;
            });
            if (d == null) {
                return;
            }
            dialogs++;
            here.add("  a dialog: " + d.getName());
            if (!GuiActionRunner.execute(() -> Components.hasTheKeyboard(d))) {
                // Without a window manager the display gives the keys to the window under the pointer.
                ShownWindow.ensureReceivesInput(robot, d);
            }
            ShownWindow.keyboardInto(robot, d);
            checks.probe("the dialog " + d.getName());
            if ("pinDialog".equals(d.getName()) && pin != null && random.nextBoolean()) {
                GuiActionRunner.execute(() -> {
                    for (String field : List.of("pinField", "pinAgain")) {
                        Component k = Components.named(d, field);
                        if (k instanceof JPasswordField f && f.isShowing()) {
                            f.setText(pin);
                        }
                    }
                    if (Components.named(d, "pinOpen") instanceof JButton open) {
                        SwingUtilities.invokeLater(open::doClick);
                    }
                });
                // The key is derived off the screen's thread: the dialog closes once it is.
                Settles.until("the PIN opens", () -> GuiActionRunner.execute(() -> !d.isShowing()));
                robot.waitForIdle();
                continue;
            }
            cancel(d);
        }
        throw new AssertionError("dialogs kept opening, eight in a row");
    }

    /** Escape where the dialog has the keyboard, else its close box; a dialog that stays is a fault. */
    private void cancel(Dialog d) {
        if (GuiActionRunner.execute(() -> Components.hasTheKeyboard(d))) {
            robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE); // waits for what the key did
        }
        if (GuiActionRunner.execute(d::isShowing)) {
            GuiActionRunner.execute(() -> d.dispatchEvent(new WindowEvent(d, WindowEvent.WINDOW_CLOSING)));
            robot.waitForIdle();
        }
        if (GuiActionRunner.execute(d::isShowing)) {
            GuiActionRunner.execute(d::dispose);
            robot.waitForIdle();
            throw new AssertionError("the dialog " + d.getName() + " closes neither on Escape nor on its close box");
        }
    }

    private static Set<Window> showing() {
        return GuiActionRunner.execute(() -> {
            Set<Window> shown = new LinkedHashSet<>();
            for (Window w : Window.getWindows()) {
                if (w.isShowing()) {
                    shown.add(w);
                }
            }
            return shown;
        });
    }

    /** Whether the focused component is a field a person can type in. */
    static boolean typable(Component c) {
        return c instanceof JTextComponent t && t.isEditable() && t.isEnabled() && t.isShowing();
    }

    @Override
    public void close() {
        checks.close();
        window.cleanUp();
    }
}
