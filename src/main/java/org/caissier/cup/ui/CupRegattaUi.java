package org.caissier.cup.ui;

import java.awt.Window;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import javax.swing.JMenuItem;
import org.caissier.cup.RegattaCommand;
import org.caissier.cup.RegattaModule;
import org.caissier.cup.RegattaState;
import org.caissier.cup.export.CupPhonePage;
import org.caissier.cup.export.ExportOption;
import org.caissier.live.PhonePage;
import org.caissier.table.Session;
import org.caissier.ui.GamePlugin;
import org.caissier.ui.GameUi;
import org.caissier.ui.GameView;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;

/** The America's Cup regatta in the shell: its new-game dialog and its series table. */
public final class CupRegattaUi implements GameUi<RegattaState, RegattaCommand> {
    /** The event's matches whose finish did not reach it, offered for scoring when it opens. */
    private final UnscoredOffer unscored = new UnscoredOffer();

    private final BooleanSupplier printers;

    /** Printing on the system's printers. */
    public CupRegattaUi() {
        this(ExportAction::anyPrinter);
    }

    /** @param printers whether the system has a printer (else Print offers to save the page) */
    public CupRegattaUi(BooleanSupplier printers) {
        this.printers = printers;
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
    public String displayName(Messages messages) {
        return messages.forBundle(CupTournamentUi.BUNDLE).get("cup.regatta");
    }

    @Override
    public Optional<String> askNewGame(Window owner, UiContext context) {
        return new NewEventDialog(context.speaking(CupTournamentUi.BUNDLE), false).ask();
    }

    @Override
    public List<JMenuItem> gameMenuItems(UiContext context, Optional<Session<?, ?>> openGame) {
        return CupMenuItems.of(context, openGame, printers);
    }

    /** The results page, live: the window publishes it (the button, or Game → Publish results on the network…). */
    @Override
    public Optional<PhonePage> phonePage() {
        return Optional.of(new CupPhonePage());
    }

    @Override
    public GameView open(Session<RegattaState, RegattaCommand> session, UiContext context) {
        UiContext words = context.speaking(CupTournamentUi.BUNDLE);
        GameView view = new RegattaScreen(session, words, printers);
        unscored.onceFor(session, words, () -> view.component().isDisplayable());
        return view;
    }
}
