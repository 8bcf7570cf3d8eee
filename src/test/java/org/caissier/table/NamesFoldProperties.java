package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.testing.Cases;
import org.caissier.testing.Gen;
import org.junit.jupiter.api.Test;

/** The shortcuts for plain words and Latin-1 accents give exactly what the full rule (accents, separators, case) gives. */
class NamesFoldProperties {
    private static String fullFold(String name) {
        String bare = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return bare.toLowerCase(Locale.ROOT).replaceAll("[\\s_\\-']+", " ").trim();
    }

    @Test
    void fold_agrees_with_the_full_rule_on_plain_and_on_marked_words() {
        String plain = Gen.range('a', 'z') + Gen.range('A', 'Z') + Gen.range('0', '9');
        String any = plain + " _-'éÉèçœÆñÑüİı\u0301\t";
        Cases.forAll(
                2000,
                r -> Gen.string(r, 0, 12, r.nextBoolean() ? plain : any),
                word -> assertThat(Names.fold(word)).isEqualTo(fullFold(word)));
    }

    @Test
    void latin_accents_come_off_as_the_normaliser_takes_them_off() {
        for (char c = 0; c < 0x2100; c++) {
            String text = "É" + c + "a";
            String full = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
            Names.withoutLatinAccents(text)
                    .ifPresent(bare ->
                            assertThat(bare).as("U+%04X", (int) text.charAt(1)).isEqualTo(full));
        }
        assertThat(Names.withoutLatinAccents("Édition… « Çà » – Noël’s")).contains("Edition… « Ca » – Noel’s");
        assertThat(Names.withoutLatinAccents("Œuvre")).isEmpty();
    }

    /** The known name whose fold is the typed one's, the first of them, or else the only one it begins. */
    private static Optional<String> fullFind(String typed, List<String> known) {
        String key = fullFold(typed);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        List<String> starting = new ArrayList<>();
        for (String name : known) {
            if (fullFold(name).equals(key)) {
                return Optional.of(name);
            }
            if (fullFold(name).startsWith(key)) {
                starting.add(name);
            }
        }
        return starting.size() == 1 ? Optional.of(starting.get(0)) : Optional.empty();
    }

    private record Lookup(String typed, List<String> known) {}

    @Test
    void find_agrees_with_folding_every_known_name() {
        // Plain names are compared without their fold being made: look-alikes of ASCII letters (dotless i, long s,
        // the Kelvin sign) must still match only as their fold does.
        String letters = "aAiIkKsSnN\u0131\u0130\u017F\u212A\u00E9 -";
        Cases.forAll(
                3000,
                r -> {
                    List<String> known = new ArrayList<>();
                    int n = 1 + r.nextInt(4);
                    for (int i = 0; i < n; i++) {
                        known.add(Gen.string(r, 1, 4, r.nextInt(3) == 0 ? letters : "aAiIkKsSnN"));
                    }
                    String typed = r.nextBoolean() ? known.get(r.nextInt(n)) : Gen.string(r, 0, 4, letters);
                    return new Lookup(typed, known);
                },
                c -> assertThat(Names.find(c.typed(), c.known()))
                        .as("%s", c)
                        .isEqualTo(fullFind(c.typed(), c.known())));
    }
}
