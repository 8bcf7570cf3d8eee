package org.caissier.charts;

import java.util.List;
import org.caissier.table.Command;

/**
 * A game's own charts with the types they read: drawn from a replay of a journal, checked to be of this game
 * ({@link Replay#as}) once, so that each chart reads its states and commands without a cast.
 *
 * @param state   the game's state type
 * @param command the game's command type
 * @param charts  its charts, in the order of their tabs
 */
public record GameCharts<S, C extends Command>(Class<S> state, Class<C> command, List<GameChart<S, C>> charts) {

    public GameCharts {
        charts = List.copyOf(charts);
    }

    /** A chart with its figures. */
    public record Drawn(GameChart<?, ?> chart, ChartTable table) {}

    /** The figures of each chart, from a replay of this game's journal. */
    public List<Drawn> draw(Replay<?, ?> replay) {
        Replay<S, C> typed = replay.as(state, command);
        return charts.stream().map(c -> new Drawn(c, c.data().apply(typed))).toList();
    }
}
