package org.caissier.table;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * The running digest of a journal's command lines as first written, which every sealed line of a chained journal
 * binds into its seal: the game line with its id, then each command line in file order, in play, undone or dropped
 * alike (comments and notes are not command lines). A public line counts by its text, a sealed line by what it holds,
 * so that sealing it again as taken back or in play changes nothing after it. Edit, remove, add or transplant any
 * line before a sealed one and that sealed line no longer opens: the PIN's holder finds it out.
 */
final class SealChain {
    private byte[] link;

    private SealChain(byte[] link) {
        this.link = link;
    }

    /** The chain's first link: the game line (its id included). */
    static SealChain from(String gameLine) {
        return new SealChain(digest(new byte[0], "game", gameLine));
    }

    /** A public line, as the file holds it without its mark. */
    void addPublic(String text) {
        link = digest(link, "line", text);
    }

    /** A sealed line, by the command it holds. */
    void addSealed(String clear) {
        link = digest(link, "sealed", clear);
    }

    /** The digest of every line so far, as a sealed line's place binds it. */
    String link() {
        return Base64.getEncoder().encodeToString(link);
    }

    private static byte[] digest(byte[] before, String kind, String text) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(before);
            // NUL-separated: no line holds one, so two different lines never give the same bytes.
            sha.update((kind + "\0" + text + "\0").getBytes(StandardCharsets.UTF_8));
            return sha.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java 17 runtime", e);
        }
    }
}
