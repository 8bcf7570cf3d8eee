package org.caissier.app;

import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import javax.swing.SwingUtilities;
import org.caissier.ui.MainWindow;

/**
 * The run the installers' class-data archive is made from: opens the main window, waits for its first paint, then
 * opens a copy of each journal in FOLDER in turn and paints it, and exits. The package's build runs it with
 * {@code -XX:DumpLoadedClassList} (pom.xml, profile {@code installer}) on the golden journals, one of every kind of
 * game, so that the archive holds the classes of opening a game as well as the window's: a first open in the
 * installed program then loads almost nothing (docs/performance.md). Only the journals of the games the program
 * knows are opened (the folder also holds the tests' fifth game's), and a game the program knows without a journal
 * there makes the run fail. With GAMES, the ids of the games opened are written there, one a line: the package's
 * test checks them against {@code caissier --list-games}. Not a test.
 * <pre>
 * java -XX:DumpLoadedClassList=LIST -cp target/test-classes:target/caissier.jar \
 *     org.caissier.app.ArchiveTrainingRun src/test/resources/golden [GAMES]
 * </pre>
 */
public final class ArchiveTrainingRun {
    private ArchiveTrainingRun() {
    }

    public static void main(String[] args) throws Exception {
        if (GraphicsEnvironment.isHeadless()) {
            // The package is still made, with a shorter list; the exit status lets the build say so aloud (pom.xml).
            System.err.println("archive training run: no display, so the class list stops before the window; build"
                    + " the installer under xvfb-run (as CI does) for an archive that holds the window and the games");
            System.exit(3);
        }
        List<String> ids = Wiring.registry().ids();
        List<Path> journals;
        try (Stream<Path> files = Files.list(Path.of(args[0]))) {
            journals = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".caissier"))
                    .filter(n -> ids.stream().anyMatch(id -> n.equals(id + ".caissier") || n.startsWith(id + "-")))
                    .sorted().map(n -> Path.of(args[0], n)).toList();
        }
        Set<String> opened = new LinkedHashSet<>();
        Path home = Files.createTempDirectory("caissier-training");
        MainWindow window = PaintedMainWindow.open(home);
        for (Path journal : journals) {
            Path copy = Files.copy(journal, home.resolve(journal.getFileName()));
            SwingUtilities.invokeAndWait(() -> {
                if (!window.openGame(copy)) {
                    throw new IllegalStateException("not opened: " + journal);
                }
                window.getRootPane().paintImmediately(window.getRootPane().getBounds());
                window.session().ifPresent(session -> opened.add(session.gameId()));
            });
        }
        if (!opened.containsAll(ids)) {
            System.err.println("archive training run: no saved game opened for " + ids.stream()
                    .filter(id -> !opened.contains(id)).toList() + " in " + args[0]);
            System.exit(4);
        }
        if (args.length > 1) {
            Files.write(Path.of(args[1]), opened);
        }
        System.out.println(journals.size() + " games opened");
        System.exit(0);
    }
}
