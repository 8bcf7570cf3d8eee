package org.caissier.app;

import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.swing.JDialog;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import org.caissier.table.WholeFile;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.shell.MainWindow;

/**
 * The run the installers' class-data archive is made from: opens the main window, waits for its first paint, then
 * opens a copy of each journal in FOLDER in turn and paints it, and exits. The package's build runs it from the
 * built jar with {@code -XX:DumpLoadedClassList} (pom.xml, profile {@code installer}) on the golden journals, one of
 * every kind of game, so that the archive holds the classes of opening a game as well as the window's: a first open
 * in the installed program then loads almost nothing (docs/performance.md). Only the journals of the games the
 * program knows are opened (the folder also holds the tests' fifth game's), and a game the program knows without a
 * journal there makes the run fail. The ids of the games opened are written to GAMES, one a line, only when the run
 * opened them all: the build tells a short list by its absence, and the package's test checks them against
 * {@code caissier --list-games}. In the jar, not in the test classes, so that the installer needs no tests built.
 * <pre>
 * java -XX:DumpLoadedClassList=LIST -cp target/caissier.jar org.caissier.app.ArchiveTrainingRun \
 *     src/test/resources/golden GAMES
 * </pre>
 */
public final class ArchiveTrainingRun {
    private ArchiveTrainingRun() {}

    public static void main(String[] args) throws Exception {
        if (GraphicsEnvironment.isHeadless()) {
            // The package is still made, with a shorter list: no GAMES file, by which the build says so (pom.xml).
            System.err.println("archive training run: no display, so the class list stops before the window; build"
                    + " the installer under xvfb-run (as CI does) for an archive that holds the window and the games");
            return;
        }
        List<String> ids = Wiring.registry().ids();
        List<Path> journals;
        try (Stream<Path> files = Files.list(Path.of(args[0]))) {
            journals = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".caissier"))
                    .filter(n -> ids.stream().anyMatch(id -> n.equals(id + ".caissier") || n.startsWith(id + "-")))
                    .sorted()
                    .map(n -> Path.of(args[0], n))
                    .toList();
        }
        Set<String> opened = new LinkedHashSet<>();
        Path home = Files.createTempDirectory("caissier-training");
        MainWindow window = painted(home);
        // Opening a save can say something in a modal dialog (an old Espion save's lines are not bound to its
        // seal): nobody is here to close it, and the open would wait for it for good. Closed once it has shown.
        SwingUtilities.invokeAndWait(() -> new Timer(100, e -> {
                    for (Window w : Window.getWindows()) {
                        if (w instanceof JDialog d && d.isModal() && d.isShowing()) {
                            d.dispose();
                        }
                    }
                })
                .start());
        for (Path journal : journals) {
            Path copy = home.resolve(journal.getFileName());
            new WholeFile().write(copy, Files.readAllBytes(journal));
            SwingUtilities.invokeAndWait(() -> {
                if (!window.openGame(copy)) {
                    throw new IllegalStateException("not opened: " + journal);
                }
                window.getRootPane().paintImmediately(window.getRootPane().getBounds());
                window.session().ifPresent(session -> opened.add(session.gameId()));
            });
        }
        if (!opened.containsAll(ids)) {
            System.err.println("archive training run: no saved game opened for "
                    + ids.stream().filter(id -> !opened.contains(id)).toList() + " in " + args[0]);
            System.exit(4);
        }
        new WholeFile().write(Path.of(args[1]), (String.join("\n", opened) + "\n").getBytes(StandardCharsets.UTF_8));
        System.out.println(journals.size() + " games opened");
        System.exit(0);
    }

    /** The main window over its own settings folder, as the program opens it, once its content has painted. */
    static MainWindow painted(Path home) throws Exception {
        CompletableFuture<MainWindow> painted = new CompletableFuture<>();
        SwingUtilities.invokeAndWait(() -> {
            AppSettings settings = new AppSettings(home);
            Theme.apply(settings.dark(), settings.fontSize());
            MainWindow window = new MainWindow(settings, Wiring.registry());
            window.whenPainted(() -> painted.complete(window));
            window.setVisible(true);
        });
        return painted.get(60, TimeUnit.SECONDS);
    }
}
