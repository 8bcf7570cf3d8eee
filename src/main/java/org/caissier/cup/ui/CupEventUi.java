package org.caissier.cup.ui;

import java.awt.Window;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import javax.swing.JMenuItem;
import org.caissier.cup.export.CupPhonePage;
import org.caissier.cup.export.EventResults;
import org.caissier.live.PhonePage;
import org.caissier.table.Command;
import org.caissier.table.Session;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GameUi;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;

/**
 * What a Cup event, a tournament or a regatta, is in the shell: its name and new-game dialog, the export, print and
 * publish items of the Game menu, its results page on the phones, and, when it opens, the offer to score the matches
 * whose finish did not reach it. Each kind brings its own screen.
 *
 * @param <S> the event's state
 * @param <C> the event's command type
 */
abstract class CupEventUi<S, C extends Command> implements GameUi<S, C> {
    static final String BUNDLE = "i18n.cup";

    /** The event's matches whose finish did not reach it, offered for scoring when it opens. */
    private final UnscoredOffer unscored = new UnscoredOffer();

    private final BooleanSupplier printers;
    private final String nameKey;
    private final boolean tournament;
    private final EventResults<S> results;
    private final Class<C> commandType;

    /**
     * @param printers   whether the system has a printer (else Print offers to save the page)
     * @param nameKey    the key of the kind's name in the Cup's bundle
     * @param tournament whether the new-game dialog asks for a tournament (else a regatta)
     * @param results    the kind's results page and tables
     */
    CupEventUi(
            BooleanSupplier printers,
            String nameKey,
            boolean tournament,
            EventResults<S> results,
            Class<C> commandType) {
        this.results = results;
        this.commandType = commandType;
        this.printers = printers;
        this.nameKey = nameKey;
        this.tournament = tournament;
    }

    /** The kind's screen for an open event, in the Cup's words. */
    abstract GameView screen(Session<S, C> session, GameContext<S, C> words, BooleanSupplier printers);

    @Override
    public String displayName(Messages messages) {
        return messages.forBundle(BUNDLE).get(nameKey);
    }

    @Override
    public Optional<String> askNewGame(Window owner, UiContext context) {
        return new NewEventDialog(context.speaking(BUNDLE), tournament).ask();
    }

    @Override
    public List<JMenuItem> gameMenuItems(UiContext context, Optional<Session<?, ?>> openGame) {
        return CupMenuItems.of(
                context,
                openGame.filter(s -> results.stateType().isInstance(s.state()))
                        .map(s -> () -> results.stateType().cast(s.state())),
                results,
                printers);
    }

    /** The results page, live: the window publishes it (the button, or Game → Publish results on the network…). */
    @Override
    public Optional<PhonePage> phonePage() {
        return Optional.of(new CupPhonePage<>(results, commandType));
    }

    @Override
    public GameView open(Session<S, C> session, GameContext<S, C> context) {
        GameContext<S, C> words = context.speaking(BUNDLE);
        GameView view = screen(session, words, printers);
        unscored.onceFor(session, words, () -> view.component().isDisplayable());
        return view;
    }
}
