package org.caissier.ui.game;

import java.awt.Window;
import java.util.List;
import java.util.Optional;
import javax.swing.JMenuItem;
import org.caissier.live.PhonePage;
import org.caissier.table.Command;
import org.caissier.table.Session;
import org.caissier.ui.kit.Messages;

/**
 * The screen factory of one game, part of its {@link GamePlugin}: its name, its new-game dialog, its table view and
 * its Game menu items, and its part of Help → Command language.
 *
 * @param <S> the game's state
 * @param <C> the game's command type
 */
public interface GameUi<S, C extends Command> {
    /** The game id of its {@code game} line. */
    String gameId();

    /** The game's name as the launcher shows it. */
    String displayName(Messages messages);

    /** Asks for the players and options; the answer is the {@code game ...} line to start, or nothing. */
    Optional<String> askNewGame(Window owner, UiContext context);

    /** The presses of the box its screen understands, with their words: Box → Buttons offers these. */
    default BoxActions boxActions() {
        return BoxActions.none();
    }

    /** Items this game adds to the Game menu (opening one of its data files, say). */
    default List<JMenuItem> gameMenuItems(UiContext context) {
        return List.of();
    }

    /**
     * Items this game adds to the Game menu, given the open session when it is a game of this kind (exporting
     * its results, say): the menus are built again whenever a game opens or closes. By default, the items of
     * {@link #gameMenuItems(UiContext)}.
     */
    default List<JMenuItem> gameMenuItems(UiContext context, Optional<Session<?, ?>> openGame) {
        return gameMenuItems(context);
    }

    /**
     * Why Game → Charts is off for a game of this kind, in the screen's language (its tooltip), or empty when a
     * game of this kind can be charted (the default).
     */
    default Optional<String> chartsOff(UiContext context) {
        return Optional.empty();
    }

    /**
     * The page of this game's public state for the players' phones (Game → Show on phones…), or empty when the
     * game has none yet.
     */
    default Optional<PhonePage> phonePage() {
        return Optional.empty();
    }

    /**
     * This game's part of Help → Command language in the window's language: by default the resource
     * {@code /help/ID_fr.txt} or {@code /help/ID_en.txt} (ID the game's id), said to be missing if it is not there.
     */
    default String commandHelp(Messages messages) {
        return CommandHelp.resource("/help/" + gameId() + "_" + (messages.french() ? "fr" : "en") + ".txt", messages);
    }

    /**
     * The game an open game of this kind is played for, when it is one (a match of a Cup event, whose finish scores
     * the event): while it is open, the window keeps that game on the phones, names its players there, and reads
     * that game's journal again after each change. Empty by default.
     */
    default Optional<PlayedFor> playedFor(Session<?, ?> session) {
        return Optional.empty();
    }

    /** The table view for an open game of this kind. */
    GameView open(Session<S, C> session, GameContext<S, C> context);
}
