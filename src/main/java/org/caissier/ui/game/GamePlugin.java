package org.caissier.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.caissier.charts.GameChart;
import org.caissier.charts.GameCharts;
import org.caissier.device.ButtonMapping;
import org.caissier.table.Command;
import org.caissier.table.GameModule;
import org.caissier.table.RunOption;
import org.caissier.table.Seats;

/**
 * Everything the program knows of one game, in one typed description:
 * <ul>
 *   <li>{@code module}: the headless part — the id, the seats, and {@code start}, which reads the {@code game} line
 *       and gives the rules (parser, {@code apply}, describer, JSON view) with the first state. {@code run} uses
 *       nothing else.</li>
 *   <li>{@code screens}: the screen factory — the name, the new-game dialog, the table view, and the Game menu
 *       items, which receive the open session of this game.</li>
 *   <li>{@code boxDefaults}: what the box's buttons mean in this game until the table changes it.</li>
 *   <li>{@code charts}: the charts of its own that Game → Charts shows beside the dice (which every game gets, from
 *       what its rules say each command rolled: {@code Rules.diceRolled}).</li>
 *   <li>{@code runOptions}: the options of {@code caissier run} it declares (Espion's {@code --pin}, the Cup's
 *       {@code --export}).</li>
 * </ul>
 * Its help text is its screens' ({@link GameUi#commandHelp}). A game's {@code ui} package offers one (e.g.
 * {@code LongCoursUi.plugin()}); {@code app.Wiring} lists them, one line each.
 *
 * @param <S> the game's state
 * @param <C> the game's command type
 */
public record GamePlugin<S, C extends Command>(
        GameModule<S, C> module,
        GameUi<S, C> screens,
        ButtonMapping boxDefaults,
        List<GameChart<S, C>> charts,
        List<RunOption> runOptions) {

    public GamePlugin {
        Objects.requireNonNull(module, "module");
        Objects.requireNonNull(screens, "screens");
        Objects.requireNonNull(boxDefaults, "boxDefaults");
        charts = List.copyOf(charts);
        runOptions = List.copyOf(runOptions);
        if (!module.id().equals(screens.gameId())) {
            throw new IllegalArgumentException("the screens of " + screens.gameId() + " given for game " + module.id());
        }
    }

    public GamePlugin(GameModule<S, C> module, GameUi<S, C> screens, ButtonMapping boxDefaults) {
        this(module, screens, boxDefaults, List.of(), List.of());
    }

    /** A game that knows no box: its roll button rolls, nothing else. */
    public GamePlugin(GameModule<S, C> module, GameUi<S, C> screens) {
        this(module, screens, ButtonMapping.standard());
    }

    /** This game with this chart of its own as well. */
    public GamePlugin<S, C> withChart(GameChart<S, C> chart) {
        List<GameChart<S, C>> all = new ArrayList<>(charts);
        all.add(chart);
        return new GamePlugin<>(module, screens, boxDefaults, all, runOptions);
    }

    /** This game declaring these options of {@code caissier run} as well. */
    public GamePlugin<S, C> withRunOptions(RunOption... more) {
        List<RunOption> all = new ArrayList<>(runOptions);
        all.addAll(List.of(more));
        return new GamePlugin<>(module, screens, boxDefaults, charts, all);
    }

    /** Its own charts, with the types they read. */
    public GameCharts<S, C> gameCharts() {
        return new GameCharts<>(module.stateType(), module.commandType(), charts);
    }

    /** The id of its {@code game} line. */
    public String id() {
        return module.id();
    }

    /** How many players or crews it takes, as its module declares. */
    public Seats seats() {
        return module.seats();
    }
}
