package org.caissier.testing;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.Dialog;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.awt.event.MouseEvent;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.AbstractWindowFixture;

/**
 * Makes sure a window really receives input: right after it is shown, and right after a dialog above it closed.
 * Under Xvfb with no window manager, Java sometimes has a window's place wrong (it believes a window is at 0,0
 * while the X server shows it elsewhere, seen about once in ten dialogs closed), so every click aimed from that
 * belief is lost; and about one freshly shown frame in fifty gets no input events at all. Moving the mouse over the
 * window and checking that the event arrives where Java expects it tells both cases apart; placing the window
 * again, or hiding and showing a frame again, cures them. Every GUI test calls this after showing its window and
 * before clicking in a window a dialog was covering.
 */
public final class ShownWindow {
    /**
     * How long a mouse move may take to arrive. A healthy window gets it in a few milliseconds on a quiet machine,
     * but on a busy one it can take longer than a third of a second, and a cure applied to a healthy dialog is not
     * harmless (hiding one hands the keyboard back to the window under it).
     */
    static final long WAIT_MILLIS = 3000;

    static final int ATTEMPTS = 5;

    private ShownWindow() {}

    /**
     * Waits until the keyboard is in the dialog, as Java sees it (a person starts typing once the field shows the
     * caret; under a window manager it comes from the manager a moment after the dialog shows), then rests the hand
     * over the dialog, without a click: without a window manager the display gives the keys to the window under the
     * pointer once the window that had them is gone, whatever Java's focus says, and the pointer must be over the
     * dialog where the display has it, not only where Java believes it is. Over the main window behind, the keys go to
     * a window the dialog blocks. Under a window manager the pointer changes nothing.
     */
    public static void hasTheKeyboard(AbstractWindowFixture<?, ?, ?> dialog) {
        Settles.until(
                "the dialog has the keyboard",
                () -> GuiActionRunner.execute(() -> {
                    Component owner = KeyboardFocusManager.getCurrentKeyboardFocusManager()
                            .getFocusOwner();
                    return owner != null && SwingUtilities.isDescendingFrom(owner, dialog.target());
                }));
        ensureReceivesInput(dialog);
    }

    /**
     * Waits until the keyboard is in {@code dialog} (or the dialog is gone), and where it does not come clicks an
     * empty spot of the dialog, as a person would, up to {@link #ATTEMPTS} times. Without a window manager the
     * keyboard may stay with, or come back to, the window under a dialog just shown (Java's request for the dialog
     * refused by the display as older than its last change of focus, or overtaken on a busy machine by the window's
     * own, made as the dialog before closed), and a pointer moved over the dialog then gives it nothing: the phones'
     * dialog waited a minute without the keys (explorer at 300 steps, cup-tournament seed 2, Espion seed 8, both
     * under load and passing when replayed), and the command language's help, all read-only text, found no spot to
     * click (cup-regatta seed 7). A click is a new request, which the display takes.
     *
     * @throws AssertionError naming the window that has the keyboard, if the dialog never gets it
     */
    public static void keyboardInto(Robot robot, Dialog dialog) {
        int clicks = 0;
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            if (attempt > 0) {
                Point empty = GuiActionRunner.execute(() -> emptySpot(dialog));
                if (empty == null) {
                    break;
                }
                // A click aimed where Java believes the dialog is: where the display has it elsewhere (about one
                // dialog in ten without a window manager), it is placed again first.
                ensureReceivesInput(robot, dialog);
                robot.click(((javax.swing.RootPaneContainer) dialog).getRootPane(), empty);
                clicks++;
            }
            if (keyboardArrives(robot, dialog)) {
                return;
            }
        }
        int clicked = clicks;
        throw new AssertionError(GuiActionRunner.execute(() -> "the dialog " + dialog.getName()
                + " never has the keyboard, clicked " + clicked + " times"
                + (clicked == 0 ? " (no spot of it presses nothing)" : "") + "; it is in "
                + KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner()));
    }

    private static boolean keyboardArrives(Robot robot, Dialog dialog) {
        robot.waitForIdle();
        try {
            org.assertj.swing.timing.Pause.pause(
                    new org.assertj.swing.timing.Condition("the dialog " + dialog.getName() + " has the keyboard") {
                        @Override
                        public boolean test() {
                            return GuiActionRunner.execute(
                                    () -> !dialog.isShowing() || Components.hasTheKeyboard(dialog));
                        }
                    },
                    org.assertj.swing.timing.Timeout.timeout(WAIT_MILLIS));
            return true;
        } catch (org.assertj.swing.exception.WaitTimedOutError notYet) {
            return false;
        }
    }

    /**
     * A point of the dialog's root pane over no control and nothing that listens to the mouse (a corner inside its
     * content's margin), or null.
     */
    private static Point emptySpot(Dialog dialog) {
        javax.swing.JRootPane root = ((javax.swing.RootPaneContainer) dialog).getRootPane();
        int w = root.getWidth();
        int h = root.getHeight();
        for (Point p :
                new Point[] {new Point(3, 3), new Point(w - 4, 3), new Point(3, h - 4), new Point(w - 4, h - 4)}) {
            Component at = SwingUtilities.getDeepestComponentAt(root, p.x, p.y);
            // A read-only text (the command language's help) takes a click as its caret's place only.
            boolean plain = (at instanceof javax.swing.JPanel
                            || at instanceof javax.swing.JRootPane
                            || at instanceof javax.swing.JViewport)
                    && at.getMouseListeners().length == 0;
            boolean readOnly = at instanceof javax.swing.text.JTextComponent t && !t.isEditable();
            if (at == null || plain || readOnly) {
                return p;
            }
        }
        return null;
    }

    /** For a fixture whose window is shown ({@code fixture.show()} already called). */
    public static void ensureReceivesInput(AbstractWindowFixture<?, ?, ?> fixture) {
        ensureReceivesInput(fixture.robot(), fixture.target());
    }

    /**
     * Moves the mouse over the shown window until a mouse event reaches it. When none comes, the window is placed
     * again where Java believes it is, and a frame that still gets nothing is hidden and shown again; a dialog is
     * only ever placed again.
     *
     * @return how many times the window had to be shown or placed again (0 most of the time)
     * @throws AssertionError if the window never receives input
     */
    public static int ensureReceivesInput(Robot robot, Window window) {
        // A dialog is only ever placed again: a modal one because hiding it would end the code that showed it, any
        // other because hiding it hands the keyboard back to the window it was over, which then keeps it.
        boolean dialog = window instanceof Dialog;
        int attempts = untilInputArrives(robot, window, attempt -> {
            if (dialog || attempt % 2 == 1) {
                placeAgain(robot, window);
            } else {
                GuiActionRunner.execute(() -> window.setVisible(false));
                robot.waitForIdle();
                GuiActionRunner.execute(() -> window.setVisible(true));
                robot.waitForIdle();
            }
        });
        if (attempts < 0) {
            throw new AssertionError("the window \"" + window.getName() + "\" receives no input events after being "
                    + "shown " + ATTEMPTS + " times");
        }
        return attempts;
    }

    /**
     * Makes sure a window that a dialog was covering receives input again, once that dialog has closed. Under Xvfb
     * with no window manager, Java about one time in ten loses track of where a window is when a modal dialog
     * above it closes: it believes the window sits at 0,0 while the X server keeps it where it was, so every
     * click is aimed at the wrong place and lost. The pointer check tells that case apart, and moving the window
     * to where Java believes it is puts both in agreement. Call this before the first click after a dialog closed.
     *
     * @throws AssertionError if the window still receives no input after being placed again
     */
    public static void afterDialogClosed(AbstractWindowFixture<?, ?, ?> fixture) {
        Robot robot = fixture.robot();
        Window window = fixture.target();
        if (untilInputArrives(robot, window, attempt -> placeAgain(robot, window)) < 0) {
            throw new AssertionError("the window \"" + window.getName() + "\" receives no input events after a "
                    + "dialog above it closed, even placed again " + (ATTEMPTS - 1) + " times");
        }
    }

    /**
     * Checks for input up to {@link #ATTEMPTS} times, applying the cure (given the attempt number) before each
     * check after the first.
     *
     * @return the attempt on which input arrived, or -1 if it never did
     */
    private static int untilInputArrives(Robot robot, Window window, IntConsumer cure) {
        robot.waitForIdle();
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            if (attempt > 0) {
                cure.accept(attempt);
            }
            if (mouseEventArrives(robot, window)) {
                return attempt;
            }
        }
        return -1;
    }

    /** A one-pixel move and back: the X server then has the window exactly where Java believes it is. */
    private static void placeAgain(Robot robot, Window window) {
        GuiActionRunner.execute(() -> {
            Point believed = window.getLocation();
            window.setLocation(believed.x + 1, believed.y);
            window.setLocation(believed);
        });
        robot.waitForIdle();
    }

    /**
     * The X server gives an event's screen point; Java adds the point within the component to where it believes
     * the component is. The two differ when Java has lost track of the window's place, and an event that still
     * lands in the window (the real one overlapping the believed one) must not count as the window being fine.
     */
    private static boolean placedWhereJavaBelieves(MouseEvent mouse, Component source) {
        Point believed = mouse.getPoint();
        SwingUtilities.convertPointToScreen(believed, source);
        return believed.equals(mouse.getLocationOnScreen());
    }

    private static boolean mouseEventArrives(Robot robot, Window window) {
        CountDownLatch arrived = new CountDownLatch(1);
        AWTEventListener listener = event -> {
            if (event instanceof MouseEvent mouse
                    && mouse.getSource() instanceof Component c
                    && (c == window || SwingUtilities.isDescendingFrom(c, window))
                    && placedWhereJavaBelieves(mouse, c)) {
                arrived.countDown();
            }
        };
        Toolkit.getDefaultToolkit()
                .addAWTEventListener(listener, AWTEvent.MOUSE_EVENT_MASK | AWTEvent.MOUSE_MOTION_EVENT_MASK);
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
