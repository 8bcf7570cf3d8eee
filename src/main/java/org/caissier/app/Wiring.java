package org.caissier.app;

import java.util.List;
import org.caissier.charts.ui.ChartsWindow;
import org.caissier.cup.match.ui.MatchUi;
import org.caissier.cup.ui.CupRegattaUi;
import org.caissier.cup.ui.CupTournamentUi;
import org.caissier.espion.ui.EspionUi;
import org.caissier.longcours.ui.LongCoursUi;
import org.caissier.pistes.ui.PistesUi;
import org.caissier.table.Games;
import org.caissier.ui.GameRegistry;

/** The games this build knows: one line per game, in the launcher's order. */
public final class Wiring {
    private Wiring() {
    }

    public static GameRegistry registry() {
        return new GameRegistry(List.of(
                LongCoursUi.plugin(),
                PistesUi.plugin(),
                CupTournamentUi.plugin(),
                CupRegattaUi.plugin(),
                MatchUi.plugin(),
                EspionUi.plugin()),
                // A lambda, not a method reference: the charts window (and JFreeChart) loads when first asked for.
                (owner, journal, games, locale) -> ChartsWindow.show(owner, journal, games, locale));
    }

    /** The headless part, for {@code run}. */
    public static Games games() {
        return registry().games();
    }
}
