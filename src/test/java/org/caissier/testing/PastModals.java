package org.caissier.testing;

import java.awt.Window;
import javax.swing.JDialog;
import javax.swing.Timer;

/**
 * Runs something on the EDT that may show a modal dialog a test does not look at — an old Espion save opens with a
 * warning that its lines are not bound to its seal — and closes each such dialog once it shows: a modal dialog
 * would otherwise hold the call for good. The one copy of this for every test (the audit, the laptop's page, the
 * explorer).
 */
public final class PastModals {
    private PastModals() {}

    /** Runs {@code action} (on the EDT, where the caller is) with every modal dialog that shows meanwhile closed. */
    public static void run(Runnable action) {
        Timer closer = new Timer(50, e -> {
            for (Window w : Window.getWindows()) {
                if (w instanceof JDialog d && d.isModal() && d.isShowing()) {
                    d.dispose();
                }
            }
        });
        closer.start();
        try {
            action.run();
        } finally {
            closer.stop();
        }
    }
}
