package org.caissier.table;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.file.Path;
import java.util.List;

/**
 * One game the program knows: reads the rest of a {@code game ID ...} line (options, data files, players)
 * and starts the game. Data files are read here, outside the rules.
 *
 * @param <S> the game's state
 * @param <C> the game's command type
 */
public interface GameModule<S, C extends Command> {
    /** The id after {@code game} ({@code long-cours}, {@code pistes}). */
    String id();

    /**
     * Starts a game from the words after the id.
     *
     * @param baseDir the folder relative data-file paths are read from (the script's or journal's folder)
     * @throws RuleViolation   for a line that breaks a setup rule or cannot be read
     * @throws DataFileException for a data file that is missing or wrong
     */
    StartedGame<S, C> start(List<String> words, Path baseDir);

    /**
     * Starts a game by the rules of {@code rulesVersion} (1 to {@link #rulesVersion()}): a journal replays by the
     * version its game line names, so a past event's results never change with an upgrade. A module whose rules
     * never changed what a line means has one way to start and need not say more.
     */
    default StartedGame<S, C> start(List<String> words, Path baseDir, int rulesVersion) {
        return start(words, baseDir);
    }

    /**
     * The version of the game's rules and line forms. A journal records it on its game line as {@code rules=N}
     * right after the id when it is above 1 (version 1 is a line without it, as every journal written before
     * versions were kept); a line of a higher version than the module's is refused as made by a newer program.
     * Raise it when a line of the new rules would mean something else, or nothing, to the old ones.
     */
    default int rulesVersion() {
        return 1;
    }

    /** How many players or crews the game takes; a module that does not say takes one or more. */
    default Seats seats() {
        return Seats.atLeast(1);
    }

    /** The game's state type; by default read from the {@code GameModule<S, C>} the class implements. */
    default Class<S> stateType() {
        return typeArgument(0);
    }

    /** The game's command type; by default read from the {@code GameModule<S, C>} the class implements. */
    default Class<C> commandType() {
        return typeArgument(1);
    }

    /**
     * A session of this game with its types: a session opened from a file is of whatever game its line names, and
     * this checks that it is this one's before a screen of this game is handed it.
     */
    default Session<S, C> typed(Session<?, ?> session) {
        return session.as(stateType(), commandType());
    }

    @SuppressWarnings("unchecked")
    private <T> Class<T> typeArgument(int index) {
        for (Class<?> k = getClass(); k != null; k = k.getSuperclass()) {
            for (Type t : k.getGenericInterfaces()) {
                if (t instanceof ParameterizedType p
                        && p.getRawType() == GameModule.class
                        && p.getActualTypeArguments()[index] instanceof Class<?> c) {
                    return (Class<T>) c;
                }
            }
        }
        throw new IllegalStateException(
                getClass() + " does not name its types: override stateType() and commandType()");
    }
}
