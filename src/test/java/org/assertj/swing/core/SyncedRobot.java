package org.assertj.swing.core;

import static org.assertj.swing.hierarchy.NewHierarchy.ignoreExistingComponents;

import java.awt.Component;
import java.awt.Point;
import java.awt.Toolkit;
import java.awt.Window;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.exception.WaitTimedOutError;
import org.assertj.swing.lock.ScreenLock;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.caissier.testing.ScreenThread;

/**
 * AssertJ Swing's robot, waiting for what its events caused instead of mostly for fixed times. In this package
 * because AssertJ Swing (3.17.1) lets nothing outside it extend its robot; every step of its drivers (a click, the
 * popup it opens, the item clicked in it) ends in {@link #waitForIdle}.
 *
 * <p>Two differences from AssertJ's own pace:
 * <ul>
 * <li><b>The window system's round trip instead of fixed pauses.</b> AssertJ assumes that 60 ms after each event
 * and 40 ms more are enough for the display to hand it to Java: slow on a quiet machine, not enough on a loaded
 * one. Here there is no pause; each wait asks the toolkit for a round trip to the display (its own
 * {@code syncNativeQueue}, the first half of {@code realSync}), after which every event sent before has been read
 * and queued, then waits for the screen's queue to empty; and again while the round trip brought events of the
 * display's own (a window mapped, the keyboard's focus moved: what the screen's reaction caused). The toolkit's
 * whole {@code realSync} was tried too: its second half repeats while anything posts events, and made some screen
 * tests four times slower. The round trip's answer is read on the test's thread; the toolkit's own thread, asleep
 * in {@code poll()} on the same connection, is not woken by it and hands on the events that came with it at its poll
 * timeout only: the JDK's, aged up to 500 ms while the window is idle, made a wait last a third of a second on
 * average in the Pistes tests. The pom sets it to 10 ms for the tests' JVM ({@code _AWT_MAX_POLL_TIMEOUT}).</li>
 * <li><b>Only the screen's current queue.</b> AssertJ waits on every event queue a window was ever seen with.
 * FlatLaf, with its submenus' "safe triangle" on, pushed a queue of its own while a submenu was open and popped it
 * after; AssertJ went on waiting on that dead queue for its idle timeout, 10 s, after steps that followed a menu
 * (the program now turns the triangle off: OneEventQueueGuiTest).</li>
 * <li><b>The keyboard moved without asking for a window.</b> AssertJ brings a field's window forward with
 * {@code Window.requestFocusInWindow()}: a focus request for the window itself, whose focus AWT hands on to the
 * window's field, so its type-ahead marker stays. Every key typed after it was held back until some other component
 * gained the focus, then given to that one: "Ann" typed into the first name field reached the second once the test
 * moved there (docs/architecture.md, "Where the keys go"). Here the window is asked with {@code toFront()}, and only
 * the field itself with {@code requestFocusInWindow()}.</li>
 * </ul>
 * A click moves the pointer a few pixels first, so that two clicks on one button stay two clicks, not a
 * double-click; and the screen counts as busy while the program says it is working for it (a file read the
 * screen's thread waits on while it goes on handling events).
 */
public final class SyncedRobot extends BasicRobot {
    private static final long SYNC_LIMIT_MILLIS = TimeUnit.SECONDS.toMillis(10);
    private static final long BUSY_LIMIT_MILLIS = TimeUnit.SECONDS.toMillis(60);
    /** Further than the toolkit's few pixels of "the same spot" (XWindow's AWT_MULTICLICK_SMUDGE, 4). */
    private static final int MOVE_ASIDE = 6;

    private final BooleanSupplier working;
    private final Method syncNativeQueue;

    private SyncedRobot(Object screenLockOwner, BooleanSupplier working) {
        super(screenLockOwner, ignoreExistingComponents());
        this.working = working;
        settings().delayBetweenEvents(0);
        settings().eventPostingDelay(0);
        // One wait on the screen's current queue at a time; the loop below repeats it while anything is queued.
        settings().simpleWaitForIdle(true);
        try {
            syncNativeQueue = Class.forName("sun.awt.SunToolkit").getDeclaredMethod("syncNativeQueue", long.class);
            syncNativeQueue.setAccessible(true); // --add-opens java.desktop/sun.awt in Surefire's argLine
        } catch (ReflectiveOperationException | RuntimeException e) {
            ScreenLock.instance().release(screenLockOwner);
            throw new IllegalStateException("the toolkit offers no sync with the window system: " + e, e);
        }
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

    @Override
    public void click(Component c, Point where, MouseButton button, int times) {
        Point screen = GuiActionRunner.execute(() -> {
            Point p = c.getLocationOnScreen();
            return new Point(p.x + where.x, p.y + where.y);
        });
        moveAside(screen);
        super.click(c, where, button, times);
    }

    @Override
    public void click(Point where, MouseButton button, int times) {
        moveAside(where);
        super.click(where, button, times);
    }

    private void moveAside(Point screen) {
        moveMouse(screen.x + (screen.x >= MOVE_ASIDE ? -MOVE_ASIDE : MOVE_ASIDE), screen.y);
    }

    @Override
    public void focus(Component c) {
        focus(c, false);
    }

    @Override
    public void focusAndWaitForFocusGain(Component c) {
        focus(c, true);
    }

    private void focus(Component c, boolean wait) {
        if (GuiActionRunner.execute(() -> hasTheKeys(c))) {
            return;
        }
        moveMouse(c);
        askFor(c);
        if (wait) {
            Pause.pause(
                    new Condition("the keyboard in " + c.getName()) {
                        @Override
                        public boolean test() {
                            if (GuiActionRunner.execute(() -> hasTheKeys(c))) {
                                return true;
                            }
                            askFor(c);
                            return false;
                        }
                    },
                    Timeout.timeout(SYNC_LIMIT_MILLIS * 3));
        }
    }

    /** A window has the keys when it is the focused one (its own field holds them, never the window itself). */
    private static boolean hasTheKeys(Component c) {
        return c instanceof Window w ? w.isFocused() : c.isFocusOwner();
    }

    /** The window forward if it has not the keys, then the component within it: never a request for a window. */
    private void askFor(Component c) {
        GuiActionRunner.execute(() -> {
            Window w = c instanceof Window own ? own : SwingUtilities.getWindowAncestor(c);
            if (w != null && !w.isFocused()) {
                w.toFront();
            } else if (!(c instanceof Window)) {
                c.requestFocusInWindow();
            }
        });
        waitForIdle();
    }

    /*
     * The steps AssertJ's robot takes without waiting after them: its fixed pause after every event stood for the
     * wait. A test's next look at the screen must see what the key or the pointer did.
     */

    @Override
    public void type(char character) {
        thenWait(() -> super.type(character));
    }

    @Override
    public void moveMouse(int x, int y) {
        thenWait(() -> super.moveMouse(x, y));
    }

    @Override
    public void pressMouse(MouseButton button) {
        thenWait(() -> super.pressMouse(button));
    }

    @Override
    public void pressMouse(Point where, MouseButton button) {
        thenWait(() -> super.pressMouse(where, button));
    }

    @Override
    public void releaseMouse(MouseButton button) {
        thenWait(() -> super.releaseMouse(button));
    }

    /**
     * The characters typed one after the other as a quick hand types them, then one wait for what they all did: the
     * display hands them on in order, and what one key does (the keyboard moved elsewhere) still meets the next.
     */
    public void typeQuickly(String text) {
        for (char c : text.toCharArray()) {
            super.type(c);
        }
        waitForIdle();
    }

    private void thenWait(Runnable step) {
        step.run();
        waitForIdle();
    }

    @Override
    public void waitForIdle() {
        long start = System.currentTimeMillis();
        boolean busy;
        do {
            if (System.currentTimeMillis() - start > BUSY_LIMIT_MILLIS) {
                throw new WaitTimedOutError("the screen was still busy after " + BUSY_LIMIT_MILLIS + " ms");
            }
            boolean answered = syncWithTheWindowSystem();
            // AssertJ's own wait (invokeAndWait) has no limit: a screen's thread that never answers held a run for
            // the test's whole timeout, with nothing to show for it.
            ScreenThread.answers();
            busy = answered
                    || Toolkit.getDefaultToolkit().getSystemEventQueue().peekEvent() != null
                    || working.getAsBoolean();
        } while (busy);
    }

    /** Whether the window system sent anything besides its answer: what the screen did may have caused more. */
    private boolean syncWithTheWindowSystem() {
        try {
            return (Boolean) syncNativeQueue.invoke(Toolkit.getDefaultToolkit(), SYNC_LIMIT_MILLIS);
        } catch (InvocationTargetException e) {
            throw new WaitTimedOutError("the window system did not answer: " + e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
