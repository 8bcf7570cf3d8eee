package org.caissier.cup.ui;

import java.awt.Window;
import java.util.List;
import java.util.Optional;
import javax.swing.JMenuItem;
import org.caissier.cup.TournamentCommand;
import org.caissier.cup.TournamentModule;
import org.caissier.cup.export.ExportOption;
import org.caissier.cup.TournamentState;
import org.caissier.live.LiveRuntime;
import org.caissier.table.Session;
import org.caissier.ui.GamePlugin;
import org.caissier.ui.GameUi;
import org.caissier.ui.GameView;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;

/** The America's Cup tournament in the shell: its new-game dialog and its scoring table. */
public final class CupTournamentUi implements GameUi<TournamentState, TournamentCommand> {
    static final String BUNDLE = "i18n.cup";

    private final LiveControls live;
    /** The event's matches whose finish did not reach it, offered for scoring when it opens. */
    private final UnscoredOffer unscored = new UnscoredOffer();

    /** Live results served on the program's own threads and clock. */
    public CupTournamentUi() {
        this(LiveRuntime.system());
    }

    public CupTournamentUi(LiveRuntime runtime) {
        this.live = new LiveControls(runtime);
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
    public String displayName(Messages messages) {
        return messages.forBundle(BUNDLE).get("cup.tournament");
    }

    @Override
    public Optional<String> askNewGame(Window owner, UiContext context) {
        return new NewEventDialog(context.speaking(BUNDLE), true).ask();
    }

    @Override
    public List<JMenuItem> gameMenuItems(UiContext context, Optional<Session<?, ?>> openGame) {
        return CupMenuItems.of(context, openGame, live);
    }

    @Override
    public GameView open(Session<TournamentState, TournamentCommand> session, UiContext context) {
        UiContext words = context.speaking(BUNDLE);
        LiveControl control = live.of(session);
        GameView view = new LiveView(new TournamentScreen(session, words, control), session, control, live,
                words.messages());
        unscored.onceFor(session, words, () -> view.component().isDisplayable());
        return view;
    }
}
