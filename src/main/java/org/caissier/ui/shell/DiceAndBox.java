package org.caissier.ui.shell;

import java.util.Locale;
import java.util.Optional;
import javax.swing.JOptionPane;
import org.caissier.device.ButtonMapping;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DiceSource;
import org.caissier.table.Session;
import org.caissier.table.VirtualDice;
import org.caissier.ui.box.BoxControls;
import org.caissier.ui.box.BoxHost;
import org.caissier.ui.box.BoxSession;
import org.caissier.ui.box.ButtonSettings;
import org.caissier.ui.box.PressResult;
import org.caissier.ui.dice.DiceChoice;
import org.caissier.ui.dice.SwitchableDice;
import org.caissier.ui.dice.TypedDice;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.game.GameView;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.InputFirst;
import org.caissier.ui.kit.Messages;

/**
 * The main window's dice and box: where the table's dice come from (the computer's, typed, the box's; the choice
 * kept for the next start), and the box's host, which hands its presses to the open game and lights the seat to
 * play. The window owns it; its menus reach it through the window.
 */
final class DiceAndBox implements BoxHost {
    private final MainWindow w;
    private final SwitchableDice dice = new SwitchableDice(new VirtualDice(), this::offerScreenDice);
    private final ButtonSettings buttons;
    private final BoxControls box;
    private final DiceChoice choice;

    DiceAndBox(MainWindow w, AppSettings settings, GameRegistry registry) {
        this.w = w;
        this.buttons = new ButtonSettings(settings, registry::boxDefaults);
        this.box = new BoxControls(
                w,
                settings,
                w::messages,
                new BoxSession(this, InputFirst.onScreen(), buttons::mapping),
                w::refreshMenus);
        this.choice = new DiceChoice(settings, this::useDice, () -> new TypedDice(w, w.messages()), box::connect);
    }

    SwitchableDice dice() {
        return dice;
    }

    ButtonSettings buttons() {
        return buttons;
    }

    BoxControls controls() {
        return box;
    }

    /** The dice kept from the last start, used again (before the menus are built, so that they show them). */
    void restoreChoice() {
        choice.restore();
    }

    /** The players chose these dice from the menu: used now and at the next start. */
    void choose(DiceOrigin origin) {
        choice.choose(origin);
    }

    /** Typed dice ask in the window's new language. */
    void speak(Locale locale) {
        if (dice.origin() == DiceOrigin.TYPED) {
            dice.use(new TypedDice(w, new Messages(locale)));
        }
    }

    void disconnect() {
        box.disconnect();
        choice.remember(dice.origin());
    }

    /** A roll the chosen dice gave up on (the box answered wrong): says why, offers the screen's dice for it. */
    private void offerScreenDice(String why, Runnable rollOnScreen) {
        int answer = JOptionPane.showConfirmDialog(
                w,
                w.messages().get("dice.fallback", why),
                w.messages().get("error.title"),
                JOptionPane.YES_NO_OPTION,
                JOptionPane.WARNING_MESSAGE);
        if (answer == JOptionPane.YES_OPTION) {
            rollOnScreen.run();
        }
    }

    // ---- BoxHost

    /** Chooses where dice come from (the box registers itself through here too). */
    @Override
    public void useDice(DiceSource source) {
        dice.use(source);
        w.refreshAll();
    }

    @Override
    public DiceSource currentDice() {
        return dice.current();
    }

    @Override
    public Optional<String> gameId() {
        return w.session().map(Session::gameId);
    }

    /** What the press came to follows from what the open game's plays returned ({@link OpenGame#press}). */
    @Override
    public PressResult boxAction(String actionId, int seat) {
        Optional<OpenGame<?, ?>> open = w.openGame();
        if (open.isEmpty()) {
            return PressResult.ignored();
        }
        // A press on the box is no keystroke: whoever is typing at the keyboard keeps it (docs/architecture.md).
        PressResult[] done = {PressResult.ignored()};
        w.nextInput().withoutMoving(() -> done[0] = open.get().press(() -> pressed(actionId, seat)));
        return done[0];
    }

    private boolean pressed(String actionId, int seat) {
        Optional<OpenGame<?, ?>> game = w.openGame();
        Optional<GameView> view = game.flatMap(OpenGame::view);
        if (view.isPresent() && view.get().boxAction(actionId, seat)) {
            return true;
        }
        if (ButtonMapping.UNDO.equals(actionId) && game.isPresent()) {
            game.get().controller().undo();
            return true;
        }
        if (view.isPresent()) {
            w.tell(w.messages().get("box.notHandled", actionId));
        }
        return false;
    }

    @Override
    public int seatToLight() {
        return w.openGame().flatMap(OpenGame::view).map(GameView::seatToLight).orElse(0);
    }

    @Override
    public void boxStatusChanged() {
        box.showStatus();
    }

    @Override
    public Messages messages() {
        return w.messages();
    }

    @Override
    public Optional<Session<?, ?>> session() {
        return w.session();
    }
}
