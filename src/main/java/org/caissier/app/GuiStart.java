package org.caissier.app;

import java.awt.GraphicsEnvironment;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.swing.SwingUtilities;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.shell.MainWindow;

/** Opens the main window on the EDT. */
final class GuiStart {
    /** What a start that needs the window says without a display: what to do instead, and what to install. */
    static final String NO_DISPLAY = "no display: the window needs a desktop. Without one, 'caissier run FILE'"
            + " ('./caissier run FILE' from the source folder) replays a command file; for the window on a virtual"
            + " display, install the xvfb package (apt-get install xvfb) and start it under 'xvfb-run -a'";

    private GuiStart() {}

    /**
     * Tells the launcher that this start painted the window, by making the file {@code -Dcaissier.painted} names:
     * only such a start's class-data archive is kept (./caissier).
     */
    private static void markPainted() {
        String mark = System.getProperty("caissier.painted");
        if (mark != null) {
            try {
                Files.createFile(Path.of(mark));
            } catch (IOException | RuntimeException e) {
                // no mark: the archive is not kept, and the next start makes one again
            }
        }
    }

    /** Opens the window (and a saved game if one is named); returns -1: the program runs on. */
    static int open(Path file, List<String> args) {
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println(NO_DISPLAY);
            return 1;
        }
        SwingUtilities.invokeLater(() -> {
            MainWindow window = create(settings());
            window.whenPainted(GuiStart::markPainted);
            // Once the window has closed (and with it the game and the box), nothing is left to wait for: a
            // serial thread still winding down must not keep the program alive.
            window.addWindowListener(new WindowAdapter() {
                @Override
                public void windowClosed(WindowEvent e) {
                    System.exit(0);
                }
            });
            window.setVisible(true);
            if (file != null) {
                window.openGame(file);
            }
            device(args).ifPresent(d -> {
                if (d.equals("sim")) {
                    window.boxControls().startSimulated();
                } else {
                    window.boxControls().connect(d);
                }
            });
        });
        return -1;
    }

    /** The box named by {@code --device sim|PATH|auto} (or {@code --device=...}), if any. */
    static Optional<String> device(List<String> args) {
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.startsWith("--device=")) {
                return Optional.of(a.substring("--device=".length()));
            }
            if (a.equals("--device") && i + 1 < args.size()) {
                return Optional.of(args.get(i + 1));
            }
        }
        return Optional.empty();
    }

    /** Opens the main window, waits until it is painted, prints the time since the process started, and exits. */
    static int selfTest(PrintStream out, PrintStream err) {
        if (GraphicsEnvironment.isHeadless()) {
            err.println("self-test: " + NO_DISPLAY);
            return 1;
        }
        CompletableFuture<Long> painted = new CompletableFuture<>();
        try {
            SwingUtilities.invokeAndWait(() -> {
                MainWindow window = create(settings());
                window.whenPainted(() -> {
                    painted.complete(System.nanoTime());
                    markPainted();
                });
                window.setVisible(true);
            });
            long at = painted.get(60, TimeUnit.SECONDS);
            // The process's age is read once the window is painted (reading it is no part of the start), less the
            // time since the paint.
            long now = System.nanoTime();
            Duration age = ProcessStart.age(Instant.now()).minusNanos(now - at);
            out.println("ready in " + age.toMillis() + " ms");
            out.flush();
            // The program exits at once, as the bare window it is compared with does: closing the window is no
            // part of starting it (docs/performance.md).
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } catch (InvocationTargetException | ExecutionException | TimeoutException e) {
            err.println("self-test failed: " + e);
            return 1;
        }
    }

    private static AppSettings settings() {
        return UserFolders.fromSystem().settings(System.err);
    }

    private static MainWindow create(AppSettings settings) {
        Theme.apply(settings.dark(), settings.fontSize());
        return new MainWindow(settings, Wiring.registry());
    }
}
