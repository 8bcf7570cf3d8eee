package org.caissier.pistes;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.caissier.charts.ChartTable;
import org.caissier.charts.GameChart;
import org.caissier.charts.Replay;

/**
 * Pistes points per stage: what each driver's stages cost, read from the drivers' sheets at the end of the
 * saved game.
 *
 * @param players per driver, the points of each stage driven, by stage (round) number
 */
public record StagePoints(Map<String, Map<Integer, Integer>> players) {

    /** Pistes' chart in Game → Charts: each driver's points, bars for each stage. */
    public static final GameChart<PistesState, PistesCommand> CHART = new GameChart<>(
            "stages",
            new GameChart.Words(
                    "i18n.pistes",
                    "pi.chart.stages",
                    "pi.chart.stages.title",
                    "pi.chart.stages.stage",
                    "pi.chart.stages.points"),
            GameChart.Shape.BARS,
            replay -> of(replay).table());

    /** The figures as the chart draws them: no bar where a driver drove no stage. */
    public ChartTable table() {
        List<Integer> stages = stages();
        Map<String, List<Integer>> series = new LinkedHashMap<>();
        players.forEach((name, points) ->
                series.put(name, stages.stream().map(points::get).toList()));
        return new ChartTable(stages, series);
    }

    public static StagePoints of(Replay<PistesState, PistesCommand> replay) {
        PistesState end = replay.last();
        Map<String, Map<Integer, Integer>> players = new LinkedHashMap<>();
        for (Player p : end.players()) {
            Map<Integer, Integer> stages = new TreeMap<>();
            for (Turn t : p.turns()) {
                stages.merge(t.round(), t.points(), Integer::sum);
            }
            players.put(p.name(), stages);
        }
        return new StagePoints(players);
    }

    /** Every stage number driven by anyone, in order. */
    public List<Integer> stages() {
        return players.values().stream()
                .flatMap(m -> m.keySet().stream())
                .distinct()
                .sorted()
                .toList();
    }
}
