package org.caissier.app;

import java.awt.GraphicsEnvironment;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
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
import org.caissier.ui.AppSettings;
import org.caissier.ui.MainWindow;
import org.caissier.ui.Theme;

/** Opens the main window on the EDT. */
final class GuiStart {
    private GuiStart() {
    }

    /** Opens the window (and a saved game if one is named); returns -1: the program runs on. */
    static int open(Path file, List<String> args) {
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println("no display: the window cannot open (try 'caissier run FILE' for a command file)");
            return 1;
        }
        SwingUtilities.invokeLater(() -> {
            MainWindow window = create(settings());
            // Once the window has closed (and with it the game and the box), nothing is left to wait for: a
            // serial thread still winding down must not keep the program alive.
            window.addWindowListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowClosed(java.awt.event.WindowEvent e) {
                    System.exit(0);
                }
            });
            window.setVisible(true);
            if (file != null) {
                window.openGame(file);
            }
            device(args).ifPresent(d -> {
                if (d.equals("sim")) {
                    window.startSimulatedBox();
                } else {
                    window.connectBox(d);
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

    /** Opens the main window, waits until it is painted, prints the time since the JVM started, and exits. */
    static int selfTest(PrintStream out, PrintStream err) {
        if (GraphicsEnvironment.isHeadless()) {
            err.println("self-test: no display (run it under xvfb-run)");
            return 1;
        }
        CompletableFuture<Instant> painted = new CompletableFuture<>();
        try {
            SwingUtilities.invokeAndWait(() -> {
                MainWindow window = create(settings());
                window.whenPainted(() -> painted.complete(Instant.now()));
                window.setVisible(true);
            });
            Instant at = painted.get(60, TimeUnit.SECONDS);
            // The JVM's start time is read once the window is painted: reading it (from /proc) is no part of the start.
            Instant start = ProcessHandle.current().info().startInstant().orElse(at);
            out.println("ready in " + Duration.between(start, at).toMillis() + " ms");
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
