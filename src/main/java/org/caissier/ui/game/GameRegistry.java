package org.caissier.ui.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.caissier.device.ButtonMapping;
import org.caissier.table.GameModule;
import org.caissier.table.Games;
import org.caissier.table.RunOption;

/**
 * The games this build knows, in the launcher's order, by id: the one list the window, the menus, the box and
 * {@code run} read. Built once by {@code app.Wiring} and handed to whoever needs it.
 */
public final class GameRegistry {
    private final Map<String, GamePlugin<?, ?>> plugins = new LinkedHashMap<>();
    private final Optional<JournalCharts> charts;

    public GameRegistry(List<? extends GamePlugin<?, ?>> plugins) {
        this(plugins, Optional.empty());
    }

    /** The games, and the charts the Game menu offers for an open game of any of them. */
    public GameRegistry(List<? extends GamePlugin<?, ?>> plugins, JournalCharts charts) {
        this(plugins, Optional.of(charts));
    }

    private GameRegistry(List<? extends GamePlugin<?, ?>> plugins, Optional<JournalCharts> charts) {
        this.charts = charts;
        for (GamePlugin<?, ?> p : plugins) {
            if (this.plugins.putIfAbsent(p.id(), p) != null) {
                throw new IllegalArgumentException("two games have the id " + p.id());
            }
        }
    }

    /** Game → Charts, when this build has them. */
    public Optional<JournalCharts> charts() {
        return charts;
    }

    public List<GamePlugin<?, ?>> plugins() {
        return List.copyOf(plugins.values());
    }

    /** The ids of every game, in order ({@code caissier --list-games}). */
    public List<String> ids() {
        return List.copyOf(plugins.keySet());
    }

    /** The screens of every game, in order. */
    public List<GameUi<?, ?>> screens() {
        return plugins.values().stream().<GameUi<?, ?>>map(GamePlugin::screens).toList();
    }

    /**
     * The options of {@code caissier run} the games declare, in the games' order, each once (the Cup's two games
     * declare the same {@code --export}).
     */
    public List<RunOption> runOptions() {
        Set<RunOption> options = new LinkedHashSet<>();
        plugins.values().forEach(p -> options.addAll(p.runOptions()));
        return List.copyOf(options);
    }

    /** The headless registry: what {@code run} and {@code Session.open} start games from. */
    public Games games() {
        List<GameModule<?, ?>> modules = new ArrayList<>();
        plugins.values().forEach(p -> modules.add(p.module()));
        return new Games(modules);
    }

    public Optional<GamePlugin<?, ?>> find(String gameId) {
        return Optional.ofNullable(plugins.get(gameId));
    }

    /** The game of an open session: it was started by one of these modules, so it is here. */
    public GamePlugin<?, ?> require(String gameId) {
        return find(gameId).orElseThrow(() -> new IllegalStateException("no game " + gameId + " in this build"));
    }

    /** What the box's buttons mean in a game until the table changes it. */
    public ButtonMapping boxDefaults(String gameId) {
        return find(gameId).map(GamePlugin::boxDefaults).orElse(ButtonMapping.standard());
    }
}
