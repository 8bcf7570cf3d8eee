package org.caissier.ui.box;

import java.util.Objects;
import java.util.function.Supplier;
import org.caissier.device.DiceWords;
import org.caissier.ui.kit.Messages;

/** Why the box's dice gave up on a roll, in the window's language. */
final class BoxDiceWords implements DiceWords {
    /** Asked each time: the language may change while the box is connected. */
    private final Supplier<Messages> words;

    BoxDiceWords(Supplier<Messages> words) {
        this.words = Objects.requireNonNull(words);
    }

    @Override
    public String tooFewFaces(int shown, int asked) {
        return words.get().get("box.dice.tooFew", shown, asked);
    }

    @Override
    public String noAnswer(long seconds) {
        return words.get().get("box.dice.noAnswer", seconds);
    }

    @Override
    public String disconnected() {
        return words.get().get("box.dice.disconnected");
    }
}
