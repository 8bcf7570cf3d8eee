package org.caissier.table;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Where a sealed line stands and what it is, bound into its encryption as associated data: the game (the random
 * {@code id=} of its game line), its number among the journal's sealed lines (in play or set aside), its kind (the
 * verb it holds: {@code start}, {@code move}) and whether it is in play or was taken back. A sealed line copied,
 * moved, swapped, pasted from another game, or marked undone by hand then no longer opens where it stands.
 *
 * <p>In a chained journal ({@link Rules#chainsLines()}) the place also holds {@code chain}, the digest of the game
 * line and of every command line before it as first written ({@link SealChain}): a public line edited, removed,
 * added or pasted before a sealed line stops that line from opening. Empty in the journals sealed before.
 */
public record SealPlace(String gameId, int sequence, String kind, boolean inPlay, String chain) {

    /** A place of a journal sealed before lines were chained. */
    public SealPlace(String gameId, int sequence, String kind, boolean inPlay) {
        this(gameId, sequence, kind, inPlay, "");
    }

    /** The same line with the other state: in play, or taken back. */
    public SealPlace inPlay(boolean now) {
        return new SealPlace(gameId, sequence, kind, now, chain);
    }

    /** The same place for another kind. */
    public SealPlace ofKind(String other) {
        return new SealPlace(gameId, sequence, other, inPlay, chain);
    }

    byte[] associatedData() {
        // NUL-separated: none of the parts can hold one, so two places never give the same bytes.
        if (chain.isEmpty()) {
            return String.join(
                            "\0",
                            "caissier sealed line 2",
                            gameId,
                            Integer.toString(sequence),
                            kind,
                            inPlay ? "in play" : "taken back")
                    .getBytes(StandardCharsets.UTF_8);
        }
        return String.join(
                        "\0",
                        "caissier sealed line 3",
                        gameId,
                        Integer.toString(sequence),
                        kind,
                        inPlay ? "in play" : "taken back",
                        chain)
                .getBytes(StandardCharsets.UTF_8);
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
