package org.caissier.app;

import java.util.LinkedHashSet;
import java.util.List;
import org.caissier.table.GameModule;
import org.caissier.table.Games;
import org.caissier.table.RunOption;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameRegistry;

/**
 * What the verbs that open no window ({@code run}, {@code --list-games}, {@code --help}) know of the games: their
 * rules and the options of {@code run} they declare, without their screens. Built by {@link Wiring#headless()} for
 * the program, so that a headless run loads no Swing; from a whole registry for a test's games.
 *
 * @param modules    the games' headless parts, in the launcher's order
 * @param runOptions the options of {@code run} the games declare, in the games' order, each once
 */
record HeadlessGames(List<GameModule<?, ?>> modules, List<RunOption> runOptions) {

    HeadlessGames {
        modules = List.copyOf(modules);
        runOptions = List.copyOf(new LinkedHashSet<>(runOptions));
    }

    /** The headless part of a whole registry (a test's, with a game of its own). */
    static HeadlessGames of(GameRegistry registry) {
        return new HeadlessGames(
                registry.plugins().stream()
                        .<GameModule<?, ?>>map(GamePlugin::module)
                        .toList(),
                registry.runOptions());
    }

    /** What {@code run} starts a game from. */
    Games games() {
        return new Games(modules);
    }

    /** The ids of every game, in order ({@code caissier --list-games}). */
    List<String> ids() {
        return modules.stream().map(GameModule::id).toList();
    }
}
