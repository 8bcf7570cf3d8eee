package org.caissier.longcours.ui;

import java.awt.Component;
import org.caissier.ui.kit.CancelFirst;
import org.caissier.ui.kit.Messages;

/**
 * Asks before an action that cannot be taken back at the table without fuss: a card spent, a ship sunk, a turn
 * ended while the ship could still sail. "Cancel" is the button that has the focus, so a stray Space or Enter
 * plays nothing; the deliberate answer is one more click (or Alt+letter).
 */
final class AskFirst {
    private final Component owner;
    private final Messages m;

    AskFirst(Component owner, Messages m) {
        this.owner = owner;
        this.m = m;
    }

    /** Whether the player confirmed {@code question}; {@code yesKey} names the action on its button. */
    boolean confirm(String question, String yesKey) {
        return CancelFirst.asked(
                owner, question, m.get("lc.ask.title"), m.get(yesKey), m.get("lc.ask.cancel"), "askFirstDialog");
    }
}
