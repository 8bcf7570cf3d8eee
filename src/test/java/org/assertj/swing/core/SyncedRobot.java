package org.assertj.swing.core;

import static org.assertj.swing.hierarchy.NewHierarchy.ignoreExistingComponents;

import java.awt.Component;
import java.awt.Point;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.exception.WaitTimedOutError;
import org.assertj.swing.lock.ScreenLock;
import org.assertj.swing.timing.Pause;

/**
 * AssertJ Swing's robot, waiting for the events it posts instead of for a fixed time. In this package because
 * AssertJ Swing (3.17.1) lets nothing outside it extend its robot, and every step of its drivers (a click, the
 * popup it opens, the item clicked in it) goes through {@link #waitForIdle}.
 *
 * <p>AssertJ's own wait assumes the window system handed the robot's events to Java within a fixed pause (60 ms
 * after each event, 40 ms more before looking at the queue): slow on a quiet machine, not enough on a loaded one.
 * Here the pauses are nil and {@link #waitForIdle} asks the toolkit for a real sync (a round trip to the window
 * system, then the screen's thread idle), then waits while the program says it is still working for the screen
 * (a file read the screen's thread waits on, while it goes on handling events).
 */
public final class SyncedRobot extends BasicRobot {
    private static final long WORK_LIMIT_MILLIS = TimeUnit.SECONDS.toMillis(60);

    private static final int MOVE_ASIDE = 6;

    private final BooleanSupplier working;

    private SyncedRobot(Object screenLockOwner, BooleanSupplier working) {
        super(screenLockOwner, ignoreExistingComponents());
        this.working = working;
        settings().delayBetweenEvents(0);
        settings().eventPostingDelay(0);
        // The sync below already waited for the queue to empty; AssertJ's own loop would wait as long again for
        // a queue that never empties.
        settings().simpleWaitForIdle(true);
    }

    /**
     * A robot that sees only the windows opened after it (as {@link BasicRobot#robotWithNewAwtHierarchy()}), idle
     * only once {@code working} answers false.
     */
    public static Robot withNewAwtHierarchy(BooleanSupplier working) {
        Object screenLockOwner = new Object();
        ScreenLock.instance().acquire(screenLockOwner);
        return new SyncedRobot(screenLockOwner, working);
    }

    /**
     * Each click counts on its own: the toolkit makes two presses at one spot within the double-click time one
     * double-click (an action button then plays once), and without a fixed pause a test's two clicks on one button
     * come that quickly. A move of a few pixels first starts the count again, as a hand that moved would.
     */
    @Override
    public void click(Component c, Point where, MouseButton button, int times) {
        Point screen = GuiActionRunner.execute(() -> {
            if (!c.isShowing()) {
                return null; // AssertJ's own click says so
            }
            Point p = c.getLocationOnScreen();
            return new Point(p.x + where.x, p.y + where.y);
        });
        if (screen != null) {
            moveAside(screen);
        }
        super.click(c, where, button, times);
    }

    @Override
    public void click(Point where, MouseButton button, int times) {
        moveAside(where);
        super.click(where, button, times);
    }

    /** Further than the toolkit's few pixels of "the same spot" (XWindow's AWT_MULTICLICK_SMUDGE, 4). */
    private void moveAside(Point screen) {
        moveMouse(screen.x + (screen.x >= MOVE_ASIDE ? -MOVE_ASIDE : MOVE_ASIDE), screen.y);
    }

    @Override
    public void waitForIdle() {
        settings().robot().waitForIdle();
        super.waitForIdle();
        long start = System.currentTimeMillis();
        while (working.getAsBoolean()) {
            if (System.currentTimeMillis() - start > WORK_LIMIT_MILLIS) {
                throw new WaitTimedOutError("the program still works for the screen after " + WORK_LIMIT_MILLIS
                        + " ms");
            }
            Pause.pause(10);
            settings().robot().waitForIdle();
        }
    }
}
