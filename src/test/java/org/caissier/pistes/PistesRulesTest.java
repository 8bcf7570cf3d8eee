package org.caissier.pistes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.caissier.pistes.Fixtures.RULES;
import static org.caissier.pistes.Fixtures.lastTurn;
import static org.caissier.pistes.Fixtures.play;
import static org.caissier.pistes.Fixtures.race;
import static org.caissier.pistes.Fixtures.tiedRace;
import static org.caissier.pistes.Fixtures.uniform;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.caissier.table.RuleViolation;
import org.caissier.table.Words;
import org.junit.jupiter.api.Test;

class PistesRulesTest {

    private static RuleViolation refused(PistesState state, String line) {
        try {
            RULES.applyLine(state, line);
        } catch (RuleViolation v) {
            return v;
        }
        throw new AssertionError("\"" + line + "\" was accepted");
    }

    @Test
    void PI_SET_1_everyone_starts_racing_with_1000_points_and_the_first_named_player_drives_first() {
        PistesState s = race(uniform(Event.NONE), "Ann", "Bob");
        assertThat(s.players()).extracting(Player::status).containsOnly(Status.RACING);
        assertThat(s.players()).extracting(Player::points).containsOnly(1000);
        assertThat(s.players()).extracting(Player::rank).containsOnlyNulls();
        assertThat(s.turn()).contains("Ann");
        assertThatThrownBy(() -> new PistesParser().newGame(List.of("Ann")))
                .isInstanceOf(RuleViolation.class)
                .hasMessageContaining("2 to 12 players");
    }

    @Test
    void PI_SET_2_equipment_costs_its_price_and_several_of_an_item_may_be_bought() {
        PistesState s = play(
                race(uniform(Event.NONE), "Ann", "Bob"),
                "equip Ann spare-wheel 2",
                "equip Ann carburettor",
                "equip Ann electrical 3");
        Player ann = s.player("Ann");
        assertThat(ann.count(Item.SPARE_WHEEL)).isEqualTo(2);
        assertThat(ann.count(Item.CARBURETTOR)).isEqualTo(1);
        assertThat(ann.count(Item.ELECTRICAL)).isEqualTo(3);
        assertThat(ann.points()).isEqualTo(1000 - 200 - 250 - 60);
        assertThat(Item.values()).extracting(Item::cost).containsExactly(20, 30, 50, 80, 100, 150, 250);
    }

    @Test
    void PI_SET_2_buying_beyond_the_1000_points_is_refused_and_nothing_changes() {
        PistesState s = play(race(uniform(Event.NONE), "Ann", "Bob"), "equip Ann carburettor 3");
        RuleViolation v = refused(s, "equip Ann brake-pads 2");
        assertThat(v.ruleId()).isEqualTo("PI-SET-2");
        assertThat(v.english()).contains("300").contains("250 left");
        assertThat(v.french()).contains("300").contains("250");
        assertThat(s.player("Ann").count(Item.BRAKE_PADS)).isZero();
    }

    @Test
    void PI_SET_2_equipment_is_bought_before_the_first_stage_only() {
        PistesState s = play(race(uniform(Event.NONE), "Ann", "Bob"), "drive Ann R10 3 4");
        RuleViolation v = refused(s, "equip Ann fuel");
        assertThat(v.ruleId()).isEqualTo("PI-SET-2");
        assertThat(v.english()).contains("before the first stage");
        assertThat(play(s, "equip Bob fuel").player("Bob").count(Item.FUEL)).isEqualTo(1);
    }

    @Test
    void PI_SET_2_items_are_found_by_french_name_without_accents_or_by_a_prefix() {
        PistesState s = play(
                race(uniform(Event.NONE), "Ann", "Bob"),
                "equip ann \"roue de secours\"",
                "equip Ann reservoir",
                "acheter Ann plaquettes 2",
                "equip Ann carbu");
        Player ann = s.player("Ann");
        assertThat(ann.count(Item.SPARE_WHEEL)).isEqualTo(1);
        assertThat(ann.count(Item.WATER)).isEqualTo(1);
        assertThat(ann.count(Item.BRAKE_PADS)).isEqualTo(2);
        assertThat(ann.count(Item.CARBURETTOR)).isEqualTo(1);
        assertThat(refused(s, "equip Ann c").ruleId()).isEqualTo(RuleViolation.SYNTAX);
    }

    @Test
    void PI_MOVE_1_points_are_millimetres_times_3_on_red_4_on_yellow_5_on_white() {
        PistesState s = play(
                race(uniform(Event.NONE), "Ann", "Bob"),
                "drive Ann R10 1 1",
                "drive Bob J10 B10 1 1",
                "drive Ann B7 1 1");
        assertThat(s.player("Ann").turns()).extracting(Turn::points).containsExactly(30, 35);
        assertThat(lastTurn(s, "Bob").points()).isEqualTo(90);
    }

    @Test
    void PI_MOVE_2_a_stage_of_240_points_is_allowed_but_241_is_refused() {
        PistesState s = race(uniform(Event.NONE), "Ann", "Bob");
        assertThat(lastTurn(play(s, "drive Ann R80 1 1"), "Ann").points()).isEqualTo(240);
        RuleViolation v = refused(s, "drive Ann R79 J1 1 1");
        assertThat(v.ruleId()).isEqualTo("PI-MOVE-2");
        assertThat(v.english()).contains("241").contains("240");
    }

    @Test
    void PI_MOVE_3_each_change_of_road_type_is_counted_and_added_to_the_dice() {
        PistesState s = play(race(uniform(Event.NONE), "Ann", "Bob"), "drive Ann R5 J5 R5 B5 2 3");
        Turn t = lastTurn(s, "Ann");
        assertThat(t.changes()).isEqualTo(3);
        assertThat(t.column()).isEqualTo(2 + 3 + 3);
    }

    @Test
    void PI_MOVE_4_worked_example_R19_J11_B14_is_171_points_2_changes_row_7() {
        PistesState s = play(race(Fixtures.defaultTable(), "Ann", "Bob"), "drive Ann R19 J11 B14 3 4");
        Turn t = lastTurn(s, "Ann");
        assertThat(t.points()).isEqualTo(57 + 44 + 70).isEqualTo(171);
        assertThat(t.changes()).isEqualTo(2);
        assertThat(t.row()).isEqualTo(7);
        assertThat(t.column()).isEqualTo(3 + 4 + 2);
    }

    @Test
    void PI_MOVE_5_the_length_entered_is_what_the_players_agreed_even_beyond_the_road_drawn() {
        // The remarks figure: the player goes to b but counts the compass opening ab'.
        PistesState s = play(race(uniform(Event.NONE), "Ann", "Bob"), "drive Ann J37 2 2");
        assertThat(lastTurn(s, "Ann").points()).isEqualTo(148);
        assertThat(refused(s, "drive Bob J0 2 2").ruleId()).isEqualTo(RuleViolation.SYNTAX);
    }

    @Test
    void PI_EVT_1_rows_follow_the_bands_of_movement_points() {
        assertThat(List.of(1, 39, 40, 59, 60, 79, 80, 99, 100, 119, 120, 139, 140, 179, 180, 240))
                .extracting(Movement::row)
                .containsExactly(1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8);
        PistesState s = play(race(uniform(Event.NONE), "Ann", "Bob"), "drive Ann B36 1 1");
        assertThat(lastTurn(s, "Ann").row()).isEqualTo(8);
    }

    @Test
    void PI_EVT_2_column_is_dice_plus_changes_and_above_13_is_the_more_than_13_column() {
        EventTable table = uniform(Event.NONE).with(1, Movement.MORE_THAN_13, Event.MINOR_ACCIDENT);
        PistesState s = play(race(table, "Ann", "Bob"), "drive Ann R2 J2 R2 J2 6 6");
        Turn t = lastTurn(s, "Ann");
        assertThat(t.column()).isEqualTo(Movement.MORE_THAN_13);
        assertThat(t.event()).isEqualTo(Event.MINOR_ACCIDENT);
        @SuppressWarnings("unchecked")
        var players = (List<Map<String, Object>>) RULES.view(s).get("players");
        @SuppressWarnings("unchecked")
        var turns = (List<Map<String, Object>>) players.get(0).get("turns");
        assertThat(turns.get(0).get("column")).isEqualTo("more than 13");
        assertThat(refused(race(table, "Ann", "Bob"), "drive Ann R2 7 1").ruleId())
                .isEqualTo("PI-EVT-2");
    }

    @Test
    void PI_EVT_3_every_printed_event_has_an_id_and_each_incident_its_matching_equipment() {
        assertThat(Event.values())
                .extracting(Event::id)
                .containsExactly(
                        "none",
                        "fuel",
                        "carburettor",
                        "electrical",
                        "puncture",
                        "radiator",
                        "brakes",
                        "oil-leak",
                        "minor-accident",
                        "fatal-accident");
        assertThat(Event.PUNCTURE.remedy()).contains(Item.SPARE_WHEEL);
        assertThat(Event.RADIATOR.remedy()).contains(Item.WATER);
        assertThat(Event.OIL_LEAK.remedy()).contains(Item.OIL);
        assertThat(Event.BRAKES.remedy()).contains(Item.BRAKE_PADS);
        assertThat(Event.NONE.remedy()).isEmpty();
        assertThat(Event.MINOR_ACCIDENT.remedy()).isEmpty();
    }

    @Test
    void PI_INC_1_an_incident_with_the_equipment_crosses_one_off_and_the_stage_is_complete() {
        PistesState s = play(
                race(uniform(Event.PUNCTURE), "Ann", "Bob"), "equip Ann spare-wheel 2", "drive Ann R19 J11 B14 3 4");
        Turn t = lastTurn(s, "Ann");
        assertThat(t.distance()).isEqualTo(Distance.FULL);
        assertThat(t.used()).isEqualTo(Item.SPARE_WHEEL);
        assertThat(s.player("Ann").count(Item.SPARE_WHEEL)).isEqualTo(1);
        assertThat(s.player("Ann").status()).isEqualTo(Status.RACING);
    }

    @Test
    void PI_INC_2_an_incident_without_the_equipment_covers_half_the_stage_and_next_turn_is_normal() {
        PistesState s =
                play(race(uniform(Event.FUEL), "Ann", "Bob"), "equip Ann spare-wheel", "drive Ann R19 J11 B14 3 4");
        Turn t = lastTurn(s, "Ann");
        assertThat(t.distance()).isEqualTo(Distance.HALF);
        assertThat(t.used()).isNull();
        assertThat(s.player("Ann").count(Item.SPARE_WHEEL)).isEqualTo(1);
        assertThat(s.player("Ann").status()).isEqualTo(Status.RACING);
        assertThat(play(s, "drive Bob R1 1 1").turn()).contains("Ann");
    }

    @Test
    void PI_ACC_1_a_fatal_accident_puts_the_player_out_and_he_never_plays_again() {
        PistesState s = play(race(uniform(Event.FATAL_ACCIDENT), "Ann", "Bob", "Cy"), "drive Ann R1 1 1");
        assertThat(s.player("Ann").status()).isEqualTo(Status.OUT);
        assertThat(lastTurn(s, "Ann").distance()).isEqualTo(Distance.NONE);
        s = play(s, "drive Bob R1 1 1");
        assertThat(s.turn()).contains("Cy");
        s = play(s, "drive Cy R1 1 1");
        assertThat(s.raceOver()).isTrue();
        assertThat(s.turn()).isEmpty();
        assertThat(refused(s, "pass Ann").ruleId()).isEqualTo("PI-END-1");
    }

    @Test
    void PI_ACC_2_a_minor_accident_halves_the_stage_and_the_next_turn_is_skipped() {
        EventTable table = uniform(Event.NONE).with(1, 2, Event.MINOR_ACCIDENT);
        PistesState s = play(race(table, "Ann", "Bob", "Cy"), "drive Ann R1 1 1");
        assertThat(lastTurn(s, "Ann").distance()).isEqualTo(Distance.HALF);
        assertThat(s.player("Ann").status()).isEqualTo(Status.MISSES_TURN);
        s = play(s, "drive Bob R1 2 2");
        RuleViolation v = refused(s, "drive Ann R1 2 2");
        assertThat(v.ruleId()).isEqualTo("PI-ACC-2");
        assertThat(v.english()).contains("misses this turn").contains("Cy's turn");
        s = play(s, "drive Cy R1 2 2");
        assertThat(s.turn()).contains("Bob");
        assertThat(s.player("Ann").status()).isEqualTo(Status.RACING);
        assertThat(s.round()).isEqualTo(2);
        s = play(s, "drive Bob R1 2 2", "drive Cy R1 2 2");
        assertThat(s.turn()).contains("Ann");
    }

    @Test
    void PI_END_1_players_are_ranked_in_order_of_arrival_and_the_race_ends_when_all_are_home() {
        PistesState s = play(
                race(uniform(Event.NONE), "Ann", "Bob", "Cy"),
                "drive Ann R10 1 1",
                "drive Bob R10 1 1",
                "arrive Bob",
                "drive Cy R10 1 1",
                "drive Ann R10 1 1",
                "drive Cy R10 1 1",
                "arrive Cy");
        assertThat(s.player("Bob").rank()).isEqualTo(1);
        assertThat(s.player("Cy").rank()).isEqualTo(2);
        assertThat(s.turn()).contains("Ann");
        assertThat(refused(s, "drive Bob R1 1 1").english()).contains("already arrived");
        s = play(s, "drive Ann R10 1 1", "arrive Ann");
        assertThat(s.player("Ann").rank()).isEqualTo(3);
        assertThat(s.raceOver()).isTrue();
        assertThat(RULES.view(s).get("standings"))
                .asInstanceOf(InstanceOfAssertFactories.LIST)
                .hasSize(3);
    }

    @Test
    void PI_END_1_one_arrives_only_after_driving() {
        PistesState s = race(uniform(Event.NONE), "Ann", "Bob");
        RuleViolation v = refused(s, "arrive Ann");
        assertThat(v.ruleId()).isEqualTo("PI-END-1");
        assertThat(v.english()).contains("has not driven yet");
    }

    @Test
    void D_PI_2_arrivals_in_the_same_round_are_ranked_by_turn_order_whatever_order_they_are_typed() {
        PistesState s = play(
                race(uniform(Event.NONE), "Ann", "Bob", "Cy"),
                "drive Ann R10 1 1",
                "drive Bob R10 1 1",
                "arrive Bob",
                "arrive Ann",
                "drive Cy R1 1 1");
        assertThat(s.player("Ann").rank()).isEqualTo(1);
        assertThat(s.player("Bob").rank()).isEqualTo(2);
        assertThat(s.turn()).contains("Cy");
    }

    @Test
    void D_PI_2_with_ranking_tied_same_round_arrivals_share_the_place() {
        PistesState s = play(
                tiedRace(uniform(Event.NONE), "Ann", "Bob", "Cy"),
                "drive Ann R10 1 1",
                "arrive Ann",
                "drive Bob R10 1 1",
                "arrive Bob",
                "drive Cy R1 1 1",
                "drive Cy R1 1 1",
                "arrive Cy");
        assertThat(s.players()).extracting(Player::rank).containsExactly(1, 1, 3);
        assertThat(s.raceOver()).isTrue();
    }

    @Test
    void D_PI_3_changes_are_counted_between_different_consecutive_types_and_may_be_corrected() {
        assertThat(Movement.countChanges(
                        List.of(new Section(RoadType.R, 5), new Section(RoadType.R, 6), new Section(RoadType.J, 2))))
                .isEqualTo(1);
        PistesState s = play(race(uniform(Event.NONE), "Ann", "Bob"), "drive Ann R5 R6 J2 changes=0 3 3");
        assertThat(lastTurn(s, "Ann").changes()).isZero();
        assertThat(lastTurn(s, "Ann").column()).isEqualTo(6);
        assertThat(refused(s, "drive Bob R5 changes=-1 3 3").ruleId()).isEqualTo("PI-MOVE-3");
    }

    @Test
    void only_the_player_whose_turn_it_is_drives_or_passes() {
        PistesState s = race(uniform(Event.NONE), "Ann", "Bob");
        RuleViolation v = refused(s, "pass Bob");
        assertThat(v.ruleId()).isEqualTo("PI-TURN");
        assertThat(v.english()).contains("Ann's turn");
        assertThat(v.french()).contains("au tour d’Ann");
        s = play(s, "pass Ann");
        assertThat(s.turn()).contains("Bob");
        assertThat(s.player("Ann").turns()).isEmpty();
    }

    @Test
    void malformed_moves_are_refused_with_a_clear_message() {
        PistesState s = race(uniform(Event.NONE), "Ann", "Bob");
        assertThat(refused(s, "drive Ann 3 4").english()).contains("no section");
        assertThat(refused(s, "drive Ann R19 3").english()).contains("two dice");
        assertThat(refused(s, "drive Ann R19 X4 3 4").english()).contains("\"X4\"");
        assertThat(refused(s, "drive Ann 3 R19 4").english()).contains("after the dice");
        assertThat(refused(s, "drive Zoe R19 3 4").english()).contains("not a known player");
        assertThat(refused(s, "fly Ann").english()).contains("unknown command");
        assertThat(refused(s, "equip Ann fuel two").english()).contains("\"two\"");
    }

    @Test
    void view_has_the_contract_fields() {
        PistesState s = play(race(uniform(Event.PUNCTURE), "Ann", "Bob"), "drive Ann R19 J11 B14 3 4");
        Map<String, Object> view = RULES.view(s);
        assertThat(view).containsEntry("game", "pistes").containsEntry("turn", "Bob");
        @SuppressWarnings("unchecked")
        var ann = ((List<Map<String, Object>>) view.get("players")).get(0);
        assertThat(ann)
                .containsEntry("name", "Ann")
                .containsEntry("status", "racing")
                .containsEntry("points", 1000)
                .containsEntry("rank", null);
        assertThat(List.<Object>copyOf(((Map<?, ?>) ann.get("equipment")).keySet()))
                .containsExactly("electrical", "water", "oil", "fuel", "spare-wheel", "brake-pads", "carburettor");
        @SuppressWarnings("unchecked")
        var turn = ((List<Map<String, Object>>) ann.get("turns")).get(0);
        assertThat(turn)
                .containsEntry("points", 171)
                .containsEntry("changes", 2)
                .containsEntry("row", 7)
                .containsEntry("column", 9)
                .containsEntry("event", "puncture")
                .containsEntry("distance", "half");
        assertThat(turn.get("halfMm")).isEqualTo(List.of(19.0, 3.0, 0.0));
    }

    @Test
    void describe_says_the_stage_in_french_and_english() {
        PistesState s = play(race(uniform(Event.PUNCTURE), "Ann", "Bob"), "equip Ann spare-wheel");
        PistesCommand drive = RULES.parse(Words.split("drive Ann R19 J11 B14 3 4"), s);
        assertThat(RULES.describe(s, drive, Locale.FRENCH))
                .contains(
                        "171 points",
                        "ligne 7",
                        "colonne 9",
                        "crevaison",
                        "on raye «\u202FRoue de secours\u202F» de la fiche");
        assertThat(RULES.describe(s, drive, Locale.ENGLISH))
                .contains("171 points", "row 7", "column 9", "puncture", "spare wheel crossed off");
        PistesCommand equip = RULES.parse(Words.split("equip Ann fuel 2"), s);
        assertThat(RULES.describe(s, equip, Locale.FRENCH)).isEqualTo("Ann achète 2 × Essence pour 160 points");
    }

    @Test
    void a_count_with_too_many_digits_is_called_too_long() {
        PistesState s = race(uniform(Event.PUNCTURE), "Ann", "Bob");
        assertThatThrownBy(() -> RULES.parse(Words.split("equip Ann fuel 12345678901"), s))
                .isInstanceOf(RuleViolation.class)
                .hasMessageContaining("too many digits");
        assertThatThrownBy(() -> RULES.parse(Words.split("equip Ann fuel 2x"), s))
                .isInstanceOf(RuleViolation.class)
                .hasMessageNotContaining("too many digits");
    }
}
