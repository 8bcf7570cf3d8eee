package org.caissier.ui.shell;

import java.awt.Dimension;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;
import org.caissier.app.Wiring;
import org.caissier.testing.LongNames;
import org.caissier.testing.ScreenAudit;
import org.caissier.testing.ScreenChecks;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Theme;

/**
 * Takes the screenshots of docs/screenshots: each game's golden journal, cut in its middle, in the main window
 * maximised on a 1366×768 display, at text size 16 and 32, and its table display on that whole screen (not a test; run by hand, see docs/at-the-table.md):
 * {@code DISPLAY=:N java -cp target/classes:target/test-classes:<dependencies> org.caissier.ui.shell.ScreenshotsRun
 * [DIRECTORY [LANGUAGE [GAME...]]]}, in English and of every game unless told; with {@code -Dshots.long=true} each game
 * with six long-named players instead (eight drivers in Pistes, the two of Espion; on whatever display it runs on:
 * docs/screenshots has them at 1280×720).
 */
public final class ScreenshotsRun {
    private ScreenshotsRun() {}

    public static void main(String[] args) throws Exception {
        take(args);
        System.exit(0);
    }

    /** Takes them, and closes the window it opened. */
    static void take(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "docs/screenshots");
        Files.createDirectories(out);
        Path home = Files.createTempDirectory("caissier-shots");
        MainWindow[] frame = new MainWindow[1];
        SwingUtilities.invokeAndWait(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(args.length > 1 ? Locale.forLanguageTag(args[1]) : Locale.ENGLISH);
            settings.setFontSize(16);
            Theme.apply(false, 16);
            frame[0] = new MainWindow(settings, Wiring.registry());
            frame[0].setVisible(true);
            frame[0].setExtendedState(Frame.MAXIMIZED_BOTH);
        });
        Thread.sleep(1500);
        Robot robot = new Robot();
        List<String> games = args.length > 2
                ? List.of(args).subList(2, args.length)
                : Wiring.registry().ids();
        if (Boolean.getBoolean("shots.long")) {
            longNames(out, frame[0], robot, args.length > 1 ? args[1] : "en", games);
            SwingUtilities.invokeAndWait(() -> frame[0].dispose());
            return;
        }
        for (String game : games) {
            List<String> lines = Files.readAllLines(
                    Path.of("src/test/resources/golden", game + ".caissier"), StandardCharsets.UTF_8);
            int cut = game.equals("long-cours") ? 30 : lines.size();
            Path file = home.resolve(game + ".caissier");
            Files.write(file, lines.subList(0, cut), StandardCharsets.UTF_8);
            SwingUtilities.invokeAndWait(() -> frame[0].openGame(file));
            for (int size : new int[] {16, 32}) {
                SwingUtilities.invokeAndWait(() -> frame[0].setFontSize(size));
                Thread.sleep(1500);
                Rectangle screen =
                        GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
                BufferedImage shot = robot.createScreenCapture(screen);
                ImageIO.write(
                        shot,
                        "png",
                        out.resolve(game + "-" + (size == 16 ? "100" : "200") + ".png")
                                .toFile());
            }
            SwingUtilities.invokeAndWait(() -> frame[0].setFontSize(16));
            // The table display on the laptop's whole screen: the text size it fits itself to there.
            SwingUtilities.invokeAndWait(() -> frame[0].toggleTableDisplay());
            Thread.sleep(1500);
            SwingUtilities.invokeAndWait(() -> {
                for (Window w : Window.getWindows()) {
                    if ("tableDisplay".equals(w.getName()) && w.isShowing()) {
                        w.setBounds(GraphicsEnvironment.getLocalGraphicsEnvironment()
                                .getMaximumWindowBounds());
                        w.toFront();
                    }
                }
            });
            Thread.sleep(1500);
            // Then the display's fit at its new size: on a busy machine the shot showed it as fitted to the window it
            // opened in (1229×691: its banner's event brought down to the ordinary text).
            robot.waitForIdle();
            Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
            ImageIO.write(
                    robot.createScreenCapture(screen),
                    "png",
                    out.resolve("table-display-" + game + "-1366.png").toFile());
            SwingUtilities.invokeAndWait(() -> frame[0].toggleTableDisplay());
        }
        SwingUtilities.invokeAndWait(() -> frame[0].dispose());
    }

    /** Players named as long as a name may be, accented and hyphenated, as in the screen audit. */
    private static final List<String> LONG = LongNames.ALL.subList(0, 8);

    private static final List<String> SIX = LONG.subList(0, 6);

    /** Six players, eight drivers in Pistes, two in Espion (the spy and the hunter): no more than the game takes. */
    private static List<String> seated(String game) {
        int most = Wiring.registry().find(game).map(p -> p.seats().max()).orElse(SIX.size());
        return LONG.subList(0, Math.min(most, game.equals("pistes") ? 8 : 6));
    }

    /**
     * With {@code -Dshots.long=true}: each game started with the long names ({@link #seated}), in Long Cours their ships
     * placed, each in its zone (one at Yokohama, under San Francisco and Vladivostok), shot at 32 and 16 as
     * GAME-WxH-LANGUAGE-200.png and -100.png.
     */
    private static void longNames(Path out, MainWindow frame, Robot robot, String language, List<String> games)
            throws Exception {
        Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        Dimension size = Toolkit.getDefaultToolkit().getScreenSize();
        for (String game : games) {
            String quoted = String.join(
                    " ", seated(game).stream().map(n -> "\"" + n + "\"").toList());
            SwingUtilities.invokeAndWait(() -> frame.startGame("game " + game + " " + quoted));
            if (game.equals("long-cours")) {
                String[] ports = {"Marseille", "Hambourg", "Yokohama", "Valparaiso", "Colombo", "New York"};
                for (int i = 0; i < SIX.size(); i++) {
                    String name = "\"" + SIX.get(i) + "\"";
                    String port = "\"" + ports[i] + "\"";
                    SwingUtilities.invokeAndWait(() -> {
                        frame.play("place " + name + " " + port);
                        frame.play("end " + name);
                    });
                }
            }
            if (Boolean.getBoolean("shots.display")) {
                tableDisplay(out, frame, robot, game + "-" + size.width + "x" + size.height + "-" + language);
                continue;
            }
            // 200 % first: the window is then built anew at 100 %, after the window manager has given it its size.
            for (int text : new int[] {32, 16}) {
                SwingUtilities.invokeAndWait(() -> frame.setFontSize(text));
                Thread.sleep(3000);
                // Then every layout the first one called for (a sentence that wraps, a line that fits its words):
                // on a busy machine three seconds were not always enough, and a shot showed a sentence cut.
                robot.waitForIdle();
                ImageIO.write(
                        robot.createScreenCapture(screen),
                        "png",
                        out.resolve(game + "-" + size.width + "x" + size.height + "-" + language + "-"
                                        + (text == 16 ? "100" : "200") + ".png")
                                .toFile());
            }
        }
    }

    /**
     * With {@code -Dshots.display=true} as well: the game's table display in the window it opens in, shot as
     * table-display-NAME.png, and any word of it under 32 px or cut printed.
     */
    private static void tableDisplay(Path out, MainWindow frame, Robot robot, String name) throws Exception {
        SwingUtilities.invokeAndWait(frame::toggleTableDisplay);
        Thread.sleep(3000);
        Window[] display = new Window[1];
        SwingUtilities.invokeAndWait(() -> {
            for (Window w : Window.getWindows()) {
                if ("tableDisplay".equals(w.getName()) && w.isShowing()) {
                    display[0] = w;
                    w.toFront();
                }
            }
        });
        Thread.sleep(1500);
        SwingUtilities.invokeAndWait(() -> {
            List<ScreenAudit.Fault> faults = new java.util.ArrayList<>(
                    ScreenAudit.of(display[0], name, new ScreenAudit.Checks(true, false, false)));
            faults.addAll(ScreenChecks.displayWords(display[0], name));
            System.out.println(name + " " + display[0].getBounds() + ": " + faults.size() + " faults");
            faults.forEach(f -> System.out.println("  " + f));
        });
        ImageIO.write(
                robot.createScreenCapture(display[0].getBounds()),
                "png",
                out.resolve("table-display-" + name + ".png").toFile());
        SwingUtilities.invokeAndWait(frame::toggleTableDisplay);
    }
}
