package org.caissier.ui.display;

import java.awt.Frame;
import java.awt.GraphicsDevice;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;
import org.caissier.app.Wiring;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.shell.MainWindow;

/**
 * The program on a display with two X screens (started by {@link TableDisplaySecondScreenGuiTest}): opens a Long
 * Cours game and its table display, then reads back from the X server what the second screen shows. Prints
 * {@code screens N}, {@code device D} (the display's screen) and {@code colours N} (how many colours the display
 * has on that screen: one for a uniform grey).
 */
public final class SecondScreenChild {
    private SecondScreenChild() {}

    public static void main(String[] args) throws Exception {
        Path home = Files.createTempDirectory(Path.of(args[0]), "home");
        GraphicsDevice[] screens =
                GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices();
        System.out.println("screens " + screens.length);
        SwingUtilities.invokeAndWait(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(Locale.ENGLISH);
            Theme.apply(false, 16);
            MainWindow window = new MainWindow(settings, Wiring.registry());
            window.setVisible(true);
            window.startGame("game long-cours Ann Bob Cid");
            window.play("place Ann Marseille");
            window.toggleTableDisplay();
        });
        Frame display = null;
        for (Frame f : Frame.getFrames()) {
            if ("tableDisplay".equals(f.getName())) {
                display = f;
            }
        }
        GraphicsDevice device = display.getGraphicsConfiguration().getDevice();
        System.out.println("device " + device.getIDstring());
        Robot robot = new Robot(device);
        int colours = 0;
        // What Java drew is read back from the X server: the window may take a moment to come up there.
        for (int attempt = 0; attempt < 40 && colours < 50; attempt++) {
            robot.waitForIdle();
            robot.delay(150);
            Rectangle bounds = display.getBounds();
            Rectangle onScreen =
                    bounds.intersection(device.getDefaultConfiguration().getBounds());
            BufferedImage shot = robot.createScreenCapture(onScreen);
            colours = colours(shot);
            ImageIO.write(shot, "png", Path.of(args[0], "second-screen.png").toFile());
        }
        System.out.println("colours " + colours);
        System.out.flush();
        System.exit(0);
    }

    private static int colours(BufferedImage image) {
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                seen.add(image.getRGB(x, y));
            }
        }
        return seen.size();
    }
}
