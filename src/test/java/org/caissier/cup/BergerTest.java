package org.caissier.cup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** AC-TOUR-1: every crew meets every other once, on the schedule of the FIDE Berger tables (C.05, Annex 1). */
class BergerTest {

    private static List<String> numbers(int n) {
        return IntStream.rangeClosed(1, n).mapToObj(String::valueOf).toList();
    }

    /** The schedule written as the FIDE table prints it: "1-4 2-3 / 4-3 1-2 / ...", byes left out. */
    private static String table(List<Berger.Round> rounds) {
        List<String> out = new ArrayList<>();
        for (Berger.Round r : rounds) {
            out.add(String.join(
                    " ",
                    r.pairings().stream().map(p -> p.first() + "-" + p.second()).toList()));
        }
        return String.join(" / ", out);
    }

    @Test
    void ac_tour_1_four_crews_follow_the_fide_table() {
        assertThat(table(Berger.schedule(numbers(4)))).isEqualTo("1-4 2-3 / 4-3 1-2 / 2-4 3-1");
    }

    @Test
    void ac_tour_1_six_crews_follow_the_fide_table() {
        assertThat(table(Berger.schedule(numbers(6))))
                .isEqualTo("1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1");
    }

    @Test
    void ac_tour_1_five_crews_follow_the_table_for_six_with_a_bye_against_the_dummy() {
        List<Berger.Round> rounds = Berger.schedule(numbers(5));
        assertThat(table(rounds)).isEqualTo("2-5 3-4 / 5-3 1-2 / 3-1 4-5 / 1-4 2-3 / 4-2 5-1");
        assertThat(rounds.stream().map(Berger.Round::bye).toList()).containsExactly("1", "4", "2", "5", "3");
    }

    @Test
    void ac_tour_1_ten_crews_follow_the_fide_table() {
        assertThat(table(Berger.schedule(numbers(10))))
                .isEqualTo(String.join(
                        " / ",
                        "1-10 2-9 3-8 4-7 5-6",
                        "10-6 7-5 8-4 9-3 1-2",
                        "2-10 3-1 4-9 5-8 6-7",
                        "10-7 8-6 9-5 1-4 2-3",
                        "3-10 4-2 5-1 6-9 7-8",
                        "10-8 9-7 1-6 2-5 3-4",
                        "4-10 5-3 6-2 7-1 8-9",
                        "10-9 1-8 2-7 3-6 4-5",
                        "5-10 6-4 7-3 8-2 9-1"));
    }

    static IntStream sizes() {
        return IntStream.rangeClosed(2, 16);
    }

    @ParameterizedTest(name = "{0} crews")
    @MethodSource("sizes")
    void ac_tour_1_every_pair_meets_exactly_once_nobody_twice_a_round_first_named_balanced(int n) {
        // Seeded random names in a random order: the schedule must not depend on what the crews are called.
        Random random = new Random(9_000L + n);
        List<String> crews = new ArrayList<>();
        while (crews.size() < n) {
            String name = "crew" + random.nextInt(1_000_000);
            if (!crews.contains(name)) {
                crews.add(name);
            }
        }
        Collections.shuffle(crews, random);
        List<Berger.Round> rounds = Berger.schedule(crews);

        assertThat(rounds).hasSize(n % 2 == 0 ? n - 1 : n);
        Set<Set<String>> pairs = new HashSet<>();
        Map<String, Integer> first = new HashMap<>();
        Map<String, Integer> byes = new HashMap<>();
        for (Berger.Round r : rounds) {
            List<String> sailing = new ArrayList<>();
            for (Berger.Pairing p : r.pairings()) {
                assertThat(pairs.add(Set.of(p.first(), p.second())))
                        .as(p + " met before")
                        .isTrue();
                sailing.add(p.first());
                sailing.add(p.second());
                first.merge(p.first(), 1, Integer::sum);
            }
            if (r.bye() != null) {
                sailing.add(r.bye());
                byes.merge(r.bye(), 1, Integer::sum);
            }
            assertThat(sailing)
                    .as("round " + r.number())
                    .doesNotHaveDuplicates()
                    .containsExactlyInAnyOrderElementsOf(crews);
            assertThat(r.bye() != null).isEqualTo(n % 2 == 1);
        }
        assertThat(pairs).hasSize(n * (n - 1) / 2);
        List<Integer> counts = crews.stream().map(c -> first.getOrDefault(c, 0)).toList();
        assertThat(Collections.max(counts) - Collections.min(counts))
                .as("first-named counts " + counts)
                .isLessThanOrEqualTo(1);
        if (n % 2 == 1) {
            assertThat(byes.values()).as("one bye each").hasSize(n).containsOnly(1);
        }
    }
}
