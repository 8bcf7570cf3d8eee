package org.caissier.ui.shell;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.ScreenAudit.Checks;

/**
 * The four combinations of language and text size the screen audit sees each state in, walked one change at a
 * time, forward or back so that a group of windows starts where the last one ended: a change of text size rebuilds
 * the window with its look and feel, the slowest change there is.
 */
final class AuditTour {
    /** One of the four combinations of language and text size. */
    record Combination(Locale language, int text) {
        String name() {
            return (language == Locale.ENGLISH ? "en " : "fr ") + text;
        }

        /** Fit in all four; contrast at 16; at 32 a must-show may need scrolling. */
        Checks checks() {
            return new Checks(true, text == 16, text == 32);
        }
    }

    private static final List<Combination> ROUND = List.of(
            new Combination(Locale.ENGLISH, 16),
            new Combination(Locale.FRENCH, 16),
            new Combination(Locale.FRENCH, 32),
            new Combination(Locale.ENGLISH, 32));

    private final MainWindow frame;
    /** Where the window is: as the audit shows it, in English at 16. */
    private Combination last = ROUND.get(0);

    AuditTour(MainWindow frame) {
        this.frame = frame;
    }

    /** A group of windows seen in a state ({@code open}, made once on the screen's thread) in the four combinations. */
    void group(Runnable open, Consumer<Combination> see) {
        List<Combination> round = new ArrayList<>(ROUND);
        if (!last.equals(round.get(0))) {
            Collections.reverse(round);
        }
        GuiActionRunner.execute(open::run);
        for (Combination how : round) {
            Combination was = last;
            GuiActionRunner.execute(() -> {
                if (was.language() != how.language()) {
                    frame.setLanguage(how.language());
                }
                if (was.text() != how.text()) {
                    frame.setFontSize(how.text());
                }
            });
            last = how;
            see.accept(how);
        }
    }
}
