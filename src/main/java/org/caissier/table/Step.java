package org.caissier.table;

import java.util.Objects;
import org.caissier.table.JournalFile.Mark;

/**
 * One command line of a game, in journal order, as the session knows it. A line in play is {@link Applied}: the
 * states it was played between, and its command when the session could read it ({@link Played}) or only that a
 * secret line was played ({@link Unread}: sealed, opened without the PIN). A line taken back ({@link Undone}) or
 * replaced by a new command ({@link Dropped}) keeps only its text: it was not replayed. Nothing here is null.
 *
 * @param <S> the game's state
 * @param <C> the game's command type
 */
public sealed interface Step<S, C> permits Step.Applied, Step.Undone, Step.Dropped {

    /** The line as the journal holds it, without its mark (sealed text for a sealed line). */
    String text();

    Mark mark();

    default boolean active() {
        return mark() == Mark.ACTIVE;
    }

    /** A line in play, between two states. */
    sealed interface Applied<S, C> extends Step<S, C> permits Played, Unread {
        S before();

        S after();

        @Override
        default Mark mark() {
            return Mark.ACTIVE;
        }
    }

    /** A line in play whose command the session read: in clear, or sealed and read with the PIN. */
    record Played<S, C>(String text, C command, S before, S after) implements Applied<S, C> {
        public Played {
            Objects.requireNonNull(text);
            Objects.requireNonNull(command);
            Objects.requireNonNull(before);
            Objects.requireNonNull(after);
        }
    }

    /** A sealed line in play that the session cannot read: {@code after} is what the rules make of "a secret line". */
    record Unread<S, C>(String text, S before, S after) implements Applied<S, C> {
        public Unread {
            Objects.requireNonNull(text);
            Objects.requireNonNull(before);
            Objects.requireNonNull(after);
        }
    }

    /** A line taken back: redo can play it again until a new command replaces it. */
    record Undone<S, C>(String text) implements Step<S, C> {
        public Undone {
            Objects.requireNonNull(text);
        }

        @Override
        public Mark mark() {
            return Mark.UNDONE;
        }
    }

    /** An undone line a new command replaced: kept in the journal for the record, never played again. */
    record Dropped<S, C>(String text) implements Step<S, C> {
        public Dropped {
            Objects.requireNonNull(text);
        }

        @Override
        public Mark mark() {
            return Mark.DROPPED;
        }
    }

    /** A line of the journal that is not in play, as its mark says. */
    static <S, C> Step<S, C> setAside(String text, Mark mark) {
        return switch (mark) {
            case UNDONE -> new Undone<>(text);
            case DROPPED -> new Dropped<>(text);
            case ACTIVE -> throw new IllegalArgumentException("a line in play is replayed, not set aside: " + text);
        };
    }
}
