package org.caissier.longcours;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.caissier.charts.ChartTable;
import org.caissier.charts.GameChart;
import org.caissier.charts.Replay;

/**
 * Long Cours fortunes over the rounds: each captain's cash plus his cargo at resale value (three times the price
 * paid, LC-SELL-2), taken at the start of the game and at the end of every round (the last one as saved).
 *
 * @param rounds  the round each column stands for: 0 the start, then the rounds reached
 * @param players each captain's fortunes, one per entry of {@code rounds}
 */
public record Fortunes(List<Integer> rounds, Map<String, List<Integer>> players) {

    /** Long Cours' chart in Game → Charts: each captain's fortune, a line over the rounds. */
    public static final GameChart<LongCoursState, LongCoursCommand> CHART = new GameChart<>(
            "fortunes",
            new GameChart.Words(
                    "i18n.longcours",
                    "lc.chart.fortunes",
                    "lc.chart.fortunes.title",
                    "lc.chart.fortunes.round",
                    "lc.chart.fortunes.value"),
            GameChart.Shape.LINES,
            replay -> of(replay).table());

    /** The figures as the chart draws them. */
    public ChartTable table() {
        return new ChartTable(rounds, players);
    }

    public static int fortune(Player p) {
        return p.cash() + LongCoursRules.RESALE_FACTOR * p.cargo().total();
    }

    public static Fortunes of(Replay<LongCoursState, LongCoursCommand> replay) {
        List<Integer> rounds = new ArrayList<>();
        Map<String, List<Integer>> players = new LinkedHashMap<>();
        LongCoursState start = replay.initial();
        start.players().forEach(p -> players.put(p.name(), new ArrayList<>()));
        record(0, start, rounds, players);
        LongCoursState previous = start;
        for (Replay.Step<LongCoursState, LongCoursCommand> step : replay.steps()) {
            LongCoursState s = step.after();
            if (s.round() != previous.round()) {
                record(previous.round(), previous, rounds, players);
            }
            previous = s;
        }
        if (!replay.steps().isEmpty()) {
            record(previous.round(), previous, rounds, players);
        }
        players.replaceAll((name, list) -> List.copyOf(list));
        return new Fortunes(List.copyOf(rounds), players);
    }

    private static void record(int round, LongCoursState s, List<Integer> rounds, Map<String, List<Integer>> players) {
        rounds.add(round);
        for (Player p : s.players()) {
            players.get(p.name()).add(fortune(p));
        }
    }
}
