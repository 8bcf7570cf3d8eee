package org.caissier.testing;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.Point;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.AbstractWindowFixture;

/**
 * Makes sure a window just shown really receives input. Under Xvfb about one freshly shown window in fifty
 * gets no input events at all, so every click on it is lost; moving the mouse over it and waiting for the
 * event tells such a window apart, and hiding and showing it again cures it. Every GUI test calls this right
 * after showing its window.
 */
public final class ShownWindow {
    /** How long a mouse move may take to arrive; a healthy window gets it in a few milliseconds. */
    static final long WAIT_MILLIS = 300;
    static final int ATTEMPTS = 5;

    private ShownWindow() {
    }

    /** For a fixture whose window is shown ({@code fixture.show()} already called). */
    public static void ensureReceivesInput(AbstractWindowFixture<?, ?, ?> fixture) {
        ensureReceivesInput(fixture.robot(), fixture.target());
    }

    /**
     * Moves the mouse over the shown window until a mouse event reaches it, hiding and showing the window again
     * when none comes.
     *
     * @return how many times the window had to be shown again (0 almost always)
     * @throws AssertionError if the window never receives input
     */
    public static int ensureReceivesInput(Robot robot, Window window) {
        robot.waitForIdle();
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            if (attempt > 0) {
                if (window instanceof java.awt.Dialog d && d.isModal()) {
                    // Hiding a modal dialog ends the code that showed it, and showing it again from here would
                    // block: leave it as it is; tests drive dialogs with keys where they can.
                    return attempt;
                }
                GuiActionRunner.execute(() -> window.setVisible(false));
                robot.waitForIdle();
                GuiActionRunner.execute(() -> window.setVisible(true));
                robot.waitForIdle();
            }
            if (mouseEventArrives(robot, window)) {
                return attempt;
            }
        }
        throw new AssertionError("the window \"" + window.getName() + "\" receives no input events after being shown "
                + ATTEMPTS + " times");
    }

    private static boolean mouseEventArrives(Robot robot, Window window) {
        CountDownLatch arrived = new CountDownLatch(1);
        AWTEventListener listener = event -> {
            if (event.getSource() instanceof Component c && (c == window || SwingUtilities.isDescendingFrom(c, window))) {
                arrived.countDown();
            }
        };
        Toolkit.getDefaultToolkit().addAWTEventListener(listener,
                AWTEvent.MOUSE_EVENT_MASK | AWTEvent.MOUSE_MOTION_EVENT_MASK);
        try {
            Point centre = GuiActionRunner.execute(() -> {
                Point p = window.getLocationOnScreen();
                return new Point(p.x + window.getWidth() / 2, p.y + window.getHeight() / 2);
            });
            // Two different points: a pointer already resting on the first one would not move at all.
            robot.moveMouse(centre);
            robot.moveMouse(new Point(centre.x + 3, centre.y + 3));
            return arrived.await(WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for the window to receive input", e);
        } finally {
            Toolkit.getDefaultToolkit().removeAWTEventListener(listener);
        }
    }
}
