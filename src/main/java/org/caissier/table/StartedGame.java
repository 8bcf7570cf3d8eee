package org.caissier.table;

import java.util.List;

/**
 * A game as its {@code game ...} line starts it: its rules, its first state, the canonical form of the
 * line, and the data files it read.
 */
public record StartedGame<S, C extends Command>(
        String gameId, Rules<S, C> rules, S initial, String gameLine, List<DataFile> dataFiles) {

    public StartedGame {
        dataFiles = List.copyOf(dataFiles);
    }
}
