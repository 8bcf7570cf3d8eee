package org.caissier.cup.match;

import java.nio.file.Path;
import java.util.List;
import org.caissier.cup.RegattaModule;
import org.caissier.cup.TournamentModule;
import org.caissier.table.Games;
import org.caissier.table.Session;

/** Test helper: the games of a club's folder (its events and their matches), and an event journal written there. */
final class ClubEvents {
    private ClubEvents() {}

    static Games games() {
        return new Games(List.of(new TournamentModule(), new RegattaModule(), new MatchModule()));
    }

    /** The event {@code club.caissier} in {@code dir}, started by {@code gameLine} and played on with {@code lines}. */
    static Path event(Games games, Path dir, String gameLine, String... lines) throws Exception {
        Path file = dir.resolve("club.caissier");
        try (Session<?, ?> event = Session.create(file, games.start(gameLine, dir))) {
            for (String line : lines) {
                event.submit(line);
            }
        }
        return file;
    }
}
