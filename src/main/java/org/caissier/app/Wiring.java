package org.caissier.app;

import java.util.List;
import org.caissier.cup.RegattaModule;
import org.caissier.cup.TournamentModule;
import org.caissier.cup.match.MatchModule;
import org.caissier.cup.match.ui.MatchUi;
import org.caissier.cup.ui.CupRegattaUi;
import org.caissier.cup.ui.CupTournamentUi;
import org.caissier.longcours.LongCoursModule;
import org.caissier.longcours.ui.LongCoursUi;
import org.caissier.pistes.PistesModule;
import org.caissier.pistes.ui.PistesUi;
import org.caissier.table.GameModule;
import org.caissier.table.Games;
import org.caissier.ui.GameUi;

/** The games this build knows. */
public final class Wiring {
    private Wiring() {
    }

    public static Games games() {
        return new Games(modules());
    }

    static List<GameModule> modules() {
        return List.of(new LongCoursModule(), new PistesModule(), new TournamentModule(), new RegattaModule(),
                new MatchModule());
    }

    /** The screens of those games, in the launcher's order. */
    public static List<GameUi> gameUis() {
        return List.of(new LongCoursUi(), new PistesUi(), new CupTournamentUi(), new CupRegattaUi(),
                new MatchUi(games()));
    }
}
