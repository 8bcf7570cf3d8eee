package org.caissier.testing;

import java.awt.Component;
import java.awt.Container;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.util.LinkedHashMap;
import java.util.Map;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;

/**
 * Where a game's actions stand on the screen, and where the keyboard is: a test records them before a scripted game
 * and finds them unchanged after each action (nothing slides under the pointer of a hurried hand).
 */
public final class ActionPlaces {
    private ActionPlaces() {}

    /** The screen position of each named component of {@code root}, in the order given. */
    public static Map<String, Point> of(Robot robot, Container root, String... names) {
        robot.waitForIdle();
        return GuiActionRunner.execute(() -> {
            Map<String, Point> at = new LinkedHashMap<>();
            for (String name : names) {
                Component c = robot.finder().findByName(root, name, Component.class, false);
                at.put(name, c.getLocationOnScreen());
            }
            return at;
        });
    }

    /** The name of the component that has the keyboard now, or null. */
    public static String focusOwnerName(Robot robot) {
        robot.waitForIdle();
        return GuiActionRunner.execute(() -> {
            Component c = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
            return c == null ? null : c.getName();
        });
    }
}
