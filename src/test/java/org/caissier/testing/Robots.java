package org.caissier.testing;

import org.assertj.swing.core.Robot;
import org.assertj.swing.core.SyncedRobot;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.ui.files.OffTheEdt;

/**
 * The one place screen tests get their robot, so its pace is set once for every screen test: it waits for what
 * its events cause rather than for fixed times ({@link SyncedRobot}), and a game being opened counts as not idle
 * yet.
 */
public final class Robots {
    private Robots() {}

    /** A robot that sees only the windows opened after it, as each screen test needs. */
    public static Robot newRobot() {
        return SyncedRobot.withNewAwtHierarchy(Robots::screenWaitsOnAFile);
    }

    /**
     * Whether the screen's thread is waiting in {@link OffTheEdt} for a file read (a game started on its board or
     * opened from its journal): it goes on handling events meanwhile, so it looks idle, but what the click asked
     * for is not on the screen yet.
     */
    static boolean screenWaitsOnAFile() {
        Thread screen = GuiActionRunner.execute(Thread::currentThread);
        for (StackTraceElement frame : screen.getStackTrace()) {
            if (frame.getClassName().equals(OffTheEdt.class.getName())) {
                return true;
            }
        }
        return false;
    }
}
