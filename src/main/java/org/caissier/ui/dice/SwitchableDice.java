package org.caissier.ui.dice;

import java.util.Objects;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DiceSource;

/**
 * The dice the table chose, switchable from the menu without the game screens knowing. When the chosen dice give
 * up on a roll (the box answered with too few faces, it went away), the table is told why and offered the
 * screen's dice for that roll, so no screen waits for ever.
 */
public final class SwitchableDice implements DiceSource {
    /** Says why a roll was given up and offers the screen's dice; runs {@code rollOnScreen} if the table agrees. */
    public interface Fallback {
        void offer(String why, Runnable rollOnScreen);
    }

    private final DiceSource screen;
    private final Fallback fallback;
    private DiceSource current;

    public SwitchableDice(DiceSource initial) {
        this(initial, (why, rollOnScreen) -> {});
    }

    public SwitchableDice(DiceSource initial, Fallback fallback) {
        this.current = initial;
        this.screen = initial;
        this.fallback = Objects.requireNonNull(fallback);
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
        DiceSource asked = current;
        asked.roll(count, purpose, new Answer() {
            @Override
            public void faces(int[] faces) {
                answer.faces(faces);
            }

            @Override
            public void cancelled(String why) {
                answer.cancelled(why);
                if (asked != screen) {
                    fallback.offer(why, () -> {
                        // the screen reads the origin when the faces come: for this roll it is the screen's
                        DiceSource before = current;
                        current = screen;
                        try {
                            screen.roll(count, purpose, answer);
                        } finally {
                            current = before;
                        }
                    });
                }
            }
        });
    }
}
