package org.caissier.pistes;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Tables and races for tests. */
final class Fixtures {
    private Fixtures() {}

    static final PistesRules RULES = new PistesRules();

    /** A table where every cell is the same event, so a test decides what happens whatever the dice. */
    static EventTable uniform(Event event) {
        List<List<Event>> rows = new ArrayList<>();
        for (int r = 0; r < EventTable.ROWS; r++) {
            rows.add(Collections.nCopies(EventTable.COLUMNS, event));
        }
        return new EventTable(false, "test", rows);
    }

    static EventTable defaultTable() {
        try (var in = Fixtures.class.getResourceAsStream(PistesModule.DEFAULT_TABLE)) {
            return new EventTableLoader().load(in.readAllBytes(), "default");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static PistesState race(EventTable table, String... players) {
        return RULES.start(new PistesCommand.NewGame(null, Ranking.TURN_ORDER, List.of(players)), table);
    }

    static PistesState tiedRace(EventTable table, String... players) {
        return RULES.start(new PistesCommand.NewGame(null, Ranking.TIED, List.of(players)), table);
    }

    static PistesState play(PistesState state, String... lines) {
        for (String line : lines) {
            state = RULES.applyLine(state, line);
        }
        return state;
    }

    static Turn lastTurn(PistesState state, String player) {
        List<Turn> turns = state.player(player).turns();
        return turns.get(turns.size() - 1);
    }
}
