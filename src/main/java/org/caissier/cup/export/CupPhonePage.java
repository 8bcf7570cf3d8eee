package org.caissier.cup.export;

import org.caissier.table.TextPattern;
import java.util.Locale;
import org.caissier.live.LiveFrame;
import org.caissier.live.PhonePage;

/** The Cup's page for phones: its results page (tournament or regatta), live. */
public final class CupPhonePage implements PhonePage {
    private final ResultsExport english = new ResultsExport(Locale.ENGLISH);
    private final ResultsExport french = new ResultsExport(Locale.FRENCH);

    @Override
    public String render(Object published, Locale language, LiveFrame frame) {
        // Handed the session's snapshot by the window: the results are its state's.
        Object state = published instanceof org.caissier.table.Session.Snapshot<?, ?> s ? s.state() : published;
        return (TextPattern.french(language) ? french : english).livePage(state, frame);
    }
}
