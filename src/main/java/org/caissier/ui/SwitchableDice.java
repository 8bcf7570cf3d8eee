package org.caissier.ui;

import org.caissier.table.DiceOrigin;
import org.caissier.table.DiceSource;

/** The dice the table chose, switchable from the menu without the game screens knowing. */
public final class SwitchableDice implements DiceSource {
    private DiceSource current;

    public SwitchableDice(DiceSource initial) {
        this.current = initial;
    }

    public void use(DiceSource source) {
        this.current = source;
    }

    public DiceSource current() {
        return current;
    }

    @Override
    public DiceOrigin origin() {
        return current.origin();
    }

    @Override
    public void roll(int count, String purpose, Answer answer) {
        current.roll(count, purpose, answer);
    }
}
