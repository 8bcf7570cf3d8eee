package org.caissier.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JFileChooserFinder;
import org.assertj.swing.fixture.JFileChooserFixture;

/** The file chooser a click just opened, driven as a user does. */
public final class FileChoosers {
    private FileChoosers() {}

    /** The chooser now showing, once its window receives input; the bound is generous for a loaded machine. */
    public static JFileChooserFixture shown(Robot robot) {
        JFileChooserFixture chooser = JFileChooserFinder.findFileChooser()
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(robot, SwingUtilities.getWindowAncestor(chooser.target()));
        return chooser;
    }

    /** Enter in the file name field approves, as a click on Save/Open does; a key reaches a fresh dialog more surely. */
    public static void approve(JFileChooserFixture chooser) {
        chooser.fileNameTextBox().pressAndReleaseKeys(KeyEvent.VK_ENTER);
        assertThat(GuiActionRunner.execute(() -> chooser.target().isShowing()))
                .as("the file chooser closed")
                .isFalse();
    }
}
