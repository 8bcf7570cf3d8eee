package org.caissier.ui.dice;

import java.util.function.Consumer;
import java.util.function.Supplier;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DiceSource;
import org.caissier.table.VirtualDice;
import org.caissier.ui.kit.AppSettings;

/**
 * The table's choice of dice, kept in the settings ({@code dice=virtual|typed|box}) and taken up again at the next
 * start: typed dice are asked for at once; the box is looked for on the port it was last found on, the screen's
 * dice rolling until it answers (connecting the box records the choice: {@code BoxControls}). Only the players'
 * own choices are kept: dice the program falls back to when the box goes away are not.
 */
public final class DiceChoice {
    static final String KEY = "dice";

    private final AppSettings settings;
    private final Consumer<DiceSource> use;
    private final Supplier<DiceSource> typed;
    private final Consumer<String> connectBox;

    public DiceChoice(
            AppSettings settings, Consumer<DiceSource> use, Supplier<DiceSource> typed, Consumer<String> connectBox) {
        this.settings = settings;
        this.use = use;
        this.typed = typed;
        this.connectBox = connectBox;
    }

    /** The players chose these dice from the menu. */
    public void choose(DiceOrigin origin) {
        use.accept(origin == DiceOrigin.TYPED ? typed.get() : new VirtualDice());
        remember(origin);
    }

    /** The players' choice, made elsewhere (connecting the box, letting it go). */
    public void remember(DiceOrigin origin) {
        if (!origin.word().equals(settings.get(KEY, null))) {
            settings.put(KEY, origin.word());
        }
    }

    /** At the start: the dice of the last evening. */
    public void restore() {
        String chosen = settings.get(KEY, DiceOrigin.VIRTUAL.word());
        if (DiceOrigin.TYPED.word().equals(chosen)) {
            use.accept(typed.get());
        } else if (DiceOrigin.BOX.word().equals(chosen)) {
            String port = settings.get("box.port", null);
            if (port != null && !port.isBlank()) {
                connectBox.accept(port);
            }
        }
    }
}
