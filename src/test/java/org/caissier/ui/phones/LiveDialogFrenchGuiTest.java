package org.caissier.ui.phones;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.Locale;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.cup.export.CupPhonePage;
import org.caissier.live.LivePublication;
import org.caissier.live.LiveRuntime;
import org.caissier.testing.GuiTest;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.WrappingLabel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The phones dialog in French, on a port another program holds: the failure is a French sentence naming the
 * address and the port, wrapped in the dialog's width, with Start and Stop still inside it.
 */
@GuiTest
class LiveDialogFrenchGuiTest {
    @TempDir
    Path home;

    @Test
    void a_taken_port_is_said_in_french_on_lines_that_wrap() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"));
                LivePublication publication = new LivePublication(LiveRuntime.system(), CupPhonePage.tournament())) {
            LiveDialog dialog = GuiActionRunner.execute(() -> {
                LiveDialog d = new LiveDialog(
                        null, new Messages(Locale.FRENCH), new AppSettings(home), publication, () -> null);
                ((JComboBox<?>) find(d, "liveAddress")).getEditor().setItem("127.0.0.1");
                ((JComboBox<?>) find(d, "liveAddress")).setSelectedItem("127.0.0.1");
                ((JTextField) find(d, "livePort")).setText(String.valueOf(taken.getLocalPort()));
                d.setVisible(true);
                ((JButton) find(d, "liveStart")).doClick();
                return d;
            });
            try {
                String said = GuiActionRunner.execute(() -> ((WrappingLabel) find(dialog, "liveProblem")).getText());
                assertThat(said)
                        .contains("Publication impossible", "127.0.0.1", String.valueOf(taken.getLocalPort()))
                        .doesNotContain("cannot listen")
                        .doesNotContain("Failed to bind");
                GuiActionRunner.execute(() -> {
                    int width = dialog.getContentPane().getWidth();
                    Component problem = find(dialog, "liveProblem");
                    assertThat(problem.getWidth())
                            .as("the sentence keeps to the dialog")
                            .isLessThanOrEqualTo(width);
                    assertThat(problem.getHeight())
                            .as("on more than one line")
                            .isGreaterThan(
                                    problem.getFontMetrics(problem.getFont()).getHeight() * 3 / 2);
                    for (String button : new String[] {"liveStart", "liveStop"}) {
                        Rectangle at = SwingUtilities.convertRectangle(
                                find(dialog, button).getParent(),
                                find(dialog, button).getBounds(),
                                dialog.getContentPane());
                        assertThat(at.x + at.width)
                                .as(button + " inside the dialog")
                                .isLessThanOrEqualTo(width);
                    }
                });
            } finally {
                GuiActionRunner.execute(dialog::dispose);
            }
        }
    }

    private static Component find(Container in, String name) {
        for (Component c : in.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof Container inner) {
                Component found = find(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
