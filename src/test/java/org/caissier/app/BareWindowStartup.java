package org.caissier.app;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Graphics;
import java.time.Duration;
import java.time.Instant;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;

/**
 * The yardstick for {@code --self-test}: a bare FlatLaf window, JVM start to first paint, printed the same way.
 * Run both one after the other on the same machine and compare, the bare window on FlatLaf's own jar
 * ({@code src/test/sh/startup-benchmark.sh} does it; docs/performance.md):
 * <pre>
 * mvn -B -q package -DskipTests && mvn -B -q test-compile
 * xvfb-run -a java -cp target/test-classes:$HOME/.m2/repository/com/formdev/flatlaf/VERSION/flatlaf-VERSION.jar \
 *     org.caissier.app.BareWindowStartup
 * xvfb-run -a java -jar target/caissier.jar --self-test
 * </pre>
 */
public final class BareWindowStartup {
    private BareWindowStartup() {}

    public static void main(String[] args) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            FlatLightLaf.setup();
            JFrame frame = new JFrame("bare");
            frame.setContentPane(new JPanel() {
                private boolean painted;

                @Override
                public void paint(Graphics g) {
                    super.paint(g);
                    if (!painted) {
                        painted = true;
                        // As Caissier's self-test: the JVM's start time read once painted, at no cost to the start.
                        Instant at = Instant.now();
                        Instant start =
                                ProcessHandle.current().info().startInstant().orElse(at);
                        System.out.println(
                                "ready in " + Duration.between(start, at).toMillis() + " ms");
                        System.exit(0);
                    }
                }
            });
            frame.add(new JLabel("Caissier"));
            frame.setSize(800, 600);
            frame.setVisible(true);
        });
    }
}
