package org.caissier.ui.game;

import java.io.IOException;
import java.util.Objects;
import java.util.Optional;
import org.caissier.table.RuleViolation;

/**
 * What came of one play of the window: played (on disk, then shown), refused by the rules (and why), or not saved
 * (the journal would not take it, and why). Nothing changed unless it was played.
 *
 * @param <S> the game's state
 */
public sealed interface Outcome<S> {

    /** The command is on disk and in the game: the state it led to and its sentence. */
    record Played<S>(S after, String said) implements Outcome<S> {}

    /** The rules refused the line or command: nothing changed. */
    record Refused<S>(RuleViolation why) implements Outcome<S> {
        public Refused {
            Objects.requireNonNull(why);
        }
    }

    /** The rules took it, the journal did not (a full disk): nothing changed. */
    record NotSaved<S>(IOException why) implements Outcome<S> {
        public NotSaved {
            Objects.requireNonNull(why);
        }
    }

    /** Whether the command was played. */
    default boolean played() {
        return this instanceof Played<S>;
    }

    /** Why the journal did not take it, when it did not. */
    default Optional<IOException> notSaved() {
        return this instanceof NotSaved<S> n ? Optional.of(n.why()) : Optional.empty();
    }
}
