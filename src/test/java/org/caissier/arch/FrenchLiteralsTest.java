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
 * The words a player reads live in the bundles ({@code resources/i18n}), not in the code: a Java string literal or
 * text block in {@code src/main} that looks French is a fault, unless it is one of the few words the program reads
 * rather than says (French command aliases, French option names and old settings values, French grammar). A literal
 * looks French when it has an accented letter, a word no English text uses (even alone, even unaccented: "joueurs",
 * "tempete"), or, in a sentence, one of the common French words that a single English word could also be ("fin").
 */
class FrenchLiteralsTest {
    private static final Path MAIN = Path.of("src/main/java");
    private static final Pattern ACCENTED = Pattern.compile("[àâçéèêëîïôöûùüÿœæÀÂÇÉÈÊËÎÏÔÛÙÜŒÆ]");
    /** Seen in a sentence only: alone, some are English words or ids ("fin", "tour", "des", "du"). */
    private static final Set<String> FRENCH_WORDS = Set.of(
            "le",
            "la",
            "les",
            "du",
            "des",
            "et",
            "un",
            "une",
            "aucun",
            "aucune",
            "joueur",
            "joueurs",
            "pas",
            "est",
            "sur",
            "pour",
            "avec",
            "dans",
            "ou",
            "au",
            "aux",
            "ce",
            "cette",
            "il",
            "elle",
            "vous",
            "nous",
            "partie",
            "fichier",
            "ligne",
            "tour",
            "règle",
            "équipage",
            "équipages",
            "plateau",
            "défaut",
            "fin",
            "jeu",
            "carte",
            "cartes",
            "nombre",
            "rien",
            "mais",
            "qui",
            "que");
    /**
     * French even alone, written without accents as players type them: no English text, CSS or id in src/main uses
     * one (checked over all of it; "course", "sans", "encore", "passer", "non" and "vers" are English, so not here).
     */
    private static final Set<String> FRENCH_ONLY = Set.of(
            "les",
            "une",
            "aux",
            "avec",
            "dans",
            "pour",
            "sous",
            "chez",
            "cette",
            "ces",
            "vous",
            "nous",
            "votre",
            "vos",
            "leur",
            "leurs",
            "aucun",
            "aucune",
            "rien",
            "mais",
            "qui",
            "que",
            "quand",
            "puis",
            "tous",
            "toutes",
            "toute",
            "peut",
            "doit",
            "sont",
            "avez",
            "ont",
            "oui",
            "joueur",
            "joueurs",
            "partie",
            "parties",
            "manche",
            "manches",
            "fichier",
            "fichiers",
            "ligne",
            "lignes",
            "plateau",
            "nombre",
            "bateau",
            "bateaux",
            "navire",
            "navires",
            "equipage",
            "equipages",
            "tempete",
            "corsaire",
            "bagarre",
            "enchere",
            "encheres",
            "barrage",
            "barrages",
            "chasseur",
            "chasseurs",
            "cercle",
            "cercles",
            "reponse",
            "territoire",
            "echelle",
            "arrivee",
            "bouee",
            "couleur",
            "couleurs",
            "classement",
            "cartes",
            "epreuve",
            "penalite",
            "disqualifie",
            "forfait",
            "resultat",
            "revente",
            "revendre",
            "acheter",
            "achat",
            "deplacer",
            "deplacement",
            "lancer",
            "rouler",
            "conduire",
            "equiper",
            "retour",
            "retraits",
            "poule",
            "ordre",
            "dedans",
            "dehors",
            "fuite",
            "couvert",
            "defausse",
            "courte",
            "nom",
            "marchandise",
            "marchandises",
            "escale",
            "escales",
            "voiture",
            "voitures",
            "etape",
            "etapes",
            "annuler",
            "fermer",
            "ouvrir",
            "enregistrer",
            "jouer",
            "lancez",
            "tapez",
            "choisir",
            "choisissez",
            "suivant",
            "suivante");

    private static final Pattern WORD = Pattern.compile("\\p{L}+");

    /**
     * What the program reads, not says: file (under src/main/java/org/caissier) and the literals allowed there.
     * French command aliases, the French words typed for a colour, an option or an answer, the French option names
     * of a game's start line and of the crews file, the journal's French first word, and French grammar's own words.
     */
    private static final Map<String, Set<String>> ALLOWED = Map.ofEntries(
            Map.entry("table/French.java", Set.of("*")),
            Map.entry("table/Names.java", Set.of("[\\s_\\-'’‘]+")),
            Map.entry("table/Games.java", Set.of("partie")),
            Map.entry(
                    "espion/EspionParser.java",
                    Set.of(
                            "départ",
                            "réponse",
                            "déplace",
                            "évasion",
                            "échelle",
                            "echelle",
                            "territoire",
                            "cercle",
                            "reponse",
                            "barrage",
                            "barrages",
                            "fuite",
                            "dedans",
                            "dans",
                            "dehors")),
            Map.entry("cup/CrewsCsv.java", Set.of("nom")),
            Map.entry("cup/EventInfo.java", Set.of("epreuve")),
            Map.entry("cup/EventLineWords.java", Set.of("equipages")),
            Map.entry("cup/RegattaParser.java", Set.of("retraits", "manche", "corriger manche")),
            Map.entry(
                    "cup/TournamentParser.java",
                    Set.of("fin poule", "fin round robin", "resultat", "forfait", "barrage")),
            Map.entry(
                    "cup/match/MatchParser.java",
                    Set.of(
                            "carte depart",
                            "debout au vent",
                            "face au vent",
                            "fin course",
                            "sous le vent",
                            "epreuve",
                            "id-epreuve",
                            "penalite",
                            "disqualifie",
                            "defausse",
                            "couvert",
                            "bouee",
                            "arrivee")),
            Map.entry("longcours/LongCoursModule.java", Set.of("plateau", "couleurs", "courte")),
            Map.entry("longcours/ui/LongCoursScreen.java", Set.of("couleurs")),
            Map.entry(
                    "longcours/LongCoursParser.java",
                    Set.of(
                            "achète",
                            "déplacer",
                            "tempête",
                            "enchère",
                            "enchères",
                            "déplacement-direct",
                            "rentrer",
                            "fin",
                            "acheter",
                            "achat",
                            "deplacer",
                            "deplacement-direct",
                            "revendre",
                            "revente",
                            "tempete",
                            "bagarre",
                            "encheres",
                            "enchere",
                            "retour",
                            "corsaire-entre",
                            "entree-corsaire",
                            "corsaire")),
            Map.entry(
                    "pistes/PistesParser.java",
                    Set.of("equiper", "acheter", "rouler", "conduire", "arrivee", "classement")),
            Map.entry("pistes/Ranking.java", Set.of("ordre")),
            Map.entry("ui/shell/MainMenus.java", Set.of("Français")));

    @Test
    void no_french_sentence_is_written_in_the_code() throws IOException {
        List<String> faults = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path file :
                    files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String name =
                        MAIN.resolve("org/caissier").relativize(file).toString().replace('\\', '/');
                faults.addAll(faults(name, Files.readString(file, StandardCharsets.UTF_8)));
            }
        }
        assertThat(faults)
                .as("French words in the code: move them to resources/i18n")
                .isEmpty();
    }

    @Test
    void a_french_text_block_or_a_lone_french_word_is_caught() {
        String bad = """
                class Bad {
                    String intro = \"""
                            Aucun joueur n'a encore joue
                            \""";
                    String column = "joueurs";
                    String verb = "tempete";
                    String alias = "fin";
                }
                """;
        assertThat(faults("ui/Bad.java", bad))
                .containsExactly(
                        "ui/Bad.java: \"Aucun joueur n'a encore joue\"",
                        "ui/Bad.java: \"joueurs\"",
                        "ui/Bad.java: \"tempete\"");
        assertThat(faults("pistes/Ranking.java", "String w = \"ordre\"; String v = \"rouler\";"))
                .as("an alias is allowed in its own file only")
                .containsExactly("pistes/Ranking.java: \"rouler\"");
    }

    @Test
    void the_heuristic_sees_french_and_leaves_english_alone() {
        assertThat(looksFrench("équipages")).isTrue();
        assertThat(looksFrench("pas sur le plateau")).isTrue();
        assertThat(looksFrench("equipages")).isTrue();
        assertThat(looksFrench("not on the board")).isFalse();
        assertThat(looksFrench("cup.crews.badName")).isFalse();
        assertThat(looksFrench("AC-TOUR-1")).isFalse();
        assertThat(looksFrench("fin")).as("an English word too").isFalse();
        assertThat(looksFrench("font-family: \"DejaVu Sans\", sans-serif; the course; a non-empty passer-by"))
                .isFalse();
        assertThat(literals("String a = \"fin\"; // \"ignoré\"\n/* \"aussi\" */ char c = '\"'; String b = \"x\\\"é\";"))
                .containsExactly("fin", "x\\\"é");
        assertThat(literals("String t = \"\"\"\n  un \\\"\"\" dedans\n  \"\"\"; String u = \"apres\";"))
                .containsExactly("  un \\\"\"\" dedans\n  ", "apres");
    }

    /** The French literals of one source file (named under org/caissier) that its allowed list does not cover. */
    private static List<String> faults(String name, String source) {
        Set<String> allowed = ALLOWED.getOrDefault(name, Set.of());
        if (allowed.contains("*")) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String literal : literals(source)) {
            if (looksFrench(literal) && !allowed.contains(literal)) {
                out.add(name + ": \"" + literal.strip() + "\"");
            }
        }
        return out;
    }

    private static boolean looksFrench(String literal) {
        if (ACCENTED.matcher(literal).find()) {
            return true;
        }
        boolean sentence = literal.strip().indexOf(' ') >= 0;
        var m = WORD.matcher(literal);
        while (m.find()) {
            String word = m.group().toLowerCase(Locale.ROOT);
            if (FRENCH_ONLY.contains(word) || sentence && FRENCH_WORDS.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /** The string literals and text blocks of a Java source (as written), comments and character literals left out. */
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
                int start = source.indexOf('\n', i + 3) + 1; // a text block starts on the line after its quotes
                i = start == 0 ? n : start;
                while (i < n && !source.startsWith("\"\"\"", i)) {
                    i += source.charAt(i) == '\\' ? 2 : 1;
                }
                out.add(source.substring(Math.min(start, n), Math.min(i, n)));
                i += 3;
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
