package org.caissier.testing;

import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;

/**
 * The tests' one wait: for what a screen, a dialog or a process does off the test's thread (a file read once the
 * typing stops, a PIN's key derived, a game started) to show. The limit only turns a hang into a failure; nothing is
 * asserted about time, so it is generous enough for a busy machine and the slowest wait (a key derivation).
 */
public final class Settles {
    private static final Timeout LIMIT = Timeout.timeout(60, TimeUnit.SECONDS);

    private Settles() {}

    /** Waits until {@code shown} holds, asked from the test's thread. */
    public static void until(String what, BooleanSupplier shown) {
        Pause.pause(
                new Condition(what) {
                    @Override
                    public boolean test() {
                        return shown.getAsBoolean();
                    }
                },
                LIMIT);
    }

    /** Waits until {@code shown} holds, asked on the screen's thread (for a check that reads components). */
    public static void onScreen(String what, BooleanSupplier shown) {
        until(what, () -> GuiActionRunner.execute(shown::getAsBoolean));
    }
}
