package org.caissier.cup.export;

import org.caissier.table.TextPattern;
import java.util.Locale;
import org.caissier.live.LiveFrame;
import org.caissier.live.PhonePage;
import org.caissier.phone.LastNews;

/** The Cup's page for phones: its results page (tournament or regatta), live. */
public final class CupPhonePage implements PhonePage {
    private final ResultsExport english = new ResultsExport(Locale.ENGLISH);
    private final ResultsExport french = new ResultsExport(Locale.FRENCH);

    @Override
    public String render(Object state, Locale language, LiveFrame frame) {
        // Handed a session's snapshot, as every page may be, it shows the snapshot's state.
        return (TextPattern.french(language) ? french : english).livePage(LastNews.stateOf(state), frame);
    }
}
