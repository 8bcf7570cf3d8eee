package org.caissier.longcours.ui;

import java.awt.Window;
import java.util.Optional;
import org.caissier.table.Session;
import org.caissier.ui.GameUi;
import org.caissier.ui.GameView;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;

/** Long Cours in the shell: its new-game dialog and its table. */
public final class LongCoursUi implements GameUi {
    @Override
    public String gameId() {
        return "long-cours";
    }

    @Override
    public String displayName(Messages messages) {
        return "Long Cours";
    }

    @Override
    public Optional<String> askNewGame(Window owner, UiContext context) {
        return new NewGameDialog(new Localised(context)).ask();
    }

    @Override
    public GameView open(Session<?, ?> session, UiContext context) {
        return new LongCoursScreen(session, new Localised(context));
    }

    /** The shell's context speaking with the Long Cours words added. */
    private record Localised(UiContext shell) implements UiContext {
        @Override
        public Messages messages() {
            return shell.messages().forBundle("i18n.longcours");
        }

        @Override
        public Window window() {
            return shell.window();
        }

        @Override
        public org.caissier.table.DiceSource dice() {
            return shell.dice();
        }

        @Override
        public boolean play(String line) {
            return shell.play(line);
        }

        @Override
        public boolean play(org.caissier.table.Command command) {
            return shell.play(command);
        }

        @Override
        public void tell(String message) {
            shell.tell(message);
        }
    }
}
