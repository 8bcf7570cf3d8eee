package org.caissier.cup.ui;

import java.util.function.BooleanSupplier;
import org.caissier.cup.TournamentCommand;
import org.caissier.cup.TournamentModule;
import org.caissier.cup.TournamentState;
import org.caissier.cup.export.EventResults;
import org.caissier.cup.export.ExportOption;
import org.caissier.table.Session;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameView;

/** The America's Cup tournament in the shell: its new-game dialog and its scoring table. */
public final class CupTournamentUi extends CupEventUi<TournamentState, TournamentCommand> {
    /** Printing on the system's printers. */
    public CupTournamentUi() {
        this(ExportAction::anyPrinter);
    }

    /** @param printers whether the system has a printer (else Print offers to save the page) */
    public CupTournamentUi(BooleanSupplier printers) {
        super(printers, "cup.tournament", true, EventResults.TOURNAMENT, TournamentCommand.class);
    }

    /** The game as the shell knows it: its rules, this screen, and {@code run --export}. */
    public static GamePlugin<TournamentState, TournamentCommand> plugin() {
        return new GamePlugin<>(new TournamentModule(), new CupTournamentUi()).withRunOptions(new ExportOption());
    }

    @Override
    public String gameId() {
        return "cup-tournament";
    }

    @Override
    GameView screen(
            Session<TournamentState, TournamentCommand> session,
            GameContext<TournamentState, TournamentCommand> words,
            BooleanSupplier printers) {
        return new TournamentScreen(session, words, printers);
    }
}
