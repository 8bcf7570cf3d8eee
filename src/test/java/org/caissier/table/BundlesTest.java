package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every text of every bundle, rendered in French and in English by the program's one placeholder engine: a key
 * in one language only, a placeholder left unfilled or a doubled apostrophe (MessageFormat's quoting, which the
 * engine does not have) is a fault.
 */
class BundlesTest {
    private static final Path I18N = Path.of("resources/i18n");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d{1,3})([,}])");

    @Test
    void every_key_of_every_bundle_renders_in_both_languages() throws IOException {
        List<String> faults = new ArrayList<>();
        List<Path> english = englishBundles();
        assertThat(english).as("bundles found").hasSizeGreaterThan(10);
        for (Path en : english) {
            Path fr = en.resolveSibling(en.getFileName().toString().replace(".properties", "_fr.properties"));
            Properties enTexts = load(en);
            Properties frTexts = Files.exists(fr) ? load(fr) : new Properties();
            Set<String> keys = new TreeSet<>(enTexts.stringPropertyNames());
            keys.addAll(frTexts.stringPropertyNames());
            for (String key : keys) {
                String where = I18N.relativize(en) + " " + key + ": ";
                for (Locale locale : List.of(Locale.ENGLISH, Locale.FRENCH)) {
                    Properties texts = locale == Locale.ENGLISH ? enTexts : frTexts;
                    String text = texts.getProperty(key);
                    if (text == null) {
                        faults.add(where + "missing in " + (locale == Locale.ENGLISH ? "English" : "French"));
                        continue;
                    }
                    faults.addAll(faults(where + locale + " ", text, locale));
                }
            }
        }
        assertThat(faults).isEmpty();
    }

    @Test
    void the_checks_catch_each_fault() {
        assertThat(faults("", "it isn''t {0}", Locale.ENGLISH)).containsExactly("doubled apostrophe: it isn''t {0}");
        assertThat(faults("", "{0} has {1 cards", Locale.ENGLISH))
                .hasSize(1)
                .first()
                .asString()
                .startsWith("placeholder left");
        assertThat(faults("", "{0} a {1,choice,0#aucune carte|1#une carte|1<{1} cartes}", Locale.FRENCH))
                .isEmpty();
        assertThat(TextPattern.format(
                        "la part de {0} : {1,choice,0#rien|1<{1} M}",
                        List.of("Ann", 1200), Locale.FRENCH, TextPattern.EnglishNumbers.PLAIN))
                .isEqualTo("la part d’Ann : 1\u202F200 M");
        assertThat(TextPattern.format(
                        "{0}'s {1} points", List.of("Ann", 1200), Locale.ENGLISH, TextPattern.EnglishNumbers.GROUPED))
                .isEqualTo("Ann's 1,200 points");
        assertThat(TextPattern.format(
                        "{0}'s {1} points", List.of("{1}", 1200), Locale.ENGLISH, TextPattern.EnglishNumbers.PLAIN))
                .isEqualTo("{1}'s 1200 points");
    }

    /** The text rendered with sample arguments: a count where a choice needs a number, a name elsewhere. */
    private static List<String> faults(String where, String text, Locale locale) {
        List<String> faults = new ArrayList<>();
        if (text.contains("''")) {
            faults.add(where + "doubled apostrophe: " + text);
        }
        int highest = -1;
        Set<Integer> counts = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            int i = Integer.parseInt(m.group(1));
            highest = Math.max(highest, i);
            if (",".equals(m.group(2))) {
                counts.add(i);
            }
        }
        List<Object> args = new ArrayList<>();
        for (int i = 0; i <= highest; i++) {
            args.add(counts.contains(i) ? (Object) 2 : "Ann");
        }
        String said = TextPattern.format(text, args, locale, TextPattern.EnglishNumbers.GROUPED);
        if (said.indexOf('{') >= 0 || said.indexOf('}') >= 0) {
            faults.add(where + "placeholder left: " + said);
        }
        return faults;
    }

    private static List<Path> englishBundles() throws IOException {
        try (Stream<Path> files = Files.walk(I18N)) {
            return files.filter(p -> p.toString().endsWith(".properties")
                            && !p.toString().endsWith("_fr.properties"))
                    .sorted()
                    .toList();
        }
    }

    private static Properties load(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }
}
