package org.caissier.app;

import java.util.List;
import org.caissier.charts.ui.ChartsWindow;
import org.caissier.cup.RegattaModule;
import org.caissier.cup.TournamentModule;
import org.caissier.cup.export.ExportOption;
import org.caissier.cup.match.MatchModule;
import org.caissier.cup.match.ui.MatchUi;
import org.caissier.cup.ui.CupRegattaUi;
import org.caissier.cup.ui.CupTournamentUi;
import org.caissier.espion.EspionModule;
import org.caissier.espion.ui.EspionUi;
import org.caissier.longcours.LongCoursModule;
import org.caissier.longcours.ui.LongCoursUi;
import org.caissier.pistes.PistesModule;
import org.caissier.pistes.ui.PistesUi;
import org.caissier.table.Games;
import org.caissier.table.PinSource;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameRegistry;

/** The games this build knows: one line per game, in the launcher's order. */
public final class Wiring {
    private Wiring() {}

    /** Every game of this build, in the launcher's order. */
    public static List<GamePlugin<?, ?>> plugins() {
        return List.of(
                LongCoursUi.plugin(),
                PistesUi.plugin(),
                CupTournamentUi.plugin(),
                CupRegattaUi.plugin(),
                MatchUi.plugin(),
                EspionUi.plugin());
    }

    public static GameRegistry registry() {
        return registry(plugins());
    }

    /** The registry of these games, with the charts window (a test's games: the build's and one of its own). */
    public static GameRegistry registry(List<? extends GamePlugin<?, ?>> plugins) {
        return new GameRegistry(
                plugins,
                // A lambda, not a method reference: the charts window (and JFreeChart) loads when first asked for.
                (owner, journal, games, charts, locale) -> ChartsWindow.show(owner, journal, games, charts, locale));
    }

    /** The headless part, for {@code run}. */
    public static Games games() {
        return headless().games();
    }

    /**
     * The same games without their screens, for the verbs that open no window: building a game's plug-in loads its
     * {@code ui} class, and the JVM's checks of that class load Swing (24 classes, and AWT's start with them).
     * Written out a second time, in the same order, with the options of {@code run} the plug-ins add;
     * HeadlessRunTest checks that it says what {@link #plugins()} says.
     */
    static HeadlessGames headless() {
        return new HeadlessGames(
                List.of(
                        new LongCoursModule(),
                        new PistesModule(),
                        new TournamentModule(),
                        new RegattaModule(),
                        new MatchModule(),
                        new EspionModule()),
                List.of(new ExportOption(), PinSource.OPTION));
    }
}
