package org.caissier.app;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import javax.swing.SwingUtilities;
import org.caissier.table.ReplayScaleBenchmark;
import org.caissier.ui.shell.MainWindow;

/**
 * Resuming a game as a player does, in a fresh program: the main window painted, then the journal opened in it and
 * painted again; timed from the open to the paint (the replay and what the window does with the game), by the wall
 * clock and in CPU time of the EDT. Not a test (docs/performance.md):
 * <pre>
 * java -cp target/test-classes:target/caissier.jar:target/classes org.caissier.app.ResumeBenchmark write 10000 /tmp/long.caissier
 * xvfb-run -a java -cp target/test-classes:target/caissier.jar org.caissier.app.ResumeBenchmark open /tmp/long.caissier
 * </pre>
 * The journal is written by a JVM of its own so that writing it loads nothing into the timed one. With
 * {@code -Xlog:class+load:file=LOG} the classes the open itself loads are those after {@code ResumeBenchmark$Opening}.
 */
public final class ResumeBenchmark {
    private ResumeBenchmark() {}

    public static void main(String[] args) throws Exception {
        if (args[0].equals("write")) {
            Path dir = Files.createTempDirectory("caissier-resume");
            Path written = ReplayScaleBenchmark.longCoursJournal(Integer.parseInt(args[1]), dir);
            Files.move(written, Path.of(args[2]), StandardCopyOption.REPLACE_EXISTING);
            return;
        }
        Path home = Files.createTempDirectory("caissier-resume-home");
        // A copy of its own: the program that opened the original last may have left it marked as open.
        Path journal = Files.copy(Path.of(args[1]), home.resolve("resumed.caissier"));
        MainWindow window = ArchiveTrainingRun.painted(home);
        Class.forName(Opening.class.getName());
        long[] ms = new long[2];
        SwingUtilities.invokeAndWait(() -> {
            long start = System.nanoTime();
            long cpu = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            if (!window.openGame(journal)) {
                throw new IllegalStateException("not opened: " + journal);
            }
            window.getRootPane().paintImmediately(window.getRootPane().getBounds());
            ms[0] = (System.nanoTime() - start) / 1_000_000;
            ms[1] = (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu) / 1_000_000;
        });
        // The EDT's CPU time: the other programs on a shared machine disturb it far less than the wall clock.
        System.out.println("opened in " + ms[0] + " ms, EDT CPU " + ms[1] + " ms");
        System.exit(0);
    }

    /** Its loading marks where the timed open starts in a class-loading log ({@code -Xlog:class+load}). */
    static final class Opening {
        private Opening() {}
    }
}
