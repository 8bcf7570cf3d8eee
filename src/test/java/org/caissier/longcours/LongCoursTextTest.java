package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.caissier.table.DiceOrigin;
import org.caissier.table.RuleViolation;
import org.caissier.table.Words;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** Reading lines, their canonical text, the state JSON and the plain-words description. */
class LongCoursTextTest {
    private final Play play = Play.roundTwo();
    private final LongCoursRules rules = play.rules();

    private LongCoursCommand parse(String line) {
        return rules.parse(Words.split(line), play.state());
    }

    @Test
    void every_command_form_reads_and_its_text_reads_back_the_same() {
        List<String> lines = List.of(
                "place Ann Marseille",
                "buy Ann 5",
                "move Ann \"Le Havre\"",
                "direct Ann Perth",
                "resell Ann 6",
                "resell Ann 6 dice=box",
                "storm Ann 44",
                "brawl Ann Bob 3 5 9",
                "auction Ann",
                "auction Ann Bob 6 Cy 7",
                "reenter Ann 2 dice=typed Londres",
                "reenter Ann 2 Londres",
                "corsair-enter Ann 4 dice=virtual",
                "corsair Ann Arkhangelsk",
                "corsair Ann Arkhangelsk \"Iles Aléoutiennes\" \"San Francisco\"",
                "end Ann");
        for (String line : lines) {
            LongCoursCommand c = parse(line);
            assertThat(c.text()).isEqualTo(line);
            assertThat(parse(c.text())).isEqualTo(c);
        }
    }

    @Test
    void names_match_without_case_or_accents_and_french_verbs_are_accepted() {
        assertThat(parse("MOVE ann le-havre")).isEqualTo(new LongCoursCommand.Move("Ann", "Le Havre"));
        assertThat(parse("corsaire-entre ann 3")).isEqualTo(new LongCoursCommand.CorsairEnter("Ann", 3, null));
        assertThat(parse("tempête Ann 11")).isEqualTo(new LongCoursCommand.Storm("Ann", 11));
        assertThat(parse("acheter Ann 2")).isEqualTo(new LongCoursCommand.Buy("Ann", 2));
        assertThat(parse("revendre Ann 2 des=typed"))
                .isEqualTo(new LongCoursCommand.Resell("Ann", 2, DiceOrigin.TYPED));
        assertThat(parse("corsair Ann \"iles aleoutiennes\""))
                .isEqualTo(new LongCoursCommand.CorsairMove("Ann", List.of("Iles Aléoutiennes")));
        assertThat(parse("fin Ann")).isEqualTo(new LongCoursCommand.End("Ann"));
    }

    @Test
    void unreadable_lines_are_syntax_errors_naming_what_is_wrong() {
        for (String line : List.of(
                "sail Ann Perth",
                "buy Zoe 3",
                "buy Ann",
                "buy Ann lots",
                "move Ann Atlantis",
                "end Ann now",
                "move Ann Perth dice=box",
                "brawl Ann Bob")) {
            RuleViolation v = play.refuses(line);
            assertThat(v.ruleId()).as(line).isEqualTo(RuleViolation.SYNTAX);
            assertThat(v.french()).isNotBlank();
        }
        assertThat(play.refuses("move Ann Atlantis").english()).contains("Atlantis", "point of call");
    }

    @Test
    void an_amount_with_too_many_digits_is_called_too_long_not_a_non_number() {
        RuleViolation v = play.refuses("buy Ann 12345678901");
        assertThat(v.ruleId()).isEqualTo(RuleViolation.SYNTAX);
        assertThat(v.english()).contains("12345678901", "too many digits").doesNotContain("not a whole number");
        assertThat(v.french()).contains("trop de chiffres");
        assertThat(play.refuses("buy Ann 12x").english()).contains("not a whole number");
    }

    @Test
    void a_name_of_two_words_typed_without_quotes_is_refused_with_how_to_write_it() {
        RuleViolation v = play.refuses("move Ann san francisco");
        assertThat(v.ruleId()).isEqualTo(RuleViolation.SYNTAX);
        assertThat(v.english()).contains("francisco", "double quotes");
        assertThat(v.french()).contains("francisco", "guillemets");
    }

    @Test
    void state_json_has_the_fields_of_the_contract() throws Exception {
        Play p = Play.roundTwo().then("buy Ann 2", "end Ann", "storm Bob 11");
        Map<String, Object> view = p.rules().view(p.state());
        assertThat(view).containsKeys("game", "round", "turn", "players", "corsair", "wrecks", "winner");
        assertThat(view)
                .containsEntry("game", "long-cours")
                .containsEntry("round", 2)
                .containsEntry("turn", "Bob");
        String json = JsonMapper.builder().build().writeValueAsString(view);
        assertThat(json)
                .contains("\"name\":\"Ann\",\"cash\":1,\"status\":\"wrecked\",\"stop\":null,"
                        + "\"cargo\":{\"cereals\":0,\"fruit\":0,\"wool\":0,\"wood\":0,\"cloth\":0,\"gold\":0}");
        assertThat(json).contains("\"corsair\":{\"owner\":null,\"stop\":null");
        assertThat(json)
                .contains("\"wrecks\":{\"Gibraltar\":{\"cereals\":0,\"fruit\":2,\"wool\":0,\"wood\":0,"
                        + "\"cloth\":0,\"gold\":0}}");
        assertThat(json).contains("\"winner\":null");
        assertThat(json).contains("\"status\":\"afloat\",\"stop\":\"Londres\"");
    }

    @Test
    void describe_says_what_happens_in_french_and_english() {
        Play p = Play.game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "buy Ann 3",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy Yokohama",
                        "end Cy",
                        "resell Ann 2",
                        "direct Ann Perth");
        LongCoursCommand buy = p.rules().parse(Words.split("buy Ann 5"), p.state());
        assertThat(p.rules().describe(p.state(), buy, Locale.ENGLISH)).isEqualTo("Ann buys 5 M of gold at Perth");
        assertThat(p.rules().describe(p.state(), buy, Locale.FRENCH)).isEqualTo("Ann achète 5 M d’or à Perth");
        LongCoursCommand brawl = new LongCoursCommand.Brawl("Ann", "Bob", List.of(3, 5));
        assertThat(p.rules().describe(p.state(), brawl, Locale.ENGLISH))
                .isEqualTo("Ann brawls with Bob (cards 3, 5): Bob wins and takes 9 M from Ann");
        assertThat(p.rules().describe(p.state(), new LongCoursCommand.End("Ann"), Locale.FRENCH))
                .isEqualTo("Ann finit son tour");
        LongCoursCommand resell = new LongCoursCommand.Resell("Ann", 2, null);
        Play before = Play.game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "buy Ann 3",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy Yokohama",
                        "end Cy");
        assertThat(before.rules().describe(before.state(), resell, Locale.ENGLISH))
                .isEqualTo("Ann rolls 2 and resells 3 M of fruit for 9 M");
        assertThat(before.rules().describe(before.state(), resell, Locale.FRENCH))
                .isEqualTo("Ann fait 2 et revend 3 M de fruits pour 9 M");
    }
}
