package org.caissier.table.counter;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.caissier.table.DataFile;
import org.caissier.table.GameModule;
import org.caissier.table.Games;
import org.caissier.table.RuleViolation;
import org.caissier.table.StartedGame;
import org.caissier.table.Words;

/**
 * {@code game counter [table=FILE] PLAYER...}: a test-only game. The optional table file is read only for its
 * digest, so tests can check what the kernel says when a data file changed between two sittings.
 */
public final class CounterGame implements GameModule<CounterState, CounterCommand> {
    public static final String ID = "counter";

    /** The newest rules version this module plays: 1, or 2 for {@link #chained()}. */
    private final int newest;

    public CounterGame() {
        this(1);
    }

    private CounterGame(int newest) {
        this.newest = newest;
    }

    public static Games games() {
        return new Games(List.of(new CounterGame()));
    }

    /**
     * The counter game as a program that knows its rules version 2 (a sealed journal's lines chained, a confirmed end
     * that stands for good), started and replayed through {@link Games} so that its game line says {@code rules=2}.
     */
    public static Games chained() {
        return new Games(List.of(new CounterGame(2)));
    }

    @Override
    public int rulesVersion() {
        return newest;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public StartedGame<CounterState, CounterCommand> start(List<String> words, Path baseDir) {
        return start(words, baseDir, newest);
    }

    @Override
    public StartedGame<CounterState, CounterCommand> start(List<String> words, Path baseDir, int version) {
        List<String> players = new ArrayList<>();
        List<String> canonical = new ArrayList<>(List.of("game", ID));
        List<DataFile> files = new ArrayList<>();
        for (String w : words) {
            if (w.startsWith("table=")) {
                String path = w.substring("table=".length());
                RuleViolation.Both role = new RuleViolation.Both("table", "table");
                files.add(DataFile.of("table", path, DataFile.load(role, path, baseDir, "/counter/table.txt")));
                canonical.add(w);
            } else {
                players.add(w);
                canonical.add(w);
            }
        }
        if (players.isEmpty()) {
            throw RuleViolation.syntax("il faut au moins un joueur", "at least one player is needed");
        }
        return new StartedGame<>(
                ID, new CounterRules(version), CounterState.start(players), Words.join(canonical), files);
    }
}
