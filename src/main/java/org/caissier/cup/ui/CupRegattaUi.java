package org.caissier.cup.ui;

import java.util.function.BooleanSupplier;
import org.caissier.cup.RegattaCommand;
import org.caissier.cup.RegattaModule;
import org.caissier.cup.RegattaState;
import org.caissier.cup.export.EventResults;
import org.caissier.cup.export.ExportOption;
import org.caissier.table.Session;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameView;

/** The America's Cup regatta in the shell: its new-game dialog and its series table. */
public final class CupRegattaUi extends CupEventUi<RegattaState, RegattaCommand> {
    /** Printing on the system's printers. */
    public CupRegattaUi() {
        this(ExportAction::anyPrinter);
    }

    /** @param printers whether the system has a printer (else Print offers to save the page) */
    public CupRegattaUi(BooleanSupplier printers) {
        super(printers, "cup.regatta", false, EventResults.REGATTA, RegattaCommand.class);
    }

    /** The game as the shell knows it: its rules, this screen, and {@code run --export}. */
    public static GamePlugin<RegattaState, RegattaCommand> plugin() {
        return new GamePlugin<>(new RegattaModule(), new CupRegattaUi()).withRunOptions(new ExportOption());
    }

    @Override
    public String gameId() {
        return "cup-regatta";
    }

    @Override
    GameView screen(
            Session<RegattaState, RegattaCommand> session,
            GameContext<RegattaState, RegattaCommand> words,
            BooleanSupplier printers) {
        return new RegattaScreen(session, words, printers);
    }
}
