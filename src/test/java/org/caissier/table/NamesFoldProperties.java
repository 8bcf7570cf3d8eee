package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.Normalizer;
import java.util.Locale;
import org.caissier.testing.Cases;
import org.caissier.testing.Gen;
import org.junit.jupiter.api.Test;

/** The shortcut for plain words folds exactly as the full rule (accents, separators, case) does. */
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
}
