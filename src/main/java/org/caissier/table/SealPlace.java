package org.caissier.table;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Where a sealed line stands and what it is, bound into its encryption as associated data: the game (the random
 * {@code id=} of its game line), its number among the journal's sealed lines (in play or set aside), its kind (the
 * verb it holds: {@code start}, {@code move}) and whether it is in play or was taken back. A sealed line copied,
 * moved, swapped, pasted from another game, or marked undone by hand then no longer opens where it stands.
 */
public record SealPlace(String gameId, int sequence, String kind, boolean inPlay) {

    /** The same line with the other state: in play, or taken back. */
    public SealPlace inPlay(boolean now) {
        return new SealPlace(gameId, sequence, kind, now);
    }

    /** The same place for another kind. */
    public SealPlace ofKind(String other) {
        return new SealPlace(gameId, sequence, other, inPlay);
    }

    byte[] associatedData() {
        // NUL-separated: none of the parts can hold one, so two places never give the same bytes.
        return String.join("\0", "caissier sealed line 2", gameId, Integer.toString(sequence), kind,
                inPlay ? "in play" : "taken back").getBytes(StandardCharsets.UTF_8);
    }

    /** The {@code id=} word of a game line, or "" when it has none (a game started before ids, or from a script). */
    public static String gameIdIn(String gameLine) {
        List<String> words;
        try {
            words = Words.split(gameLine);
        } catch (RuleViolation e) {
            return "";
        }
        for (String w : words) {
            if (w.toLowerCase(Locale.ROOT).startsWith("id=")) {
                return w.substring(3);
            }
        }
        return "";
    }
}
