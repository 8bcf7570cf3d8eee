package org.caissier.espion.ui;

import java.awt.Window;
import java.util.Optional;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionModule;
import org.caissier.espion.EspionState;
import org.caissier.espion.phone.EspionPhonePage;
import org.caissier.live.PhonePage;
import org.caissier.table.PinSource;
import org.caissier.table.SealKdf;
import org.caissier.table.Session;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameUi;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;

/** Espion in the shell: its new-game dialog and the hunter's table, with the spy's view behind his PIN. */
public final class EspionUi implements GameUi<EspionState, EspionCommand> {
    static final String BUNDLE = "i18n.espion";

    /** How a new game's PIN becomes its key: the program's is {@link SealKdf#newGames()}. */
    private final SealKdf sealing;

    private EspionUi(SealKdf sealing) {
        this.sealing = sealing;
    }

    /**
     * The game as the shell knows it: its rules, this screen, and {@code run --pin} for the spy's sealed lines. A new
     * game is sealed with {@link SealKdf#newGames()}: nothing a player, a file or a setting gives can lower it.
     */
    public static GamePlugin<EspionState, EspionCommand> plugin() {
        return plugin(new EspionUi(SealKdf.newGames()));
    }

    /**
     * The same game sealing its new games with {@code sealing}: for screen tests only, which would otherwise spend
     * most of their time deriving keys (ArchitectureTest keeps the program's code from calling it).
     */
    public static GamePlugin<EspionState, EspionCommand> withSealing(SealKdf sealing) {
        return plugin(new EspionUi(sealing));
    }

    private static GamePlugin<EspionState, EspionCommand> plugin(EspionUi screens) {
        return new GamePlugin<>(new EspionModule(), screens).withRunOptions(PinSource.OPTION);
    }

    @Override
    public String gameId() {
        return EspionModule.ID;
    }

    @Override
    public String displayName(Messages messages) {
        return "Espion";
    }

    @Override
    public Optional<String> askNewGame(Window owner, UiContext context) {
        return new NewGameDialog(context.speaking(BUNDLE)).ask();
    }

    /** An Espion game is never charted: its figures are few and would tell the spy's secrets (the count of moves). */
    @Override
    public Optional<String> chartsOff(UiContext context) {
        return Optional.of(context.speaking(BUNDLE).messages().get("es.charts.off"));
    }

    /** The public state on the players' phones (Game → Show on phones…). */
    @Override
    public Optional<PhonePage> phonePage() {
        return Optional.of(new EspionPhonePage());
    }

    @Override
    public GameView open(Session<EspionState, EspionCommand> session, GameContext<EspionState, EspionCommand> context) {
        return new EspionScreen(session, context.speaking(BUNDLE), sealing);
    }
}
