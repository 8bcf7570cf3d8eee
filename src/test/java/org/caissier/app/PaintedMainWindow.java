package org.caissier.app;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.caissier.ui.AppSettings;
import org.caissier.ui.MainWindow;
import org.caissier.ui.Theme;

/** Where the start-up tools begin: the main window over a settings folder of their own, shown and painted once. */
final class PaintedMainWindow {
    private PaintedMainWindow() {
    }

    /** Opens the window as the program does and returns it once its content has been painted. */
    static MainWindow open(Path home) throws Exception {
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
