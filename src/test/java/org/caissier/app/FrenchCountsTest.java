package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.caissier.table.TextPattern;
import org.junit.jupiter.api.Test;

/**
 * A count declared in a text ({@code {n,choice,...}}) gives its noun the number French gives it: singular at 0 and
 * 1, plural from 2. Every such key of every French bundle is said at 0, 1 and 2, and the word that follows each
 * number is checked.
 */
class FrenchCountsTest {
    private static final Pattern CHOICE = Pattern.compile("\\{(\\d{1,3}),choice,");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d{1,3})[,}]");
    /** Words that end in s or x in the singular too, or are no nouns (a unit, a symbol). */
    private static final Set<String> SAME_IN_BOTH =
            Set.of("fois", "bois", "tissus", "pts", "prix", "×", "M", "cm", "km", "PM", "PE", "%");

    @Test
    void every_declared_count_is_singular_at_zero_and_one_and_plural_from_two() throws IOException {
        List<String> faults = new ArrayList<>();
        int counted = 0;
        for (Path bundle : frenchBundles()) {
            Properties p = read(bundle);
            for (String key : new TreeSet<>(p.stringPropertyNames())) {
                String text = p.getProperty(key);
                Set<Integer> counts = new TreeSet<>();
                Matcher m = CHOICE.matcher(text);
                while (m.find()) {
                    counts.add(Integer.parseInt(m.group(1)));
                }
                if (counts.isEmpty()) {
                    continue;
                }
                counted++;
                for (int n : List.of(0, 1, 2)) {
                    String said = TextPattern.format(
                            text, args(text, counts, n), Locale.FRENCH, TextPattern.EnglishNumbers.GROUPED);
                    fault(n, said).ifPresent(f -> faults.add(bundle.getFileName() + " " + key + " at " + n + ": " + f));
                }
            }
        }
        assertThat(counted).as("keys with a declared count").isGreaterThan(15);
        assertThat(faults).isEmpty();
    }

    @Test
    void the_check_catches_a_plural_after_one_and_a_singular_after_two() {
        String wrong = "Encore {0,choice,0#{0} matchs|1#{0} matchs|1<{0} matchs} à courir";
        assertThat(fault(1, TextPattern.format(wrong, List.of(1), Locale.FRENCH, TextPattern.EnglishNumbers.GROUPED)))
                .isPresent();
        String singular = "{0,choice,0#{0} match|1#{0} match|1<{0} match}";
        assertThat(fault(
                        2, TextPattern.format(singular, List.of(2), Locale.FRENCH, TextPattern.EnglishNumbers.GROUPED)))
                .isPresent();
        assertThat(fault(0, "0 point")).isEmpty();
        assertThat(fault(0, "0 points")).isPresent();
        assertThat(fault(1, "1 M de tissus")).isEmpty();
    }

    /** The counts at n, and a word for every other placeholder. */
    private static List<Object> args(String text, Set<Integer> counts, int n) {
        int max = -1;
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            max = Math.max(max, Integer.parseInt(m.group(1)));
        }
        Object[] args = new Object[max + 1];
        Arrays.fill(args, "Zoé");
        counts.forEach(i -> args[i] = n);
        return Arrays.asList(args);
    }

    /** What is wrong with the word that follows the number n in what was said, if anything. */
    private static Optional<String> fault(int n, String said) {
        Matcher m = Pattern.compile("(?<![\\p{L}\\p{N}+])" + n + "[\\s\\u202F\\u00A0]+([\\p{L}’-]+|×|%)")
                .matcher(said);
        while (m.find()) {
            String word = m.group(1);
            if (SAME_IN_BOTH.contains(word)) {
                continue;
            }
            boolean plural = word.endsWith("s") || word.endsWith("x");
            if (n <= 1 && plural) {
                return Optional.of("« " + n + " " + word + " » in « " + said + " »");
            }
            if (n >= 2 && !plural) {
                return Optional.of("« " + n + " " + word + " » in « " + said + " »");
            }
        }
        return Optional.empty();
    }

    private static List<Path> frenchBundles() throws IOException {
        List<Path> all = new ArrayList<>();
        for (Path dir : List.of(Path.of("resources/i18n"), Path.of("resources/i18n/rules"))) {
            try (Stream<Path> files = Files.list(dir)) {
                files.filter(f -> f.getFileName().toString().endsWith("_fr.properties"))
                        .sorted()
                        .forEach(all::add);
            }
        }
        return all;
    }

    private static Properties read(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }
}
