package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.Normalizer;
import java.util.Locale;
import org.caissier.testing.Cases;
import org.caissier.testing.Gen;
import org.junit.jupiter.api.Test;

/** The shortcuts for plain words and Latin names fold exactly as the full rule (accents, separators, case) does. */
class NamesFoldProperties {
    private static String fullFold(String name) {
        String bare = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return bare.toLowerCase(Locale.ROOT).replaceAll("[\\s_\\-']+", " ").trim();
    }

    @Test
    void fold_agrees_with_the_full_rule_on_plain_and_on_marked_words() {
        String plain = Gen.range('a', 'z') + Gen.range('A', 'Z') + Gen.range('0', '9');
        String any = plain + " _-'éÉèçœÆñÑüİı\u0301\t";
        Cases.forAll(2000, r -> Gen.string(r, 0, 12, r.nextBoolean() ? plain : any),
                word -> assertThat(Names.fold(word)).isEqualTo(fullFold(word)));
    }

    @Test
    void latin_accents_come_off_as_the_normaliser_takes_them_off() {
        for (char c = 0; c < 0x2100; c++) {
            String text = "É" + c + "a";
            String full = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
            Names.withoutLatinAccents(text).ifPresent(
                    bare -> assertThat(bare).as("U+%04X", (int) text.charAt(1)).isEqualTo(full));
        }
        assertThat(Names.withoutLatinAccents("Édition… « Çà » – Noël’s")).contains("Edition… « Ca » – Noel’s");
        assertThat(Names.withoutLatinAccents("Œuvre")).isEmpty();
    }

    @Test
    void fold_agrees_with_the_full_rule_on_names_of_ascii_and_latin_letters() {
        String latin = Gen.range(' ', '~') + Gen.range('\u00A0', '\u017F') + "\t\n\u000B\f\r\u0001\u007F";
        Cases.forAll(3000, r -> Gen.string(r, 0, 14, latin),
                name -> assertThat(Names.fold(name)).isEqualTo(fullFold(name)));
        for (char c = 0; c < 0x250; c++) {
            for (String name : new String[] {String.valueOf(c), "-" + c + " x", "A" + c + c + "'"}) {
                assertThat(Names.fold(name)).as("U+%04X", (int) c).isEqualTo(fullFold(name));
            }
        }
    }
}
