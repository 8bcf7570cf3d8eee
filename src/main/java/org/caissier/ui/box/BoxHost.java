package org.caissier.ui.box;

import java.util.Locale;
import java.util.Optional;
import org.caissier.table.DiceSource;
import org.caissier.table.Session;
import org.caissier.ui.kit.Messages;

/** What the box needs from the window it serves; all calls come on the EDT. */
public interface BoxHost {
    /** The dice in use now (given back when the box goes). */
    DiceSource currentDice();

    /** Makes this the dice source of the table. */
    void useDice(DiceSource source);

    /** The open game's id, for its button mapping; empty on the launcher. */
    Optional<String> gameId();

    /**
     * Hands a mapped press to the open game; what came of it follows from what its plays returned: not taken,
     * taken, or taken and not saved (then the press is left with the box, unacknowledged).
     */
    PressResult boxAction(String actionId, int seat);

    /** The seat (1-based) whose turn it is in the open game, 0 for none. */
    int seatToLight();

    /** The link's status or error counts changed. */
    void boxStatusChanged();

    /** The window's words, in the language it speaks now. */
    default Messages messages() {
        return new Messages(Locale.ENGLISH);
    }

    /** The open game, whose journal keeps which box event caused which command; empty on the launcher. */
    default Optional<Session<?, ?>> session() {
        return Optional.empty();
    }
}
