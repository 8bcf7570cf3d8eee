package org.caissier.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The words a player reads live in the bundles ({@code resources/i18n}), not in the code: a Java string literal in
 * {@code src/main} that looks French (an accented letter, or words with a French one of the list below) is a fault, unless it
 * is one of the few words the program reads rather than says (French command aliases, French grammar).
 */
class FrenchLiteralsTest {
    private static final Path MAIN = Path.of("src/main/java");
    private static final Pattern ACCENTED = Pattern.compile("[àâçéèêëîïôöûùüÿœæÀÂÇÉÈÊËÎÏÔÛÙÜŒÆ]");
    private static final Set<String> FRENCH_WORDS = Set.of("le", "la", "les", "du", "des", "et", "un", "une", "aucun",
            "aucune", "joueur", "joueurs", "pas", "est", "sur", "pour", "avec", "dans", "ou", "au", "aux", "ce",
            "cette", "il", "elle", "vous", "nous", "partie", "fichier", "ligne", "tour", "règle", "équipage",
            "équipages", "plateau", "défaut", "fin", "jeu", "carte", "cartes", "nombre", "rien", "mais", "qui", "que");
    private static final Pattern WORD = Pattern.compile("\\p{L}+");

    /**
     * What the program reads, not says: file (under src/main/java/org/caissier) and the literals allowed there.
     * French command aliases, the French words typed for a colour or an answer, and French grammar's own words.
     */
    private static final Map<String, Set<String>> ALLOWED = Map.of(
            "table/French.java", Set.of("*"),
            "table/Names.java", Set.of("[\\s_\\-'’‘]+"),
            "espion/EspionParser.java", Set.of("départ", "réponse", "déplace", "évasion", "échelle"),
            "cup/TournamentParser.java", Set.of("fin poule", "fin round robin"),
            "cup/match/MatchParser.java", Set.of("carte depart", "debout au vent", "face au vent", "fin course",
                    "sous le vent"),
            "longcours/LongCoursParser.java", Set.of("achète", "déplacer", "tempête", "enchère", "enchères",
                    "déplacement-direct", "rentrer", "fin"),
            "ui/MainMenus.java", Set.of("Français"));

    @Test
    void no_french_sentence_is_written_in_the_code() throws IOException {
        List<String> faults = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String name = MAIN.resolve("org/caissier").relativize(file).toString().replace('\\', '/');
                Set<String> allowed = ALLOWED.getOrDefault(name, Set.of());
                if (allowed.contains("*")) {
                    continue;
                }
                for (String literal : literals(Files.readString(file, StandardCharsets.UTF_8))) {
                    if (looksFrench(literal) && !allowed.contains(literal)) {
                        faults.add(name + ": \"" + literal + "\"");
                    }
                }
            }
        }
        assertThat(faults).as("French words in the code: move them to resources/i18n").isEmpty();
    }

    @Test
    void the_heuristic_sees_french_and_leaves_english_alone() {
        assertThat(looksFrench("équipages")).isTrue();
        assertThat(looksFrench("pas sur le plateau")).isTrue();
        assertThat(looksFrench("not on the board")).isFalse();
        assertThat(looksFrench("cup.crews.badName")).isFalse();
        assertThat(looksFrench("AC-TOUR-1")).isFalse();
        assertThat(literals("String a = \"fin\"; // \"ignoré\"\n/* \"aussi\" */ char c = '\"'; String b = \"x\\\"é\";"))
                .containsExactly("fin", "x\\\"é");
    }

    private static boolean looksFrench(String literal) {
        if (ACCENTED.matcher(literal).find()) {
            return true;
        }
        if (literal.indexOf(' ') < 0) {
            return false; // one word without an accent: an id, a key or an alias, not a sentence
        }
        var m = WORD.matcher(literal);
        while (m.find()) {
            if (FRENCH_WORDS.contains(m.group().toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    /** The string literals of a Java source, comments and character literals left out (text blocks too). */
    static List<String> literals(String source) {
        List<String> out = new ArrayList<>();
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
                i = source.indexOf('\n', i);
                i = i < 0 ? n : i;
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
                i = source.indexOf("*/", i + 2);
                i = i < 0 ? n : i + 2;
            } else if (c == '\'') {
                i++;
                while (i < n && source.charAt(i) != '\'') {
                    i += source.charAt(i) == '\\' ? 2 : 1;
                }
                i++;
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                i = end < 0 ? n : end + 3;
            } else if (c == '"') {
                int start = ++i;
                while (i < n && source.charAt(i) != '"') {
                    i += source.charAt(i) == '\\' ? 2 : 1;
                }
                out.add(source.substring(start, Math.min(i, n)));
                i++;
            } else {
                i++;
            }
        }
        return out;
    }
}
