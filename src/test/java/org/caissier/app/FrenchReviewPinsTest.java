package org.caissier.app;

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
import java.util.TreeSet;
import org.caissier.table.Place;
import org.caissier.table.RuleTexts;
import org.caissier.table.RuleViolation;
import org.caissier.table.Said;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.Test;

/**
 * The French review of 2026-11-29 (59 slips): every text corrected then keeps its French
 * ({@code src/test/resources/french/review-pins.properties}), and the worst lines, said as the screen says them,
 * are not said the old way again.
 */
class FrenchReviewPinsTest {
    private static final Path I18N = Path.of("resources/i18n");
    private static final Path PINS = Path.of("src/test/resources/french/review-pins.properties");
    private static final String NN = "\u202F";

    @Test
    void every_corrected_key_keeps_its_french() throws IOException {
        Properties pins = read(PINS);
        assertThat(pins).hasSizeGreaterThan(100);
        List<String> faults = new ArrayList<>();
        for (String pin : new TreeSet<>(pins.stringPropertyNames())) {
            int slash = pin.lastIndexOf('/');
            Path bundle = I18N.resolve(pin.substring(0, slash) + ".properties");
            String key = pin.substring(slash + 1);
            String now = read(bundle).getProperty(key);
            if (!pins.getProperty(pin).equals(now)) {
                faults.add(pin + ": pinned «" + pins.getProperty(pin) + "», the bundle has «" + now + "»");
            }
        }
        assertThat(faults)
                .as("corrected French changed: make the choice in docs/glossaire.md first")
                .isEmpty();
    }

    @Test
    void the_worst_lines_of_the_review_are_said_right() {
        Messages cup = new Messages("i18n.cup", Locale.FRENCH);
        assertThat(cup.get("cup.header.open", 1))
                .isEqualTo("Encore 1 match à courir")
                .isNotEqualTo("Encore 1 matchs à courir");
        assertThat(cup.get("cup.header.open", 0)).isEqualTo("Encore 0 match à courir");
        assertThat(cup.get("cup.header.open", 3)).isEqualTo("Encore 3 matchs à courir");
        assertThat(RuleTexts.format("cup.final.tooEarly", List.of(1), Locale.FRENCH))
                .endsWith("(1 match à courir)");
        Messages pistes = new Messages("i18n.pistes", Locale.FRENCH);
        assertThat(pistes.get("pi.shop.buy", "Hélène", 0)).isEqualTo("Acheter pour Hélène (0 point)");
        assertThat(pistes.get("pi.header.turnFirst", 1, "Le Goff"))
                .isEqualTo("Tour 1 — à Le Goff de rouler (première étape)")
                .doesNotContain("au Goff");
        assertThat(pistes.get("pi.stage.title", "Le Goff")).isEqualTo("Étape de Le Goff");
        assertThat(pistes.get("pi.stage.title", "Hélène")).isEqualTo("Étape d’Hélène");
        assertThat(RuleTexts.format(
                        "pistes.says.used",
                        List.of(new RuleViolation.Both("Roue de secours", "spare wheel")),
                        Locale.FRENCH))
                .isEqualTo(", on raye «" + NN + "Roue de secours" + NN + "» de la fiche, étape complète");
        Messages longCours = new Messages("i18n.longcours", Locale.FRENCH);
        assertThat(longCours.get("lc.new.sameColour", "rouge")).isEqualTo("Deux navires ont la même couleur (rouge).");
        assertThat(RuleTexts.format(
                        "longcours.ship.state", List.of("Bob", Said.of("longcours.ship.wrecked")), Locale.FRENCH))
                .isEqualTo("le navire de Bob est échoué");
        assertThat(RuleTexts.format("longcours.says.reenter", List.of("Bob", 5, Place.of("Le Havre")), Locale.FRENCH))
                .isEqualTo("Bob fait 5 et remet son navire au Havre");
        assertThat(RuleTexts.format("longcours.says.brawl.takes", List.of("Ann", 2, "Le Goff"), Locale.FRENCH))
                .isEqualTo("Ann gagne et prend 2 M à Le Goff");
        assertThat(RuleTexts.format("table.seal.behindPin", List.of("Agnès"), Locale.FRENCH))
                .isEqualTo("ligne secrète" + NN + ": Agnès doit la saisir avec son code");
        assertThat(RuleTexts.format(
                        "espion.says.circleAround", List.of("Bruno", "4 cm (8 km)", Place.of("Nort")), Locale.FRENCH))
                .isEqualTo("Bruno trace un cercle de 4 cm (8 km) de rayon autour de Nort");
        Messages espion = new Messages("i18n.espion", Locale.FRENCH);
        assertThat(espion.get("es.pin.again")).isEqualTo("Confirmez");
        assertThat(espion.get("es.doneCutting")).isEqualTo("Fin des barrages");
        Messages match = new Messages("i18n.cupmatch", Locale.FRENCH);
        assertThat(match.get("match.action.mark", 1)).isEqualTo("Bouée franchie (Alt+1)");
        assertThat(match.get("match.action.dsq", 1)).isEqualTo("Disqualifier (Ctrl+Alt+1)");
        assertThat(new Messages("i18n.charts", Locale.FRENCH).get("charts.dice.title"))
                .endsWith("un dé équilibré");
        assertThat(RuleTexts.format("longcours.word.auction", List.of(), Locale.FRENCH))
                .isEqualTo("mise aux enchères");
    }

    @Test
    void the_french_help_names_the_rule_books_words() throws IOException {
        String pistes = Files.readString(Path.of("resources/help/pistes_fr.txt"));
        assertThat(pistes).contains("MATÉRIEL").doesNotContain("ÉQUIPEMENT");
        String match = Files.readString(Path.of("resources/help/cup-match_fr.txt"));
        assertThat(match).contains("vent arrière").doesNotContain("portant").doesNotContain("on retire");
        String tournament = Files.readString(Path.of("resources/help/cup-tournament_fr.txt"));
        assertThat(tournament)
                .contains("poule", "RCV")
                .doesNotContain("round robin")
                .doesNotContain("RRS");
    }

    private static Properties read(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }
}
