package org.caissier.pistes.ui;

import java.awt.Window;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.caissier.device.ButtonMapping;
import org.caissier.live.PhonePage;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.PistesModule;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.StagePoints;
import org.caissier.pistes.phone.PistesPhonePage;
import org.caissier.table.Session;
import org.caissier.ui.game.BoxActions;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameUi;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;

/** Pistes in the shell: its new-game dialog and its table. */
public final class PistesUi implements GameUi<PistesState, PistesCommand> {
    /** Roll two dice: the stage's move, from the box. */
    public static final String ROLL_TWO_DICE = "roll-two-dice";
    /** The roll button rolls the stage's two dice, held long it undoes. */
    static final ButtonMapping BOX =
            ButtonMapping.of(Map.of("roll.short", ROLL_TWO_DICE, "roll.long", ButtonMapping.UNDO));
    /** What its screen does with a press (PistesScreen.boxAction). */
    static final BoxActions ACTIONS =
            new BoxActions("i18n.pistes", List.of(new BoxActions.Action(ROLL_TWO_DICE, "pi.box.action.roll-two-dice")));

    @Override
    public BoxActions boxActions() {
        return ACTIONS;
    }

    /** Pistes as the program knows it: rules, screens, box, its points-per-stage chart. */
    public static GamePlugin<PistesState, PistesCommand> plugin() {
        return new GamePlugin<>(new PistesModule(), new PistesUi(), BOX).withChart(StagePoints.CHART);
    }

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

    /** The public state on the players' phones (Game → Show on phones…). */
    @Override
    public Optional<PhonePage> phonePage() {
        return Optional.of(new PistesPhonePage());
    }

    @Override
    public GameView open(Session<PistesState, PistesCommand> session, GameContext<PistesState, PistesCommand> context) {
        return new PistesScreen(session, context.speaking("i18n.pistes"));
    }
}
