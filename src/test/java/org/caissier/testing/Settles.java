package org.caissier.testing;

import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;

/**
 * Waits for what a screen does off its own thread (a file read once the typing stops) to show. The limit only
 * turns a hang into a failure; nothing is asserted about time.
 */
public final class Settles {
    private Settles() {
    }

    public static void until(String what, BooleanSupplier shown) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return shown.getAsBoolean();
            }
        }, Timeout.timeout(30, TimeUnit.SECONDS));
    }
}
