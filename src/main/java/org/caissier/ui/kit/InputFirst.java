package org.caissier.ui.kit;

import java.awt.AWTEvent;
import java.awt.EventQueue;
import java.awt.Toolkit;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import javax.swing.SwingUtilities;

/**
 * The box's work on the screen's thread with the player's input first. Each press is played and forced to the
 * journal on the screen's thread (saved before the screen changes, acknowledged once saved), which takes a disk
 * flush: posted straight to the event queue, a typed key would wait behind every press queued before it. Here the
 * box's tasks wait in their own queue, in their order, and run one per event; before each, input already waiting
 * (a key, a click) is let through first, so a key waits for at most the one press being saved when it came.
 * A task steps aside at most {@link #MAX_YIELDS} times in a row, so a key held down cannot stop the box.
 */
public final class InputFirst implements Executor {
    static final int MAX_YIELDS = 8;
    private static final int[] INPUT = {
        KeyEvent.KEY_PRESSED,
        KeyEvent.KEY_TYPED,
        KeyEvent.KEY_RELEASED,
        MouseEvent.MOUSE_PRESSED,
        MouseEvent.MOUSE_RELEASED,
        MouseEvent.MOUSE_CLICKED
    };

    private final Executor edt;
    private final BooleanSupplier inputWaiting;
    private final Queue<Runnable> tasks = new ArrayDeque<>();
    /** Whether a turn of {@link #runOne} is on the event queue (guarded by this). */
    private boolean posted;
    /** How many times in a row the next task stepped aside for input (screen's thread only). */
    private int yields;

    InputFirst(Executor edt, BooleanSupplier inputWaiting) {
        this.edt = edt;
        this.inputWaiting = inputWaiting;
    }

    /** On the AWT event queue, input read from it. */
    public static InputFirst onScreen() {
        return new InputFirst(SwingUtilities::invokeLater, InputFirst::awtInputWaiting);
    }

    @Override
    public void execute(Runnable task) {
        synchronized (this) {
            tasks.add(task);
            if (posted) {
                return;
            }
            posted = true;
        }
        edt.execute(this::runOne);
    }

    private void runOne() {
        if (yields < MAX_YIELDS && inputWaiting.getAsBoolean()) {
            yields++;
            edt.execute(this::runOne); // behind the input waiting now
            return;
        }
        yields = 0;
        Runnable task;
        synchronized (this) {
            task = tasks.poll();
        }
        try {
            if (task != null) {
                task.run();
            }
        } finally {
            boolean more;
            synchronized (this) {
                more = !tasks.isEmpty();
                posted = more;
            }
            if (more) {
                edt.execute(this::runOne);
            }
        }
    }

    private static boolean awtInputWaiting() {
        EventQueue queue = Toolkit.getDefaultToolkit().getSystemEventQueue();
        for (int id : INPUT) {
            AWTEvent waiting = queue.peekEvent(id);
            if (waiting != null) {
                return true;
            }
        }
        return false;
    }
}
