package org.caissier.phone;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.caissier.espion.EspionState;
import org.caissier.longcours.Corsair;
import org.caissier.longcours.Deck;
import org.caissier.longcours.LongCoursState;
import org.caissier.pistes.PistesState;
import org.caissier.table.Session;
import org.caissier.testing.LongNames;

/**
 * A saved game's moment at its widest for a phone: as many players as the game seats, each with a long name
 * (the saved players renamed, the others their copies), the history kept for the last news.
 */
final class WideTables {
    /** As long as a name may be (40 characters, NameCheck), accented and hyphenated: the screen audit's names. */
    static final List<String> NAMES = LongNames.ALL.subList(0, 12);

    private WideTables() {}

    static Session.Snapshot<Object, Object> widest(Session.Snapshot<Object, Object> moment) {
        Object state = moment.state();
        Object wide;
        if (state instanceof LongCoursState s) {
            wide = longCours(s, 6);
        } else if (state instanceof PistesState s) {
            wide = pistes(s, 12);
        } else {
            EspionState s = (EspionState) state;
            wide = new EspionState(
                    NAMES.get(0),
                    NAMES.get(1),
                    s.scale(),
                    s.territory(),
                    s.turn(),
                    s.phase(),
                    s.circles(),
                    s.roadblocks(),
                    s.route(),
                    s.winner().map(w -> w.equals(s.spy()) ? NAMES.get(0) : NAMES.get(1)),
                    false);
        }
        return new Session.Snapshot<>(wide, moment.history(), true, false);
    }

    private static LongCoursState longCours(LongCoursState s, int seats) {
        Map<String, String> renamed = new HashMap<>();
        List<org.caissier.longcours.Player> players = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            org.caissier.longcours.Player p = s.players().get(i % s.players().size());
            renamed.putIfAbsent(p.name(), NAMES.get(i));
            players.add(new org.caissier.longcours.Player(
                    NAMES.get(i), p.cash() * 1000 + 7, p.cargo(), p.status(), p.stop(), p.cards()));
        }
        Corsair c = s.corsair();
        Corsair corsair = c.owner() == null ? c : new Corsair(renamed.get(c.owner()), c.stop(), c.boughtTurn());
        return new LongCoursState(
                s.board(),
                Deck.forGame(seats, s.deck().shortGame()),
                players,
                s.round(),
                s.turn(),
                s.turnNumber(),
                s.done(),
                corsair,
                s.wrecks(),
                s.bank(),
                s.winner() == null ? null : renamed.get(s.winner()));
    }

    private static PistesState pistes(PistesState s, int seats) {
        List<org.caissier.pistes.Player> players = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            org.caissier.pistes.Player p = s.players().get(i % s.players().size());
            players.add(new org.caissier.pistes.Player(
                    NAMES.get(i), p.status(), p.rank(), p.equipment(), p.points(), p.turns(), p.arrivalRound()));
        }
        return new PistesState(s.table(), s.ranking(), players, s.turnIndex(), s.round());
    }
}
