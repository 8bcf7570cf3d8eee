package org.caissier.pistes.ui;

import java.awt.Window;
import java.util.Optional;
import org.caissier.table.Command;
import org.caissier.table.DiceSource;
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
        return new NewGameDialog(new Localised(context)).ask();
    }

    @Override
    public GameView open(Session<?, ?> session, UiContext context) {
        return new PistesScreen(session, new Localised(context));
    }

    /** The shell's context speaking with the Pistes words added. */
    private record Localised(UiContext shell) implements UiContext {
        @Override
        public Messages messages() {
            return shell.messages().forBundle("i18n.pistes");
        }

        @Override
        public Window window() {
            return shell.window();
        }

        @Override
        public DiceSource dice() {
            return shell.dice();
        }

        @Override
        public boolean play(String line) {
            return shell.play(line);
        }

        @Override
        public boolean play(Command command) {
            return shell.play(command);
        }
    }
}
