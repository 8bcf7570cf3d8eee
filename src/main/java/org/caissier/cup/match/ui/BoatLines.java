package org.caissier.cup.match.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.caissier.cup.match.Boat;
import org.caissier.cup.match.MatchState;
import org.caissier.cup.match.Tack;
import org.caissier.ui.kit.Messages;

/** A boat in words, the same on the scorer's screen and on the table display: leg, tack, sequence, crew points. */
final class BoatLines {
    private BoatLines() {}

    static String leg(Boat b, MatchState s, Messages m) {
        return m.get(
                "match.boat.leg",
                b.leg(),
                s.lastLeg(),
                m.get(b.upwind() ? "match.boat.upwind" : "match.boat.downwind"));
    }

    /** The tack, upwind only: downwind the spinnaker's halves carry no colour, so there is no tack to keep (AC-CARD-1). */
    static String tack(Boat b, Messages m) {
        if (!b.upwind()) {
            return m.get("match.boat.noTack");
        }
        return m.get(b.tack() == Tack.STARBOARD ? "match.boat.starboard" : "match.boat.port");
    }

    static String sequence(Boat b, MatchState s, Messages m) {
        if (!s.advanced()) {
            return "";
        }
        if (!b.upwind()) {
            return m.get("match.boat.noSequence");
        }
        String text = b.sequence().running()
                ? m.get("match.boat.follows", b.sequence().follows())
                : m.get("match.boat.mustStart");
        return b.sequence().broken() ? text + " (" + m.get("match.boat.broken") + ")" : text;
    }

    static String crewPoints(Boat b, MatchState s, Messages m) {
        return s.advanced() ? m.get("match.boat.cp", b.crewPoints()) : "";
    }

    /** The smaller lines: status, key posts, last movement, turns to miss, the leg's cards. */
    static List<String> details(Boat b, MatchState s, Messages m) {
        return details(b, s, m, false);
    }

    /**
     * The same, the leg's cards written as they are typed ("3 g", "3 v") when {@code typed}: six boats on a laptop,
     * where the whole words took a boat's line twice.
     */
    static List<String> details(Boat b, MatchState s, Messages m, boolean typed) {
        List<String> lines = new ArrayList<>();
        if (!b.racing()) {
            int place = s.finishers().indexOf(b.crew()) + 1;
            lines.add(m.get("match.boat.status." + b.status().name().toLowerCase(Locale.ROOT), place));
        }
        if (b.headToWind()) {
            lines.add(m.get("match.boat.headToWind"));
        }
        if (b.misses() > 0) {
            lines.add(m.get("match.boat.misses", b.misses()));
        }
        if (!b.cards().isEmpty()) {
            lines.add(m.get("match.boat.mp", b.lastMp()) + " · "
                    + m.get(
                            "match.boat.cards",
                            String.join(
                                    ", ",
                                    b.cards().stream()
                                            .map(c -> typed ? typed(card(c, m.french())) : card(c, m.french()))
                                            .toList())));
        }
        if (s.advanced() && !b.keyPosts().isEmpty()) {
            lines.add(m.get("match.boat.posts", b.keyPosts()));
        }
        return lines;
    }

    /** A card in words ("2 green") as the card's field takes it: its value and its colour's initial ("2 g"). */
    private static String typed(String card) {
        int space = card.lastIndexOf(' ');
        return space < 0 ? card : card.substring(0, space + 2);
    }

    /** A card as the boat keeps it ("2 green") in the screen's language ("2 vert"). */
    static String card(String kept, boolean french) {
        for (Tack t : Tack.values()) {
            if (kept.endsWith(" " + t.colour())) {
                return kept.substring(0, kept.length() - t.colour().length()) + t.colour(french);
            }
        }
        return kept;
    }
}
