package org.caissier.ui.kit;

import java.time.Duration;
import javax.swing.Timer;

/**
 * Runs something on the EDT after a delay (an announcement taken down after a few seconds). Injected, so a test
 * decides when the time has passed instead of waiting for it.
 */
@FunctionalInterface
public interface UiTimer {
    /** Runs {@code action} on the EDT once {@code delay} has passed; the answer cancels it. */
    Runnable after(Duration delay, Runnable action);

    /** The real clock: a one-shot Swing timer. */
    static UiTimer swing() {
        return (delay, action) -> {
            Timer timer = new Timer((int) delay.toMillis(), e -> action.run());
            timer.setRepeats(false);
            timer.start();
            return timer::stop;
        };
    }
}
