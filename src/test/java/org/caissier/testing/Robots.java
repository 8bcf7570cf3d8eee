package org.caissier.testing;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;

/**
 * The one place screen tests get their robot, so its pace is set once for every screen test. It keeps AssertJ
 * Swing's own pauses after each event: a robot that waited only for the toolkit's sync made the live dialog's and
 * the new-event dialog's screen tests fail now and then on a display without a window manager.
 */
public final class Robots {
    private Robots() {
    }

    /** A robot that sees only the windows opened after it, as each screen test needs. */
    public static Robot newRobot() {
        return BasicRobot.robotWithNewAwtHierarchy();
    }
}
