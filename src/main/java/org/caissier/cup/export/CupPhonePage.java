package org.caissier.cup.export;

import java.util.Locale;
import org.caissier.cup.RegattaCommand;
import org.caissier.cup.RegattaState;
import org.caissier.cup.TournamentCommand;
import org.caissier.cup.TournamentState;
import org.caissier.live.LiveFrame;
import org.caissier.phone.GamePage;
import org.caissier.table.Command;
import org.caissier.table.Session;
import org.caissier.table.TextPattern;

/**
 * A Cup event's page for phones: its results page, live, in the event kind's own rendering.
 *
 * @param <S> the event's state
 * @param <C> the event's command type
 */
public final class CupPhonePage<S, C extends Command> extends GamePage<S, C> {
    private final ResultsExport<S> english;
    private final ResultsExport<S> french;

    public CupPhonePage(EventResults<S> kind, Class<C> commandType) {
        super(kind.stateType(), commandType);
        this.english = new ResultsExport<>(kind, Locale.ENGLISH);
        this.french = new ResultsExport<>(kind, Locale.FRENCH);
    }

    /** A tournament's page. */
    public static CupPhonePage<TournamentState, TournamentCommand> tournament() {
        return new CupPhonePage<>(EventResults.TOURNAMENT, TournamentCommand.class);
    }

    /** A regatta's page. */
    public static CupPhonePage<RegattaState, RegattaCommand> regatta() {
        return new CupPhonePage<>(EventResults.REGATTA, RegattaCommand.class);
    }

    @Override
    protected String render(Session.Snapshot<S, C> moment, Locale language, LiveFrame frame) {
        return (TextPattern.french(language) ? french : english).livePage(moment.state(), frame);
    }
}
