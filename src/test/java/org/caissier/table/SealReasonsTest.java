package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Why a seal refuses, in the screen's language: every reason a player can read is a text of the bundles, and its
 * English words are the ones {@code caissier run} has always printed (its output is a contract: commands.md).
 */
class SealReasonsTest {
    private static final char NNBSP = '\u202F';
    private static final Said START_AND_MOVE = Said.of(
            "table.seal.verbLines",
            Said.of("table.and", Said.of("table.seal.verb", "start"), Said.of("table.seal.verb", "move")));

    /** Each reason and the English sentence run printed before the reasons moved into the bundles. */
    private static Map<Said, String> reasons() {
        Map<Said, String> r = new LinkedHashMap<>();
        r.put(Said.of("table.seal.wrongPin"), "wrong PIN: it does not open the sealed lines of this game");
        r.put(Said.of("table.seal.noPin"), "this game was started without a PIN: it has no sealed lines");
        r.put(
                Said.of("table.seal.missing"),
                "a sealed line is missing before this one (deleted, or marked undone by hand)");
        r.put(
                Said.of("table.seal.publicDue", START_AND_MOVE),
                "a sealed line where a public line is due: only \"start\" and \"move\" lines may be sealed");
        r.put(Said.of("table.seal.onlySealable", Said.of("table.seal.secretLines")), "only secret lines may be sealed");
        r.put(
                Said.of("table.seal.undoneByHand"),
                "this sealed line was marked undone by hand: only its player takes it back, with his PIN");
        r.put(
                Said.of("table.seal.notHere"),
                "this sealed line was not written here: copied, moved, changed or taken from another game");
        r.put(Said.of("table.seal.markRemoved"), "this sealed line was taken back and its mark removed by hand");
        r.put(Said.of("table.seal.inPlay"), "this sealed line is in play: it was not taken back here");
        r.put(Said.of("table.seal.damaged"), "the sealed line was changed or damaged; it cannot be read");
        r.put(
                Said.of("table.seal.noHeader", "# sealing"),
                "a sealed line, but the file has no \"# sealing\" line to open it");
        r.put(Said.of("table.seal.header.unreadable"), "the journal's sealing line cannot be read");
        r.put(
                Said.of("table.seal.header.refused", Said.of("table.seal.kdf.unknown")),
                "the journal's sealing line is refused, nothing was derived: the sealing line names no key "
                        + "derivation this program knows");
        r.put(
                Said.of("table.seal.kdf.iterations", "999999999", 600_000),
                "iterations=999999999 is outside 1 to 600000");
        r.put(Said.of("table.seal.kdf.memory", "99999999", 8, 262_144), "m=99999999 is outside 8 to 262144 KiB");
        r.put(Said.of("table.seal.kdf.passes", "11", 10), "t=11 is outside 1 to 10");
        r.put(Said.of("table.seal.kdf.lanes", "5", 4), "p=5 is outside 1 to 4");
        r.put(Said.of("table.seal.kdf.perLane", "16", 4), "m=16 is less than 8 KiB for each of 4 lanes");
        return r;
    }

    @Test
    void each_reason_keeps_the_english_words_run_prints_and_has_its_french() {
        reasons().forEach((said, english) -> {
            SealException e = new SealException(7, said);
            assertThat(e.getMessage()).isEqualTo("line 7: " + english);
            assertThat(e.reason()).isEqualTo(english);
            assertThat(e.message(Locale.ENGLISH)).isEqualTo(e.getMessage());
            String french = e.message(Locale.FRENCH);
            assertThat(french)
                    .as(english)
                    .startsWith("ligne 7" + NNBSP + ": ")
                    .doesNotContain("!table.")
                    .doesNotContain("sealed")
                    .doesNotContain("'")
                    .doesNotContain("\"");
            for (int i = 0; i < french.length(); i++) {
                if (":;?!".indexOf(french.charAt(i)) >= 0) {
                    assertThat(french.charAt(i - 1))
                            .as("before '%s' in %s", french.charAt(i), french)
                            .isEqualTo(NNBSP);
                }
            }
        });
    }

    @Test
    void the_bounds_of_a_sealing_line_are_said_in_the_screen_s_language_and_in_run_s_words() {
        Said problem = LineSeal.headerProblem("# sealing argon2id m=65536 t=11 p=1 salt=AAAA check=AAAA")
                .orElseThrow();
        assertThat(problem.in(Locale.ENGLISH))
                .isEqualTo("the journal's sealing line is refused, nothing was derived: t=11 is outside 1 to 10");
        assertThat(problem.in(Locale.FRENCH))
                .isEqualTo("la ligne de scellement du journal est refusée, rien n’a été" + " dérivé" + NNBSP
                        + ": t=11 n’est pas entre 1 et 10");
        assertThat(LineSeal.headerProblem("# sealing argon2id m=4 t=1 p=1 salt=AAAA check=AAAA")
                        .orElseThrow()
                        .in(Locale.FRENCH))
                .endsWith("m=4 n’est pas entre 8 et 262" + NNBSP + "144" + NNBSP + "Kio");
    }

    @Test
    void a_pin_that_opens_nothing_says_so_in_french_on_a_french_screen() {
        LineSeal seal = LineSeal.create(Pin.of("24681012"), new SecureRandom(), new SealKdf.Argon2id(8, 1, 1));
        try {
            LineSeal.unlock(Pin.of("24681013"), seal.headerLine(), new SecureRandom());
            throw new AssertionError("a wrong PIN opened the seal");
        } catch (SealException e) {
            assertThat(e.getMessage()).isEqualTo("wrong PIN: it does not open the sealed lines of this game");
            assertThat(e.message(Locale.FRENCH))
                    .isEqualTo("mauvais code" + NNBSP + ": il n’ouvre pas les lignes scellées de cette partie");
        }
    }
}
