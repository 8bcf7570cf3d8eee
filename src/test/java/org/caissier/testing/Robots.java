package org.caissier.testing;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;

/**
 * The one place screen tests get their robot, so its pace (the pauses between the events it posts) is set once for
 * every screen test.
 */
public final class Robots {
    private Robots() {
    }

    /** A robot that sees only the windows opened after it, as each screen test needs. */
    public static Robot newRobot() {
        return BasicRobot.robotWithNewAwtHierarchy();
    }
}
