package org.caissier.ui.kit;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.AWTEvent;
import java.awt.Dialog.ModalityType;
import java.awt.Dimension;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.awt.event.HierarchyEvent;
import java.awt.event.KeyEvent;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Needs;
import org.caissier.testing.Settles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The dialogs a host moves aside to see the board — the event table editor, the charts, the box's buttons, the
 * live results — open again where they were left, closed by their own button or by their frame; never on a
 * screen that is gone. Each is created where it opens: asked for an earlier place first (packed at 0,0, then centred),
 * a dialog on a slow display without a window manager took the display's late answer for its place, and opened
 * believing itself there (docs/architecture.md, "Where a window opens"). So is the simulated box's window, and a dialog
 * taller than the screen, at the size it opens at.
 */
@GuiTest
class DialogPlacesGuiTest extends MainWindows.Shown {
    /** Where each window stood when its peer was created, the first place the display was asked for. */
    private final Map<Window, Rectangle> createdAt = new ConcurrentHashMap<>();

    private final AWTEventListener creations = e -> {
        if (e instanceof HierarchyEvent h
                && h.getChanged() instanceof Window w
                && h.getComponent() == w
                && (h.getChangeFlags() & HierarchyEvent.DISPLAYABILITY_CHANGED) != 0
                && w.isDisplayable()) {
            createdAt.put(w, w.getBounds());
        }
    };

    @BeforeEach
    void watchCreations() {
        Toolkit.getDefaultToolkit().addAWTEventListener(creations, AWTEvent.HIERARCHY_EVENT_MASK);
    }

    @AfterEach
    void stopWatching() {
        Toolkit.getDefaultToolkit().removeAWTEventListener(creations);
    }

    @Test
    void each_dialog_opens_again_where_it_was_left() {
        GuiActionRunner.execute(() -> frame.startGame("game pistes Ann Bob"));
        assertThat(GuiActionRunner.execute(() -> frame.play("drive Ann R10 1 2 dice=typed")))
                .isTrue();

        Point editor = new Point(61, 47);
        moveThenClose(openEditor(), editor).button("tableClose").click();
        assertThat(placeOf(openEditor())).as("the event table editor").isEqualTo(editor);
        assertThat(createdAt(find("pistesTableDialog")))
                .as("the event table editor, created")
                .isEqualTo(editor);
        find("pistesTableDialog").button("tableClose").click();

        // The charts are as tall as a 768-line screen: they open fitted to it (ScreenFit), at its top.
        Point charts = new Point(83, 0);
        moveThenClose(openCharts(), charts).pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        assertThat(placeOf(openCharts())).as("the charts").isEqualTo(charts);
        assertThat(createdAt(find("chartsWindow"))).as("the charts, created").isEqualTo(charts);
        find("chartsWindow").close();

        Point buttons = new Point(102, 71);
        moveThenClose(openButtons(), buttons).close();
        assertThat(placeOf(openButtons())).as("the box's buttons").isEqualTo(buttons);
        assertThat(createdAt(find("boxButtonsDialog")))
                .as("the box's buttons, created")
                .isEqualTo(buttons);
        find("boxButtonsDialog").close();

        GuiActionRunner.execute(() -> frame.startGame("game cup-tournament Ann Bob Cid"));
        Point live = new Point(44, 88);
        moveThenClose(openLive(), live).close();
        GuiActionRunner.execute(() -> frame.startGame("game cup-tournament Dan Eve Fay"));
        assertThat(placeOf(openLive()))
                .as("the live results, for the next event")
                .isEqualTo(live);
        assertThat(createdAt(find("liveDialog")))
                .as("the live results, created")
                .isEqualTo(live);
        find("liveDialog").close();
    }

    @Test
    @Needs(Needs.Tool.SOCAT)
    void the_simulated_box_is_created_beside_the_window_and_again_where_it_was_left() {
        GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid"));
        DialogFixture box = openSimulatedBox();
        Point beside = placeOf(box);
        assertThat(createdAt(box)).as("the simulated box, created").isEqualTo(beside);

        Point left = new Point(70, 52);
        moveThenClose(box, left).close();
        box = openSimulatedBox();
        assertThat(placeOf(box)).as("the simulated box, opened again").isEqualTo(left);
        assertThat(createdAt(box)).as("the simulated box, created again").isEqualTo(left);
    }

    /**
     * Long French words at twice the usual text size make a dialog taller than the screen: it is created scrolling,
     * at the size and place it opens at, rather than created too tall and fitted as it shows (a second place asked
     * of the display, and its content moved under the field its activation gives the keyboard).
     */
    @Test
    void a_dialog_taller_than_the_screen_is_created_at_the_size_and_place_it_opens_at() {
        JDialog tall = GuiActionRunner.execute(() -> {
            JDialog d = new JDialog(frame, "too tall", ModalityType.APPLICATION_MODAL);
            d.setName("tallDialog");
            ModalAnswer answer = new ModalAnswer(d, "OK", "tallOk", "Cancel", "tallCancel");
            JPanel content = new JPanel(new MigLayout("wrap 1"));
            JTextField name = new JTextField(12);
            name.setName("tallName");
            content.add(name);
            JLabel words = new JLabel("many long French words");
            words.setPreferredSize(new Dimension(600, 3000));
            content.add(words);
            answer.addTo(content, 1);
            SwingUtilities.invokeLater(() -> answer.showOver(frame, content));
            return d;
        });
        DialogFixture dialog = find("tallDialog");
        Settles.until(
                "the dialog's field has the keyboard",
                () -> GuiActionRunner.execute(() ->
                        KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner()
                                == dialog.textBox("tallName").target()));
        robot.waitForIdle();
        Rectangle[] seen = GuiActionRunner.execute(
                () -> new Rectangle[] {tall.getBounds(), ScreenFit.usable(tall.getGraphicsConfiguration())});
        assertThat(GuiActionRunner.execute(() -> tall.getContentPane().getName()))
                .as("the content scrolls")
                .isEqualTo("screenFitScroll");
        assertThat(seen[1].contains(seen[0])).as(seen[0] + " inside " + seen[1]).isTrue();
        assertThat(createdAt.get(tall)).as("created as it opens").isEqualTo(seen[0]);
        dialog.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        dialog.requireNotVisible();
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
        Rectangle screen =
                GuiActionRunner.execute(() -> frame.getGraphicsConfiguration().getBounds());
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

    private DialogFixture openSimulatedBox() {
        assertThat(GuiActionRunner.execute(() -> frame.boxControls().startSimulated()))
                .isTrue();
        return find("simulatedBoxWindow");
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

    private Point createdAt(DialogFixture dialog) {
        return createdAt.get(dialog.target()).getLocation();
    }

    private Point placeOf(DialogFixture dialog) {
        robot.waitForIdle();
        return GuiActionRunner.execute(() -> dialog.target().getLocation());
    }
}
