package org.caissier.cup.match.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.cup.match.Boat;
import org.caissier.cup.match.MatchState;
import org.caissier.table.Words;

/**
 * What the entry field means now: the key posts of the boat that has none, the start card of the boat whose card
 * is not turned yet, or the card of the boat to play ({@code 3 g 1 5 7}: g, v = green, r = red).
 */
final class MatchEntry {
    enum Stage {
        POSTS,
        START_CARD,
        STARTS_FIRST,
        CARD,
        OVER
    }

    private MatchEntry() {}

    static Stage stage(MatchState s) {
        if (s.over()) {
            return Stage.OVER;
        }
        if (s.started()) {
            return Stage.CARD;
        }
        if (posting(s).isPresent()) {
            return Stage.POSTS;
        }
        return s.start().manoeuvresDone() ? Stage.STARTS_FIRST : Stage.START_CARD;
    }

    /** The boat that still has to choose its key posts (advanced rules). */
    static Optional<String> posting(MatchState s) {
        if (!s.advanced()) {
            return Optional.empty();
        }
        return s.boats().stream()
                .filter(b -> b.keyPosts().isEmpty())
                .map(Boat::crew)
                .findFirst();
    }

    /** The boat whose start card is to be typed. */
    static String turning(MatchState s) {
        return s.crews().stream()
                .filter(c -> !s.start().turned().containsKey(c))
                .findFirst()
                .orElseThrow();
    }

    /** The line the typed text makes, or empty when the field means nothing now. */
    static Optional<String> line(MatchState s, String typed) {
        List<String> words = new ArrayList<>();
        for (String w : typed.trim().split("\\s+")) {
            if (!w.isEmpty()) {
                words.add(colour(w));
            }
        }
        if (words.isEmpty()) {
            return Optional.empty();
        }
        String rest = String.join(" ", words);
        return switch (stage(s)) {
            case POSTS -> Optional.of("posts " + Words.quote(posting(s).orElseThrow()) + " " + rest);
            case START_CARD -> Optional.of("start-card " + Words.quote(turning(s)) + " " + rest);
            case CARD -> Optional.of("card " + Words.quote(s.toPlay().orElseThrow()) + " " + rest);
            case STARTS_FIRST, OVER -> Optional.empty();
        };
    }

    private static String colour(String word) {
        return switch (word.toLowerCase(Locale.ROOT)) {
            case "g", "v" -> "green";
            case "r" -> "red";
            default -> word;
        };
    }
}
