package org.caissier.ui.shell;

import java.awt.Dimension;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JFrame;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.caissier.app.Wiring;
import org.caissier.table.Command;
import org.caissier.table.JournalFile;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.Theme;

/**
 * What the journal panel costs on the EDT in a long game: appending one line to the panel of a 10 000-command Long
 * Cours game (goal: 1 ms), and opening such a game in the main window beyond the replay (goal: 100 ms to a window
 * painted and ready). Not a test: run it by hand under a display, from the top folder:
 *
 * <pre>
 * mvn -B -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * xvfb-run -a java -cp target/classes:target/test-classes:$(cat target/cp.txt) org.caissier.ui.shell.JournalPanelBenchmark [N]
 * </pre>
 *
 * N is the number of timed appends (default 500). Results are written down in docs/performance.md.
 */
public final class JournalPanelBenchmark {
    private static final int COMMANDS = 10_000;
    private static final int WARM_UP = 100;
    private static final int OPEN_RUNS = 5;

    private JournalPanelBenchmark() {}

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        Path dir = Files.createTempDirectory(Path.of(System.getProperty("java.io.tmpdir")), "journal-panel");
        Path game = dir.resolve("long.caissier");
        List<String> lines = new ArrayList<>(List.of(JournalFile.MAGIC, "game long-cours Ann Bob Cid"));
        for (int i = 0; i < COMMANDS; i++) {
            lines.add(longCours(i));
        }
        Files.write(game, lines);
        append(game, n);
        open(game, dir);
        System.exit(0);
    }

    /** Round 1, then each captain buys 1 M, resells it and ends his turn: valid however long it runs. */
    static String longCours(int i) {
        List<String> round1 = List.of(
                "place Ann Marseille",
                "buy Ann 1",
                "end Ann",
                "place Bob Londres",
                "buy Bob 1",
                "end Bob",
                "place Cid Yokohama",
                "buy Cid 1",
                "end Cid");
        if (i < round1.size()) {
            return round1.get(i);
        }
        int j = i - round1.size();
        String who = new String[] {"Ann", "Bob", "Cid"}[(j / 3) % 3];
        int face = new int[] {2, 3, 5}[(j / 3) % 3];
        return switch (j % 3) {
            case 0 -> "buy " + who + " 1";
            case 1 -> "resell " + who + " " + face + " dice=virtual";
            default -> "end " + who;
        };
    }

    private static void append(Path game, int n) throws Exception {
        Path copy = game.resolveSibling("append.caissier");
        Files.copy(game, copy);
        try (Session<?, ?> session = Session.open(copy, Wiring.games())) {
            AtomicReference<JournalPanel> panel = new AtomicReference<>();
            AtomicReference<JFrame> frame = new AtomicReference<>();
            long shownFirst = onEdt(() -> {
                JournalPanel p = new JournalPanel(new Messages(Locale.ENGLISH), i -> {});
                JFrame f = new JFrame();
                f.add(p);
                f.setSize(new Dimension(420, 800));
                f.setVisible(true);
                p.show(session);
                p.validate();
                p.paintImmediately(p.getBounds());
                panel.set(p);
                frame.set(f);
            });
            long[] nanos = new long[n];
            int history = session.history().size();
            for (int i = 0; i < WARM_UP + n; i++) {
                session.submit(longCours(history + i));
                long t = onEdt(() -> {
                    JournalPanel p = panel.get();
                    p.show(session);
                    p.validate();
                    JList<?> list = (JList<?>)
                            ((JScrollPane) p.getComponent(1)).getViewport().getView();
                    list.paintImmediately(list.getVisibleRect());
                });
                if (i >= WARM_UP) {
                    nanos[i - WARM_UP] = t;
                }
            }
            SwingUtilities.invokeAndWait(() -> frame.get().dispose());
            long[] before = new long[5];
            for (int i = 0; i < before.length; i++) {
                before[i] = describeAllAgain(session);
            }
            Arrays.sort(before);
            Arrays.sort(nanos);
            System.out.printf(
                    Locale.ROOT, "journal panel of %d lines, first shown: %.1f ms%n", history, shownFirst / 1e6);
            System.out.printf(
                    Locale.ROOT,
                    "append one line (show + layout + paint), %d runs: median %.3f ms," + " p99 %.3f ms, max %.3f ms%n",
                    n,
                    nanos[n / 2] / 1e6,
                    nanos[n * 99 / 100] / 1e6,
                    nanos[n - 1] / 1e6);
            System.out.printf(
                    Locale.ROOT,
                    "for comparison, what every change cost the panel before (every line"
                            + " described again, the rules applied again for each): median of 5 %.0f ms%n",
                    before[2] / 1e6);
        }
    }

    private static void open(Path game, Path dir) throws Exception {
        long[] replay = new long[OPEN_RUNS];
        long[] window = new long[OPEN_RUNS];
        long[] describe = new long[OPEN_RUNS];
        for (int run = 0; run < OPEN_RUNS; run++) {
            Path copy = Files.copy(game, dir.resolve("open-" + run + ".caissier"));
            long t0 = System.nanoTime();
            Session<?, ?> session = Session.open(copy, Wiring.games());
            replay[run] = System.nanoTime() - t0;
            describe[run] = describeAll(session);
            session.ownedBy(SwingUtilities::isEventDispatchThread, "the event dispatch thread");
            Path home = Files.createTempDirectory(dir, "home");
            AtomicReference<MainWindow> made = new AtomicReference<>();
            SwingUtilities.invokeAndWait(() -> {
                AppSettings settings = new AppSettings(home);
                settings.setLocale(Locale.ENGLISH);
                Theme.apply(false, 14);
                MainWindow w = new MainWindow(settings, Wiring.registry());
                w.setVisible(true);
                made.set(w);
            });
            window[run] = onEdt(() -> {
                MainWindow w = made.get();
                w.show(session);
                w.validate();
                w.getRootPane().paintImmediately(w.getRootPane().getBounds());
            });
            SwingUtilities.invokeAndWait(() -> made.get().dispose());
        }
        for (int run = 0; run < OPEN_RUNS; run++) {
            System.out.printf(
                    Locale.ROOT,
                    "open a %d-command game, run %d: replay %.0f ms, then the window shows it"
                            + " (journal panel, table view, painted) in %.0f ms; describing every line alone: %.0f ms%n",
                    COMMANDS,
                    run + 1,
                    replay[run] / 1e6,
                    window[run] / 1e6,
                    describe[run] / 1e6);
        }
    }

    private static <S, C extends Command> long describeAll(Session<S, C> session) {
        long t = System.nanoTime();
        for (Step<S, C> step : session.history()) {
            session.describe(step, Locale.ENGLISH);
        }
        return System.nanoTime() - t;
    }

    private static <S, C extends Command> long describeAllAgain(Session<S, C> session) {
        long t = System.nanoTime();
        for (Step<S, C> step : session.history()) {
            if (step instanceof Step.Played<S, C> played) {
                session.rules().describe(played.before(), played.command(), Locale.ENGLISH);
            }
        }
        return System.nanoTime() - t;
    }

    private static long onEdt(Runnable action) throws Exception {
        long[] took = new long[1];
        SwingUtilities.invokeAndWait(() -> {
            long t = System.nanoTime();
            action.run();
            took[0] = System.nanoTime() - t;
        });
        return took[0];
    }
}
