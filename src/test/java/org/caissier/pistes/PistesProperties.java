package org.caissier.pistes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.caissier.table.DiceOrigin;
import org.caissier.table.RuleViolation;
import org.caissier.table.Words;

class PistesProperties {
    private static final EventTable TABLE = Fixtures.defaultTable();
    private static final PistesRules RULES = new PistesRules();

    @Provide
    Arbitrary<Section> sections() {
        return Combinators.combine(Arbitraries.of(RoadType.class), Arbitraries.integers().between(1, 90))
                .as(Section::new);
    }

    @Provide
    Arbitrary<PistesCommand> commands() {
        Arbitrary<String> player = Arbitraries.of("Ann", "Bob", "Cy");
        Arbitrary<PistesCommand> equip = Combinators.combine(player, Arbitraries.of(Item.class),
                Arbitraries.integers().between(1, 6)).as(PistesCommand.Equip::new);
        Arbitrary<PistesCommand> drive = Combinators.combine(player, sections().list().ofMinSize(1).ofMaxSize(5),
                Arbitraries.integers().between(0, 6).injectNull(0.7), Arbitraries.integers().between(1, 6),
                Arbitraries.integers().between(1, 6), Arbitraries.of(DiceOrigin.class).injectNull(0.5))
                .as(PistesCommand.Drive::new);
        return Arbitraries.oneOf(equip, drive, player.map(PistesCommand.Pass::new),
                player.map(PistesCommand.Arrive::new));
    }

    @Property
    void an_accepted_stage_never_costs_more_than_240_points(
            @ForAll @Size(min = 1, max = 6) List<@net.jqwik.api.From("sections") Section> plan,
            @ForAll @IntRange(min = 1, max = 6) int a, @ForAll @IntRange(min = 1, max = 6) int b) {
        PistesState start = Fixtures.race(TABLE, "Ann", "Bob");
        try {
            PistesState after = RULES.apply(start, new PistesCommand.Drive("Ann", plan, null, a, b, null));
            assertThat(Fixtures.lastTurn(after, "Ann").points()).isLessThanOrEqualTo(240)
                    .isEqualTo(Movement.points(plan));
        } catch (RuleViolation v) {
            assertThat(v.ruleId()).isEqualTo("PI-MOVE-2");
            assertThat(Movement.points(plan)).isGreaterThan(240);
        }
    }

    @Property
    void equipment_and_points_never_go_negative_whatever_is_played(
            @ForAll @Size(max = 40) List<@net.jqwik.api.From("commands") PistesCommand> script) {
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
    }

    @Property
    void risk_preview_sums_to_one_and_matches_a_count_over_the_36_throws(
            @ForAll @IntRange(min = 1, max = 8) int row, @ForAll @IntRange(min = 0, max = 8) int changes,
            @ForAll @Size(max = 3) List<Item> sheet) {
        Map<Item, Integer> equipment = new EnumMap<>(Item.class);
        sheet.forEach(i -> equipment.merge(i, 1, Integer::sum));
        RiskPreview preview = RiskPreview.of(TABLE, row, changes, equipment);
        Map<Event, Integer> brute = new EnumMap<>(Event.class);
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                brute.merge(TABLE.at(row, Movement.column(a, b, changes)), 1, Integer::sum);
            }
        }
        double total = 0;
        for (Event e : Event.values()) {
            assertThat(preview.count(e)).as(e.id()).isEqualTo(brute.getOrDefault(e, 0));
            total += preview.probability(e);
            e.remedy().ifPresent(item -> assertThat(preview.covered(e)).isEqualTo(equipment.containsKey(item)));
        }
        assertThat(total).isCloseTo(1.0, org.assertj.core.api.Assertions.within(1e-12));
    }

    @Property
    void every_command_reads_back_equal_from_its_text(@ForAll("commands") PistesCommand command) {
        PistesState state = Fixtures.race(TABLE, "Ann", "Bob", "Cy");
        assertThat(RULES.parse(Words.split(command.text()), state)).isEqualTo(command);
    }

    @Property
    void the_game_line_reads_back_equal_from_its_text(
            @ForAll @Size(min = 2, max = 5) List<@net.jqwik.api.From("names") String> players,
            @ForAll boolean tied, @ForAll boolean ownTable) {
        List<String> distinct = new ArrayList<>();
        players.stream().filter(p -> distinct.stream().noneMatch(d -> org.caissier.table.Names.same(d, p)))
                .forEach(distinct::add);
        if (distinct.size() < 2) {
            return;
        }
        var game = new PistesCommand.NewGame(ownTable ? "my tables/pistes.json" : null,
                tied ? Ranking.TIED : Ranking.TURN_ORDER, distinct);
        List<String> words = Words.split(game.text());
        assertThat(new PistesParser().newGame(words.subList(2, words.size()))).isEqualTo(game);
    }

    @Provide
    Arbitrary<String> names() {
        return Arbitraries.of("Ann", "Bob", "Chloé", "Jean Pierre", "Zoë", "Marc-Antoine");
    }
}
