package org.caissier.pistes;

import java.nio.file.Path;
import java.util.List;
import org.caissier.table.DataFile;
import org.caissier.table.GameModule;
import org.caissier.table.Said;
import org.caissier.table.Seats;
import org.caissier.table.StartedGame;

/** Starts a Pistes race from {@code game pistes [table=FILE] [ranking=tied] PLAYER PLAYER ...}. */
public final class PistesModule implements GameModule<PistesState, PistesCommand> {
    public static final String DEFAULT_TABLE = "/pistes/event-table.json";

    private final PistesRules rules = new PistesRules();
    private final PistesParser parser = new PistesParser();

    @Override
    public String id() {
        return "pistes";
    }

    @Override
    public Seats seats() {
        return PistesParser.SEATS;
    }

    @Override
    public StartedGame<PistesState, PistesCommand> start(List<String> words, Path baseDir) {
        PistesCommand.NewGame game = parser.newGame(words);
        String source = game.tableFile() == null ? "default" : game.tableFile();
        byte[] bytes = DataFile.load(Said.of("pistes.word.eventTable"), game.tableFile(), baseDir, DEFAULT_TABLE);
        Object named = game.tableFile() == null ? Said.of("pistes.table.default", DEFAULT_TABLE) : game.tableFile();
        // Made here, not at start-up: the window opens before any table is read.
        EventTable table = new EventTableLoader().load(bytes, named);
        return new StartedGame<>(
                id(), rules, rules.start(game, table), game.text(), List.of(DataFile.of("table", source, bytes)));
    }
}
