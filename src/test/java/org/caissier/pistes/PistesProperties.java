package org.caissier.pistes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.assertj.core.api.Assertions;
import org.caissier.table.DiceOrigin;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Words;
import org.caissier.testing.Cases;
import org.caissier.testing.Gen;
import org.junit.jupiter.api.Test;

class PistesProperties {
    private static final EventTable TABLE = Fixtures.defaultTable();
    private static final PistesRules RULES = new PistesRules();
    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cy");

    static Section section(Random r) {
        return new Section(Gen.oneOf(r, RoadType.class), Gen.between(r, 1, 90));
    }

    static PistesCommand command(Random r) {
        String player = Gen.oneOf(r, PLAYERS);
        return switch (r.nextInt(4)) {
            case 0 -> new PistesCommand.Equip(player, Gen.oneOf(r, Item.class), Gen.between(r, 1, 6));
            case 1 ->
                new PistesCommand.Drive(
                        player,
                        Gen.listOf(r, 1, 5, PistesProperties::section),
                        Gen.orNull(r, 0.7, x -> Gen.between(x, 0, 6)),
                        Gen.between(r, 1, 6),
                        Gen.between(r, 1, 6),
                        Gen.orNull(r, 0.5, x -> Gen.oneOf(x, DiceOrigin.class)));
            case 2 -> new PistesCommand.Pass(player);
            default -> new PistesCommand.Arrive(player);
        };
    }

    private record Stage(List<Section> plan, int a, int b) {}

    @Test
    void an_accepted_stage_never_costs_more_than_240_points() {
        Cases.forAll(
                1000,
                r -> new Stage(
                        Gen.listOf(r, 1, 6, PistesProperties::section), Gen.between(r, 1, 6), Gen.between(r, 1, 6)),
                stage -> {
                    PistesState start = Fixtures.race(TABLE, "Ann", "Bob");
                    try {
                        PistesState after = RULES.apply(
                                start, new PistesCommand.Drive("Ann", stage.plan(), null, stage.a(), stage.b(), null));
                        assertThat(Fixtures.lastTurn(after, "Ann").points())
                                .isLessThanOrEqualTo(240)
                                .isEqualTo(Movement.points(stage.plan()));
                    } catch (RuleViolation v) {
                        assertThat(v.ruleId()).isEqualTo("PI-MOVE-2");
                        assertThat(Movement.points(stage.plan())).isGreaterThan(240);
                    }
                });
    }

    @Test
    void equipment_and_points_never_go_negative_whatever_is_played() {
        Cases.forAll(1000, r -> Gen.listOf(r, 0, 40, PistesProperties::command), script -> {
            PistesState state = Fixtures.race(TABLE, "Ann", "Bob", "Cy");
            for (PistesCommand c : script) {
                PistesState before = state;
                try {
                    state = RULES.apply(state, c);
                } catch (RuleViolation v) {
                    assertThat(state).isSameAs(before);
                }
                for (Player p : state.players()) {
                    assertThat(p.equipment().values()).allMatch(n -> n >= 0);
                    assertThat(p.points()).isBetween(0, 1000);
                }
            }
        });
    }

    private record Risk(int row, int changes, List<Item> sheet) {}

    @Test
    void risk_preview_sums_to_one_and_matches_a_count_over_the_36_throws() {
        Cases.forAll(
                1000,
                r -> new Risk(
                        Gen.between(r, 1, 8), Gen.between(r, 0, 8), Gen.listOf(r, 0, 3, x -> Gen.oneOf(x, Item.class))),
                risk -> {
                    Map<Item, Integer> equipment = new EnumMap<>(Item.class);
                    risk.sheet().forEach(i -> equipment.merge(i, 1, Integer::sum));
                    RiskPreview preview = RiskPreview.of(TABLE, risk.row(), risk.changes(), equipment);
                    Map<Event, Integer> brute = new EnumMap<>(Event.class);
                    for (int a = 1; a <= 6; a++) {
                        for (int b = 1; b <= 6; b++) {
                            brute.merge(TABLE.at(risk.row(), Movement.column(a, b, risk.changes())), 1, Integer::sum);
                        }
                    }
                    double total = 0;
                    for (Event e : Event.values()) {
                        assertThat(preview.count(e)).as(e.id()).isEqualTo(brute.getOrDefault(e, 0));
                        total += preview.probability(e);
                        e.remedy()
                                .ifPresent(
                                        item -> assertThat(preview.covered(e)).isEqualTo(equipment.containsKey(item)));
                    }
                    assertThat(total).isCloseTo(1.0, Assertions.within(1e-12));
                });
    }

    @Test
    void every_command_reads_back_equal_from_its_text() {
        Cases.forAll(1000, PistesProperties::command, command -> {
            PistesState state = Fixtures.race(TABLE, "Ann", "Bob", "Cy");
            assertThat(RULES.parse(Words.split(command.text()), state)).isEqualTo(command);
        });
    }

    private record GameLine(List<String> players, boolean tied, boolean ownTable) {}

    @Test
    void the_game_line_reads_back_equal_from_its_text() {
        List<String> names = List.of("Ann", "Bob", "Chloé", "Jean Pierre", "Zoë", "Marc-Antoine");
        Cases.forAll(
                1000,
                r -> new GameLine(Gen.listOf(r, 2, 5, x -> Gen.oneOf(x, names)), r.nextBoolean(), r.nextBoolean()),
                line -> {
                    List<String> distinct = new ArrayList<>();
                    line.players().stream()
                            .filter(p -> distinct.stream().noneMatch(d -> Names.same(d, p)))
                            .forEach(distinct::add);
                    if (distinct.size() < 2) {
                        return;
                    }
                    var game = new PistesCommand.NewGame(
                            line.ownTable() ? "my tables/pistes.json" : null,
                            line.tied() ? Ranking.TIED : Ranking.TURN_ORDER,
                            distinct);
                    List<String> words = Words.split(game.text());
                    assertThat(new PistesParser().newGame(words.subList(2, words.size())))
                            .isEqualTo(game);
                });
    }
}
