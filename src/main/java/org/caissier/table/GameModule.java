package org.caissier.table;

import java.nio.file.Path;
import java.util.List;

/**
 * One game the program knows: reads the rest of a {@code game ID ...} line (options, data files, players)
 * and starts the game. Data files are read here, outside the rules.
 */
public interface GameModule {
    /** The id after {@code game} ({@code long-cours}, {@code pistes}). */
    String id();

    /**
     * Starts a game from the words after the id.
     *
     * @param baseDir the folder relative data-file paths are read from (the script's or journal's folder)
     * @throws RuleViolation   for a line that breaks a setup rule or cannot be read
     * @throws DataFileException for a data file that is missing or wrong
     */
    StartedGame<?, ?> start(List<String> words, Path baseDir);

    /** How many players or crews the game takes; a module that does not say takes one or more. */
    default Seats seats() {
        return Seats.atLeast(1);
    }
}
