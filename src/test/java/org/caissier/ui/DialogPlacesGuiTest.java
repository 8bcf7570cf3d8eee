package org.caissier.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import javax.swing.JDialog;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Settles;
import org.junit.jupiter.api.Test;

/**
 * The dialogs a host moves aside to see the board — the event table editor, the charts, the box's buttons, the
 * live results — open again where they were left, closed by their own button or by their frame; never on a
 * screen that is gone.
 */
@GuiTest
class DialogPlacesGuiTest extends MainWindows.Shown {

    @Test
    void each_dialog_opens_again_where_it_was_left() {
        GuiActionRunner.execute(() -> frame.startGame("game pistes Ann Bob"));
        assertThat(GuiActionRunner.execute(() -> frame.play("drive Ann R10 1 2 dice=typed"))).isTrue();

        Point editor = new Point(61, 47);
        moveThenClose(openEditor(), editor).button("tableClose").click();
        assertThat(placeOf(openEditor())).as("the event table editor").isEqualTo(editor);
        find("pistesTableDialog").button("tableClose").click();

        // The charts are as tall as a 768-line screen: they open fitted to it (ScreenFit), at its top.
        Point charts = new Point(83, 0);
        moveThenClose(openCharts(), charts).pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        assertThat(placeOf(openCharts())).as("the charts").isEqualTo(charts);
        find("chartsWindow").close();

        Point buttons = new Point(102, 71);
        moveThenClose(openButtons(), buttons).close();
        assertThat(placeOf(openButtons())).as("the box's buttons").isEqualTo(buttons);
        find("boxButtonsDialog").close();

        GuiActionRunner.execute(() -> frame.startGame("game cup-tournament Ann Bob Cid"));
        Point live = new Point(44, 88);
        moveThenClose(openLive(), live).close();
        GuiActionRunner.execute(() -> frame.startGame("game cup-tournament Dan Eve Fay"));
        assertThat(placeOf(openLive())).as("the live results, for the next event").isEqualTo(live);
        find("liveDialog").close();
    }

    @Test
    void a_dialog_left_on_a_screen_that_is_gone_opens_beside_the_window() {
        GuiActionRunner.execute(() -> {
            JDialog elsewhere = new JDialog();
            elsewhere.setBounds(9000, 40, 400, 300);
            ((WindowPlaces) frame.getRootPane().getClientProperty(WindowPlaces.class)).save(elsewhere, "boxButtons");
            elsewhere.dispose();
        });
        DialogFixture dialog = openButtons();
        Rectangle screen = GuiActionRunner.execute(() -> frame.getGraphicsConfiguration().getBounds());
        Rectangle place = GuiActionRunner.execute(() -> dialog.target().getBounds());
        assertThat(screen.contains(place)).as(place + " on " + screen).isTrue();
        dialog.close();
    }

    private DialogFixture openEditor() {
        window.tabbedPane("bottomTabs").selectTab(2);
        window.button("editTable").click();
        return find("pistesTableDialog");
    }

    private DialogFixture openCharts() {
        window.menuItem("menuCharts").click();
        return find("chartsWindow");
    }

    private DialogFixture openButtons() {
        window.menuItem("menuBoxButtons-pistes").click();
        return find("boxButtonsDialog");
    }

    private DialogFixture openLive() {
        window.menuItem("menuPhones").click();
        return find("liveDialog");
    }

    private DialogFixture find(String name) {
        return WindowFinder.findDialog(name).withTimeout(30, SECONDS).using(robot);
    }

    private DialogFixture moveThenClose(DialogFixture dialog, Point place) {
        assertThat(placeOf(dialog)).isNotEqualTo(place);
        // The X server may still answer the dialog's first placing after the move and put it back: move it until
        // it stays, as a host's drag would. It stays when it is still there once the display answered everything
        // asked before (the robot's wait).
        Settles.until("the dialog moved to " + place, () -> {
            robot.waitForIdle();
            return GuiActionRunner.execute(() -> {
                boolean there = dialog.target().getLocation().equals(place);
                if (!there) {
                    dialog.target().setLocation(place);
                }
                return there;
            });
        });
        robot.waitForIdle();
        return dialog;
    }

    private Point placeOf(DialogFixture dialog) {
        robot.waitForIdle();
        return GuiActionRunner.execute(() -> dialog.target().getLocation());
    }
}
