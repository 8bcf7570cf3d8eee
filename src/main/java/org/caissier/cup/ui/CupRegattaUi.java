package org.caissier.cup.ui;

import java.awt.Window;
import java.util.Optional;
import org.caissier.cup.RegattaModule;
import org.caissier.table.Session;
import org.caissier.ui.GamePlugin;
import org.caissier.ui.GameUi;
import org.caissier.ui.GameView;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;

/** The America's Cup regatta in the shell: its new-game dialog and its series table. */
public final class CupRegattaUi implements GameUi {

    /** The game as the shell knows it: its rules and this screen. */
    public static GamePlugin plugin() {
        return new GamePlugin(new RegattaModule(), new CupRegattaUi());
    }
    @Override
    public String gameId() {
        return "cup-regatta";
    }

    @Override
    public String displayName(Messages messages) {
        return messages.forBundle(CupTournamentUi.BUNDLE).get("cup.regatta");
    }

    @Override
    public Optional<String> askNewGame(Window owner, UiContext context) {
        return new NewEventDialog(context.speaking(CupTournamentUi.BUNDLE), false).ask();
    }

    @Override
    public GameView open(Session<?, ?> session, UiContext context) {
        return new RegattaScreen(session, context.speaking(CupTournamentUi.BUNDLE));
    }
}
