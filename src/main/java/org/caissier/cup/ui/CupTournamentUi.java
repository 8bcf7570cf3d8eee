package org.caissier.cup.ui;

import java.awt.Window;
import java.util.Optional;
import org.caissier.cup.TournamentModule;
import org.caissier.table.Session;
import org.caissier.ui.GamePlugin;
import org.caissier.ui.GameUi;
import org.caissier.ui.GameView;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;

/** The America's Cup tournament in the shell: its new-game dialog and its scoring table. */
public final class CupTournamentUi implements GameUi {
    static final String BUNDLE = "i18n.cup";

    /** The game as the shell knows it: its rules and this screen. */
    public static GamePlugin plugin() {
        return new GamePlugin(new TournamentModule(), new CupTournamentUi());
    }

    @Override
    public String gameId() {
        return "cup-tournament";
    }

    @Override
    public String displayName(Messages messages) {
        return messages.forBundle(BUNDLE).get("cup.tournament");
    }

    @Override
    public Optional<String> askNewGame(Window owner, UiContext context) {
        return new NewEventDialog(context.speaking(BUNDLE), true).ask();
    }

    @Override
    public GameView open(Session<?, ?> session, UiContext context) {
        return new TournamentScreen(session, context.speaking(BUNDLE));
    }
}
