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
 * The rules' refusals (and the describers' sentences, {@code say(locale, "cup.says...")}) are keys with their
 * words in French and English (resources/i18n/rules): every key the code uses is in both languages, both languages have the same keys, and a key's placeholders are the same in both.
 */
class RuleTextsTest {
    private static final Path TEXTS = Path.of("resources/i18n/rules");
    private static final Path CODE = Path.of("src/main/java");
    private static final Pattern USE = Pattern.compile(
            "(?:RuleViolation\\.(?:of\\(\\s*[^,()]+,|syntaxOf\\()|\\bsay\\((?:locale,)?)\\s*\"([a-z][A-Za-z0-9]*(?:\\.[A-Za-z0-9]+)+)\"");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");

    private static Properties load(Path file) throws IOException {
        Properties p = new Properties();
        if (Files.exists(file)) {
            try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                p.load(r);
            }
        }
        return p;
    }

    private static Set<String> placeholders(String text) {
        Set<String> found = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    /** What is wrong with one bundle's two languages, one sentence a problem. */
    static List<String> problems(String bundle, Properties english, Properties french) {
        List<String> problems = new ArrayList<>();
        for (String key : new TreeSet<>(english.stringPropertyNames())) {
            if (!french.containsKey(key)) {
                problems.add(bundle + ": " + key + " has no French text");
            } else if (!placeholders(english.getProperty(key)).equals(placeholders(french.getProperty(key)))) {
                problems.add(bundle + ": " + key + " has placeholders " + placeholders(english.getProperty(key))
                        + " in English but " + placeholders(french.getProperty(key)) + " in French");
            }
        }
        for (String key : new TreeSet<>(french.stringPropertyNames())) {
            if (!english.containsKey(key)) {
                problems.add(bundle + ": " + key + " has no English text");
            }
        }
        return problems;
    }

    @Test
    void both_languages_have_the_same_keys_with_the_same_placeholders() throws IOException {
        List<String> problems = new ArrayList<>();
        try (Stream<Path> files = Files.list(TEXTS)) {
            for (Path english : files.filter(f -> f.getFileName().toString().matches("[a-z0-9-]+\\.properties"))
                    .toList()) {
                String bundle = english.getFileName().toString().replace(".properties", "");
                problems.addAll(problems(bundle, load(english), load(TEXTS.resolve(bundle + "_fr.properties"))));
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void every_key_the_rules_use_has_its_words_in_both_languages() throws IOException {
        List<String> missing = new ArrayList<>();
        int uses = 0;
        try (Stream<Path> sources = Files.walk(CODE)) {
            for (Path source :
                    sources.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = USE.matcher(Files.readString(source));
                while (m.find()) {
                    uses++;
                    String key = m.group(1);
                    String bundle = RuleTexts.bundleOf(key).substring("i18n.rules.".length());
                    for (String file : List.of(bundle + ".properties", bundle + "_fr.properties")) {
                        if (!load(TEXTS.resolve(file)).containsKey(key)) {
                            missing.add(CODE.relativize(source) + ": " + key + " is not in " + file);
                        }
                    }
                }
            }
        }
        assertThat(uses).as("rule texts used in the code").isGreaterThan(100);
        assertThat(missing).isEmpty();
    }

    @Test
    void the_checks_notice_a_missing_language_and_a_placeholder_that_does_not_match() {
        Properties english = new Properties();
        english.setProperty("demo.a", "{0} has {1} left");
        english.setProperty("demo.b", "only in English");
        Properties french = new Properties();
        french.setProperty("demo.a", "il reste {1} à {2}");
        french.setProperty("demo.c", "seulement en français");
        assertThat(problems("demo", english, french))
                .containsExactly(
                        "demo: demo.a has placeholders [0, 1] in English but [1, 2] in French",
                        "demo: demo.b has no French text",
                        "demo: demo.c has no English text");
    }

    @Test
    void a_keyed_refusal_speaks_both_languages_with_its_arguments_in_each() {
        RuleViolation v = RuleViolation.of(
                "PI-SET-2", "pistes.equip.tooDear", 2, new RuleViolation.Both("Essence", "fuel"), 160, "Ann", 100);
        assertThat(v.english()).isEqualTo("2 × fuel costs 160 points, Ann has only 100 left");
        assertThat(v.message(Locale.FRENCH)).isEqualTo("2 × Essence coûte 160 points, il n’en reste que 100 à Ann");
        assertThat(v.getMessage()).isEqualTo("PI-SET-2: " + v.english());
        assertThat(v.key()).contains("pistes.equip.tooDear");
        assertThat(new RuleViolation("LC-X", "en français", "in English").message(Locale.FRENCH))
                .isEqualTo("en français");
    }

    @Test
    void an_argument_that_looks_like_a_placeholder_is_written_as_it_is() {
        assertThat(RuleTexts.format("table.file.tooBig", List.of("/tmp/a{1}{2}$1.txt", 5, 6), Locale.ENGLISH))
                .isEqualTo("/tmp/a{1}{2}$1.txt is too big to be read (5 bytes, at most 6)");
        assertThat(RuleTexts.format("table.journal.atLine", List.of(3, "{0}"), Locale.FRENCH))
                .isEqualTo("ligne 3\u202F: {0}");
    }
}
