package org.caissier.app;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javax.swing.SwingUtilities;
import org.caissier.table.ReplayScaleBenchmark;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.shell.MainWindow;

/**
 * The memory a long game holds: a Long Cours journal of N commands opened in the main window, with the journal
 * panel and the table display shown, then a full collection; prints the resident set (VmRSS, VmHWM) and the heap
 * in use. Not a test; needs a display (docs/performance.md):
 * <pre>
 * xvfb-run -a java [JVM options] -cp target/classes:target/test-classes:$(cat target/cp.txt) \
 *     org.caissier.app.WindowMemoryBenchmark 10000
 * </pre>
 */
public final class WindowMemoryBenchmark {
    private WindowMemoryBenchmark() {}

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        Path home = Files.createTempDirectory("caissier-memory");
        Path journal = ReplayScaleBenchmark.longCoursJournal(n, home);
        MainWindow[] window = new MainWindow[1];
        SwingUtilities.invokeAndWait(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(Locale.ENGLISH);
            Theme.apply(false, 16);
            window[0] = new MainWindow(settings, Wiring.registry());
            window[0].setSize(1280, 860);
            window[0].setVisible(true);
            if (!window[0].openGame(journal)) {
                throw new IllegalStateException("the game did not open");
            }
            window[0].toggleTableDisplay();
        });
        // Let the window and the table display paint, as a player would see them, before measuring.
        for (int i = 0; i < 3; i++) {
            SwingUtilities.invokeAndWait(() -> {});
            Thread.sleep(500);
        }
        System.gc();
        Thread.sleep(200);
        System.gc();
        var heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        String status = Files.readString(Path.of("/proc/self/status"));
        System.out.printf(
                "%d commands: %s, %s, heap used %d MB of %d MB committed%n",
                n, field(status, "VmRSS"), field(status, "VmHWM"), heap.getUsed() >> 20, heap.getCommitted() >> 20);
        System.exit(0);
    }

    private static String field(String status, String name) {
        return status.lines()
                .filter(l -> l.startsWith(name + ":"))
                .map(l -> l.replaceAll("\\s+", " "))
                .findFirst()
                .orElse(name + ": ?");
    }
}
