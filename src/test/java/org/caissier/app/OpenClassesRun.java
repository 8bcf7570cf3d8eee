package org.caissier.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import javax.swing.SwingUtilities;
import org.caissier.ui.MainWindow;

/**
 * Opens the main window, waits for its first paint, then opens a copy of the journal named and paints the game:
 * {@code src/test/sh/startup-classes.sh} logs the classes loaded and keeps those loaded after the mark (the nested
 * class {@link Opening}) as the game's list for {@link ClassPreload}. Not a test.
 * <pre>
 * java -Dcaissier.preload=false -Xlog:class+load:file=LOG -cp target/test-classes:target/caissier.jar \
 *     org.caissier.app.OpenClassesRun JOURNAL
 * </pre>
 */
public final class OpenClassesRun {
    private OpenClassesRun() {
    }

    public static void main(String[] args) throws Exception {
        Path home = Files.createTempDirectory("caissier-open-classes");
        Path journal = Files.copy(Path.of(args[0]), home.resolve("game.caissier"), StandardCopyOption.REPLACE_EXISTING);
        MainWindow window = PaintedMainWindow.open(home);
        Class.forName(Opening.class.getName());
        SwingUtilities.invokeAndWait(() -> {
            if (!window.openGame(journal)) {
                throw new IllegalStateException("not opened: " + journal);
            }
        });
        SwingUtilities.invokeAndWait(() -> window.getRootPane().paintImmediately(window.getRootPane().getBounds()));
        System.exit(0);
    }

    /** Its loading marks where opening the game starts in the class-loading log. */
    static final class Opening {
        private Opening() {
        }
    }
}
