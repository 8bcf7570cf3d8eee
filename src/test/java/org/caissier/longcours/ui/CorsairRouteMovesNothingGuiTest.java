package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.junit.jupiter.api.Test;

/**
 * Each stop added to the Corsair's route, and the route cleared, leaves the actions where they were: the route was
 * a list as wide as its stops, and a French port added widened every action by 9 px (found by the explorer, Long
 * Cours seed 18 at 300 steps, 1366×768, step 163). The route says its stops in the room its row has.
 */
@GuiTest
class CorsairRouteMovesNothingGuiTest extends MainWindows.Shown {
    @Override
    protected boolean journalOpen() {
        return false;
    }

    @Test
    void stops_added_to_the_route_and_cleared_move_no_action() throws Exception {
        window.menuItem("menuFrench").click();
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        // The Corsair bought by Ann and at sea: its route can be chosen.
        for (String line : List.of(
                "place Ann Marseille",
                "buy Ann 3",
                "end Ann",
                "place Bob Londres",
                "end Bob",
                "place Cid \"San Francisco\"",
                "end Cid",
                "resell Ann 2",
                "auction Ann Ann 7",
                "end Ann",
                "end Bob",
                "end Cid",
                "corsair-enter Ann 2",
                "end Ann",
                "end Bob",
                "end Cid")) {
            assertThat(GuiActionRunner.execute(() -> frame.play(line))).as(line).isTrue();
        }
        window.toggleButton("moreActions").click();
        Rectangle before = place("openActions");
        Rectangle sail = place("corsairSailButton");
        JComboBox<?> picker = window.comboBox("stopPicker").target();
        String added = "";
        // The three longest names the picker offers.
        List<String> longest = GuiActionRunner.execute(() -> {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < picker.getItemCount(); i++) {
                names.add(String.valueOf(picker.getItemAt(i)));
            }
            names.sort(Comparator.comparingInt(String::length).reversed());
            return names.subList(0, 3);
        });
        for (String port : longest) {
            GuiActionRunner.execute(() -> picker.setSelectedItem(port));
            press("routeAddButton");
            added = added.isEmpty() ? port : added + " → " + port;
            assertThat(place("openActions"))
                    .as("the actions with %s added", port)
                    .isEqualTo(before);
            assertThat(place("corsairSailButton"))
                    .as("Sail with %s added", port)
                    .isEqualTo(sail);
        }
        assertThat(GuiActionRunner.execute(() -> {
                    JComponent route = (JComponent) robot.finder().findByName(frame, "corsairRoute", true);
                    return route.getToolTipText() == null
                            ? ((javax.swing.JLabel) route).getText()
                            : route.getToolTipText();
                }))
                .as("the route, whole (in its tooltip where shortened)")
                .isEqualTo(added);
        press("routeClearButton");
        assertThat(place("openActions"))
                .as("the actions with the route cleared")
                .isEqualTo(before);
        assertThat(picker.getItemCount()).isPositive();
    }

    /** Pressed as a click does, the page left where it is (a robot's click scrolls to what it clicks). */
    private void press(String name) {
        GuiActionRunner.execute(
                () -> ((javax.swing.AbstractButton) robot.finder().findByName(frame, name, true)).doClick());
        robot.waitForIdle();
    }

    private Rectangle place(String name) {
        return GuiActionRunner.execute(() -> {
            JComponent k = (JComponent) robot.finder().findByName(frame, name, true);
            return SwingUtilities.convertRectangle(k.getParent(), k.getBounds(), frame.getRootPane());
        });
    }
}
