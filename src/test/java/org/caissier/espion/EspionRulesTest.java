package org.caissier.espion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.caissier.table.Audience;
import org.caissier.table.RuleViolation;
import org.caissier.table.Words;
import org.junit.jupiter.api.Test;

/** One test per Espion rule id (ES-SET-1 … ES-END-1, D-ES-1), on the rules alone. */
class EspionRulesTest {
    private static final String FIVE_ROADS =
            "roadblock Bruno \"Nozay – Abbaretz\" \"Nozay – Saffré\" \"Nozay – Puceul\" \"Nozay – Vay\" \"Nozay – Marsac\"";

    @Test
    void ES_SET_1_two_different_players_a_territory_of_20_to_30_cm_and_the_spy_starts_first_in_secret() {
        assertThatThrownBy(() -> Play.game("Anna"))
                .isInstanceOf(RuleViolation.class)
                .hasMessageContaining("two players");
        assertThatThrownBy(() -> Play.game("Anna anna")).hasMessageContaining("two different players");
        assertThatThrownBy(() -> Play.game("Anna Bruno territory=35"))
                .isInstanceOfSatisfying(
                        RuleViolation.class, v -> assertThat(v.ruleId()).isEqualTo("ES-SET-1"));
        assertThat(Play.game("Anna Bruno territory=25").state().territory()).contains(BigDecimal.valueOf(25));

        Play play = Play.game("Anna Bruno");
        assertThat(play.state().phase()).isEqualTo(Phase.START);
        play.refuses("circle Bruno 4", "ES-SET-1");
        play.refuses("start Bruno Nozay", "ES-SET-1");
        play.then("start Anna Nozay");
        assertThat(play.state().turn()).isEqualTo(1);
        assertThat(play.state().phase()).isEqualTo(Phase.CIRCLE);
        assertThat(play.state().route()).containsExactly(new Leg.Known(0, "Nozay", BigDecimal.ZERO));
        play.refuses("start Anna Abbaretz", "ES-TURN-1");
        assertThat(play.rules.secretOf(play.rules.parse(Words.split("start Anna Nozay"), play.state())))
                .contains("Anna");
    }

    @Test
    void ES_TURN_1_the_hunter_draws_a_circle_then_the_spy_answers_in_or_out() {
        Play play = Play.started();
        play.refuses("answer Anna in", "ES-TURN-1");
        play.refuses("circle Anna 4", "ES-TURN-1");
        play.refuses("circle Bruno 0", "ES-TURN-1");
        play.then("circle Bruno 4.5 \"Saffré\"");
        assertThat(play.state().phase()).isEqualTo(Phase.ANSWER);
        play.refuses("circle Bruno 3", "ES-TURN-1");
        play.refuses("roadblock Bruno \"Nozay – Vay\"", "ES-TURN-1");
        play.refuses("answer Bruno in", "ES-TURN-1");
        play.then("answer Anna in");
        assertThat(play.state().circles())
                .containsExactly(new Circle(1, new BigDecimal("4.5"), Optional.of("Saffré"), Optional.of(true)));
        assertThat(play.state().phase()).isEqualTo(Phase.ROADBLOCKS);
        assertThat(Play.started()
                        .then("cercle Bruno 3,5", "réponse Anna dehors")
                        .state()
                        .circles()
                        .get(0))
                .isEqualTo(new Circle(1, new BigDecimal("3.5"), Optional.empty(), Optional.of(false)));
    }

    @Test
    void ES_TURN_2_a_road_is_the_same_road_whichever_end_comes_first_and_however_it_is_written() {
        Play play = Play.insideTurnOne().then("roadblock Bruno \"Saffré – Joué\"");
        play.refuses("roadblock Bruno \"Joué – Saffré\"", "ES-TURN-2");
        play.refuses("roadblock Bruno \"saffre - joue\"", "ES-TURN-2");
        play.refuses("roadblock Bruno \"JOUE  —  SAFFRE\"", "ES-TURN-2");
        play.refuses("roadblock Bruno \"Nort – Vay\" \"Vay - Nort\"", "ES-TURN-2");
        // A place keeps its own hyphens: only a dash between spaces joins two places.
        play.then("roadblock Bruno \"Saint-Nazaire – Joué\"", "roadblock Bruno \"Saint – Nazaire\"");
        assertThat(play.state().roadblocks()).hasSize(3);
    }

    @Test
    void ES_TURN_2_inside_five_different_roads_outside_three_each_cut_once_and_for_good() {
        Play inside = Play.insideTurnOne()
                .then("roadblock Bruno \"Nozay – Abbaretz\" \"Nozay – Saffré\"", "roadblock Bruno \"Nozay – Puceul\"");
        inside.refuses("roadblock Bruno \"nozay – abbaretz\"", "ES-TURN-2");
        inside.refuses("roadblock Bruno \"Nozay – Vay\" \"Nozay – Vay\"", "ES-TURN-2");
        inside.refuses("roadblock Bruno \"A – B\" \"B – C\" \"C – D\"", "ES-TURN-2");
        inside.then("roadblock Bruno \"A – B\" \"B – C\"");
        assertThat(inside.state().phase()).isEqualTo(Phase.MOVE);
        inside.refuses("roadblock Bruno \"C – D\"", "ES-TURN-2");
        assertThat(inside.state().roadblocksOf(1)).hasSize(5).allMatch(Roadblock::inside);

        Play outside = Play.started().then("circle Bruno 4", "answer Anna out");
        outside.refuses("roadblock Bruno \"A – B\" \"B – C\" \"C – D\" \"D – E\"", "ES-TURN-2");
        outside.then("roadblock Bruno \"A – B\" \"B – C\" \"C – D\"");
        assertThat(outside.state().roadblocks()).noneMatch(Roadblock::inside);
        outside.refuses("roadblock Bruno \"D – E\"", "ES-TURN-2");

        // Cuts are permanent: a road cut in turn 1 is still cut, and cannot be cut again, in turn 2.
        outside.then("move Anna Vay 2", "circle Bruno 5", "answer Anna in");
        outside.refuses("roadblock Bruno \"b – a\"", "ES-TURN-2");
        outside.then("roadblock Bruno \"D – E\"");
        assertThat(outside.state().roadblocks())
                .extracting(Roadblock::road)
                .containsExactly("A – B", "B – C", "C – D", "D – E");
        assertThat(outside.state().roadblocksOf(2)).containsExactly(new Roadblock(2, "D – E", true));
    }

    @Test
    void ES_TURN_2_a_road_is_two_places_joined_by_a_dash_and_anything_else_is_refused_with_that_sentence() {
        Play play = Play.insideTurnOne();
        for (String notARoad : List.of("Nort Abbaretz", "Nort-Abbaretz", "Nort –", "– Abbaretz", "Nort – Vay – Joué")) {
            RuleViolation v = play.refuses("roadblock Bruno \"" + notARoad + "\"", "ES-TURN-2");
            assertThat(v.english())
                    .isEqualTo("\"" + notARoad + "\" is not a road: a road is two places joined by a"
                            + " dash with a space each side (\"Nort – Abbaretz\")");
            assertThat(v.french())
                    .contains("n’est pas une route\u202f: une route, ce sont deux lieux reliés par un tiret");
        }
        // One road refused refuses the whole line: nothing of it is cut.
        play.refuses("roadblock Bruno \"Nort – Vay\" Abbaretz", "ES-TURN-2");
        assertThat(play.state().roadblocks()).isEmpty();
        play.then("roadblock Bruno \"Nort – Abbaretz\" \"Saint-Mars – Joué\"");
        assertThat(play.state().roadblocks())
                .extracting(Roadblock::road)
                .containsExactly("Nort – Abbaretz", "Saint-Mars – Joué");
        // An older save that cut a road typed without its dash still opens (with a warning: EspionRunTest).
        assertThat(play.rules.applyAsOlderSave(play.state(), new EspionCommand.Roadblock("Bruno", List.of("Vay"))))
                .hasValueSatisfying(s ->
                        assertThat(s.roadblocks()).extracting(Roadblock::road).contains("Vay"));
    }

    @Test
    void ES_TURN_2_fewer_roads_where_the_map_has_no_more_and_none_at_all_is_allowed() {
        Play play = Play.insideTurnOne().then("move Anna Treffieux 1");
        assertThat(play.state().roadblocks()).isEmpty();
        assertThat(play.state().turn()).isEqualTo(2);
    }

    @Test
    void ES_MOVE_1_the_spy_moves_after_the_answer_to_a_named_place_and_that_ends_the_turn() {
        Play play = Play.started().then("circle Bruno 4");
        play.refuses("move Anna Abbaretz 2", "ES-TURN-1");
        play.then("answer Anna in", "roadblock Bruno \"Nozay – Vay\"");
        play.refuses("move Bruno Abbaretz 2", "ES-MOVE-1");
        play.then("move Anna Abbaretz 2.5");
        assertThat(play.state().turn()).isEqualTo(2);
        assertThat(play.state().phase()).isEqualTo(Phase.CIRCLE);
        assertThat(play.state().moves()).containsExactly(new Leg.Known(1, "Abbaretz", new BigDecimal("2.5")));
        play.refuses("move Anna Saffré 1", "ES-TURN-1");
    }

    @Test
    void ES_MOVE_2_never_farther_from_the_turns_start_than_the_latest_radius_inside_or_outside() {
        Play inside = Play.insideTurnOne().then(FIVE_ROADS);
        RuleViolation v = inside.refuses("move Anna Abbaretz 4.1", "ES-MOVE-2");
        assertThat(v.english()).contains("4.1 cm").contains("4 cm");
        inside.then("move Anna Abbaretz 4");

        Play outside = Play.started().then("circle Bruno 3", "answer Anna out");
        outside.refuses("move Anna Blain 3,5", "ES-MOVE-2");
        outside.then("move Anna Blain 3");
        assertThat(outside.state().moves()).hasSize(1);
    }

    @Test
    void ES_END_1_the_spy_escapes_after_the_move_that_crosses_the_border_or_surrenders_with_no_move_left() {
        Play escape = Play.started();
        escape.refuses("escape Anna", "ES-END-1");
        escape.then("circle Bruno 4", "answer Anna out", "move Anna Derval 4");
        escape.refuses("escape Bruno", "ES-END-1");
        escape.then("escape Anna");
        assertThat(escape.state().winner()).contains("Anna");
        assertThat(escape.state().phase()).isEqualTo(Phase.OVER);
        escape.refuses("circle Bruno 4", "ES-END-1");

        Play surrender = Play.insideTurnOne();
        surrender.refuses("escape Anna", "ES-END-1");
        surrender.then(FIVE_ROADS, "surrender Anna");
        assertThat(surrender.state().winner()).contains("Bruno");
        surrender.refuses("move Anna Vay 1", "ES-END-1");
        assertThat(Play.started().then("circle Bruno 4").refuses("surrender Anna", "ES-END-1"))
                .isNotNull();
    }

    @Test
    void D_ES_1_the_route_is_hidden_from_the_table_and_replayed_turn_by_turn_at_the_end() {
        Play play = Play.insideTurnOne()
                .then(
                        FIVE_ROADS,
                        "move Anna \"La Grigonnais\" 3.5",
                        "circle Bruno 5 Blain",
                        "answer Anna out",
                        "roadblock Bruno \"Blain – Bouvron\"",
                        "move Anna \"Le Gâvre\" 5",
                        "escape Anna");
        EspionRules rules = play.rules;
        EspionState seen = rules.publicState(play.state());
        assertThat(seen.route()).containsExactly(new Leg.Hidden(0), new Leg.Hidden(1), new Leg.Hidden(2));
        assertThat(seen.circles()).isEqualTo(play.state().circles());
        assertThat(rules.view(seen))
                .containsEntry("route", null)
                .containsEntry("start", null)
                .containsEntry("moves", 2)
                .containsEntry("winner", "Anna");

        List<RouteCheck.Turn> turns = RouteCheck.of(play.state()).orElseThrow();
        assertThat(turns).extracting(RouteCheck.Turn::from).containsExactly("Nozay", "La Grigonnais");
        assertThat(turns).extracting(RouteCheck.Turn::place).containsExactly("La Grigonnais", "Le Gâvre");
        assertThat(turns).allMatch(RouteCheck.Turn::within);
        assertThat(turns.get(0).cutThisTurn()).hasSize(5);
        assertThat(turns.get(1).cutBefore()).hasSize(5);
        assertThat(turns.get(1).cutThisTurn()).extracting(Roadblock::road).containsExactly("Blain – Bouvron");
        assertThat(RouteCheck.of(seen)).isEmpty();

        // Without the PIN, the sealed lines are known to have happened: the turn order is still checked.
        EspionState sealed = rules.applySealed(Play.game("Anna Bruno").state());
        assertThat(sealed.route()).containsExactly(new Leg.Hidden(0));
        sealed = rules.applyLine(rules.applyLine(sealed, "circle Bruno 4"), "answer Anna in");
        sealed = rules.applySealed(sealed);
        assertThat(sealed.turn()).isEqualTo(2);
        // Where a circle is due, a sealed line can be no secret of the spy's: refused as a seal fault (commands.md).
        EspionState early = sealed;
        assertThatThrownBy(() -> rules.applySealed(early))
                .isInstanceOfSatisfying(
                        RuleViolation.class, v -> assertThat(v.ruleId()).isEqualTo("ES-SEAL"));
    }

    @Test
    void D_ES_1_the_spys_lines_are_told_to_the_table_only_as_the_spy_moved() {
        Play play = Play.insideTurnOne();
        EspionCommand move = play.rules.parse(Words.split("move Anna Abbaretz 2"), play.state());
        assertThat(play.rules.secretOf(move)).contains("Anna");
        assertThat(play.rules.describe(play.state(), move, null, Locale.ENGLISH, Audience.everyone()))
                .isEqualTo("the spy moved")
                .doesNotContain("Abbaretz");
        assertThat(play.rules.describe(play.state(), move, null, Locale.FRENCH, Audience.seat("Bruno")))
                .isEqualTo("L’espion s’est déplacé");
        assertThat(play.rules.describe(play.state(), move, null, Locale.ENGLISH, Audience.seat("Anna")))
                .isEqualTo("Anna moves to Abbaretz, 2 cm (4 km) from where the turn started");
        assertThat(play.rules.describe(play.state(), move, null, Locale.FRENCH, Audience.seat("Anna")))
                .isEqualTo("Anna va à Abbaretz, à 2 cm (4 km) du départ du tour");
        EspionCommand circle = play.rules.parse(
                Words.split("circle Bruno 2.5 Nort"), Play.started().state());
        assertThat(play.rules.secretOf(circle)).isEmpty();
        assertThat(play.rules.describe(Play.started().state(), circle, null, Locale.FRENCH, Audience.everyone()))
                .isEqualTo("Bruno trace un cercle de 2,5 cm (5 km) de rayon autour de Nort");
    }

    @Test
    void every_command_reads_back_from_its_text_and_every_kind_is_handled() {
        Play play = Play.insideTurnOne();
        List<String> lines = List.of(
                "start Anna \"Saint-Vincent des Landes\"",
                "circle Bruno 4 \"Le Gâvre\"",
                "circle Bruno 3.25",
                "answer Anna out",
                "roadblock Bruno \"Nort – Abbaretz\" D2",
                "move Anna \"La Meilleraye\" 0.5",
                "escape Anna",
                "surrender Anna",
                "confirm Anna");
        for (String line : lines) {
            EspionCommand c = play.rules.parse(Words.split(line), play.state());
            assertThat(c.text()).isEqualTo(line);
            assertThat(play.rules.parse(Words.split(c.text()), play.state())).isEqualTo(c);
        }
        List<Class<?>> kinds = lines.stream()
                .<Class<?>>map(
                        l -> play.rules.parse(Words.split(l), play.state()).getClass())
                .distinct()
                .toList();
        assertThat(kinds).containsExactlyInAnyOrder(EspionCommand.class.getPermittedSubclasses());
    }

    @Test
    void bad_lines_are_refused_with_what_is_wrong() {
        Play play = Play.insideTurnOne();
        play.refuses("move Anna Vay 2 km", "SYNTAX");
        play.refuses("move Anna Vay ２", "SYNTAX");
        play.refuses("move Anna Vay -1", "SYNTAX");
        play.refuses("answer Anna maybe", "SYNTAX");
        play.refuses("fly Anna", "SYNTAX");
        play.refuses("move Cid Vay 1", "SYNTAX");
        assertThatThrownBy(() -> Play.game("Anna Bruno scale=big")).hasMessageContaining("scale");
    }

    @Test
    void a_place_of_several_words_typed_without_quotes_is_refused_with_how_to_write_it() {
        RuleViolation v = Play.insideTurnOne().refuses("move Anna Saint Mars 2", "SYNTAX");
        assertThat(v.english()).contains("double quotes");
        assertThat(v.french()).contains("guillemets");
    }

    @Test
    void distances_in_km_follow_the_maps_scale_and_the_game_line_is_canonical() {
        var started = new EspionModule().start(Words.split("Anna Bruno échelle=100000 territoire=22,5"), Path.of("."));
        assertThat(started.gameLine()).isEqualTo("game espion Anna Bruno scale=100000 territory=22.5");
        assertThat(new EspionModule()
                        .start(List.of("Anna", "Bruno"), Path.of("."))
                        .gameLine())
                .isEqualTo("game espion Anna Bruno");
        assertThat(Cm.km(new BigDecimal("3.5"), 200_000)).isEqualByComparingTo("7");
        assertThat(Cm.km(new BigDecimal("3.5"), 100_000)).isEqualByComparingTo("3.5");
        Map<String, Object> view = new EspionRules()
                .view(Play.game("Anna Bruno scale=250000")
                        .then("start Anna Nozay", "circle Bruno 4", "answer Anna in")
                        .state());
        @SuppressWarnings("unchecked")
        Map<String, Object> circle = ((List<Map<String, Object>>) view.get("circles")).get(0);
        assertThat(circle).containsEntry("turn", 1).containsEntry("answer", "in");
        assertThat((BigDecimal) circle.get("km")).isEqualByComparingTo("10");
        assertThat(circle.get("km")).as("printed as run prints it").hasToString("10");
        assertThat(view)
                .containsEntry("phase", "roadblocks")
                .containsEntry("turn", 1)
                .containsEntry("start", "Nozay");
    }
}
