package org.caissier.table.counter;

import java.awt.Window;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JComponent;
import javax.swing.JLabel;
import org.caissier.charts.ChartTable;
import org.caissier.charts.GameChart;
import org.caissier.charts.Replay;
import org.caissier.table.RunOption;
import org.caissier.table.Session;
import org.caissier.table.WholeFile;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameUi;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;

/**
 * The counter game as a fifth game of the program, known to the tests only: what adding a game takes. Its help is
 * {@code src/test/resources/help/counter_LANG.txt}, its golden journal {@code golden/counter.caissier}, its chart
 * the scores line by line, its {@code run} option {@code --scores FILE}; {@code testing.TestGames} registers it in
 * one line, and no file the other games share is changed for it.
 */
public final class CounterUi implements GameUi<CounterState, CounterCommand> {

    /** Each player's score after each line (0: the start). */
    static final GameChart<CounterState, CounterCommand> SCORES = new GameChart<>(
            "scores",
            new GameChart.Words(
                    "i18n.counter",
                    "counter.chart.scores",
                    "counter.chart.scores.title",
                    "counter.chart.scores.line",
                    "counter.chart.scores.value"),
            GameChart.Shape.LINES,
            CounterUi::scores);

    public static GamePlugin<CounterState, CounterCommand> plugin() {
        return new GamePlugin<>(new CounterGame(), new CounterUi())
                .withChart(SCORES)
                .withRunOptions(new ScoresOption());
    }

    static ChartTable scores(Replay<CounterState, CounterCommand> replay) {
        List<Integer> lines = new ArrayList<>(List.of(0));
        Map<String, List<Integer>> series = new LinkedHashMap<>();
        CounterState start = replay.initial();
        start.scores().forEach((name, score) -> series.put(name, new ArrayList<>(List.of(score))));
        for (Replay.Step<CounterState, CounterCommand> step : replay.steps()) {
            lines.add(lines.size());
            step.after().scores().forEach((name, score) -> series.get(name).add(score));
        }
        return new ChartTable(lines, series);
    }

    @Override
    public String gameId() {
        return CounterGame.ID;
    }

    @Override
    public String displayName(Messages messages) {
        return "Counter";
    }

    @Override
    public Optional<String> askNewGame(Window owner, UiContext context) {
        return Optional.of("game counter Ann Bob");
    }

    @Override
    public GameView open(
            Session<CounterState, CounterCommand> session, GameContext<CounterState, CounterCommand> context) {
        JLabel scores = new JLabel();
        scores.setName("counterScores");
        return new GameView() {
            @Override
            public JComponent component() {
                return scores;
            }

            @Override
            public void refresh() {
                scores.setText(session.state().scores().toString()); // typed: no cast to reach the scores
            }

            @Override
            public List<String> completions() {
                return List.of("add", "take", "roll");
            }
        };
    }

    /** {@code run --scores FILE}: once the lines played, each player's score on a line of FILE. */
    static final class ScoresOption implements RunOption {
        @Override
        public String usage() {
            return "       caissier run --scores OUT FILE  the same, and write the counter game's scores into OUT\n";
        }

        @Override
        public Reading reading() {
            return new Reading() {
                private Path out;

                @Override
                public boolean takes(String name) {
                    return name.equals("--scores") && out == null;
                }

                @Override
                public void read(String name, String value, InputStream in) {
                    out = Path.of(value);
                }

                @Override
                public int afterRun(String gameId, Object state, Path baseDir, PrintStream err) {
                    if (out == null) {
                        return 0;
                    }
                    if (!(state instanceof CounterState counter)) {
                        err.println("--scores writes the scores of counter games only");
                        return 1;
                    }
                    StringBuilder text = new StringBuilder();
                    counter.scores()
                            .forEach((name, score) ->
                                    text.append(name).append(',').append(score).append('\n'));
                    try {
                        new WholeFile().write(out, text.toString().getBytes(StandardCharsets.UTF_8));
                        return 0;
                    } catch (IOException e) {
                        err.println("cannot write " + out + ": " + e.getMessage());
                        return 1;
                    }
                }
            };
        }
    }
}
