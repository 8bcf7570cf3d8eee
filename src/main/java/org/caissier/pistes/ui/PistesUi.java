package org.caissier.pistes.ui;

import java.awt.Window;
import java.util.Optional;
import org.caissier.table.Session;
import org.caissier.ui.GameUi;
import org.caissier.ui.GameView;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;

/** Pistes in the shell: its new-game dialog and its table. */
public final class PistesUi implements GameUi {
    @Override
    public String gameId() {
        return "pistes";
    }

    @Override
    public String displayName(Messages messages) {
        return "Pistes";
    }

    @Override
    public Optional<String> askNewGame(Window owner, UiContext context) {
        return new NewGameDialog(context.speaking("i18n.pistes")).ask();
    }

    @Override
    public GameView open(Session<?, ?> session, UiContext context) {
        return new PistesScreen(session, context.speaking("i18n.pistes"));
    }
}
