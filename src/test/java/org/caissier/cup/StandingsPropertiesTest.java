package org.caissier.cup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded random tournaments (plain loops, one seed per case): the standings never depend on the order the crews
 * were typed in or the results entered (D-AC-2: no tie is ordered by typing order), every crew has one place,
 * places never go down the table, and sail-offs are only asked for once the round robin is over.
 */
class StandingsPropertiesTest {

    static IntStream seeds() {
        return IntStream.range(0, 60);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void c11_1a_and_d_ac_2_standings_do_not_depend_on_the_order_of_crews_or_results(int seed) {
        Random random = new Random(seed);
        int n = 2 + random.nextInt(9);
        List<String> crews = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            crews.add("C" + i);
        }
        // Results per pair, decided once: few outcomes (so ties are common), some dead heats and dsq.
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (random.nextInt(10) == 0) {
                    continue;
                }
                boolean iWins = random.nextBoolean();
                String w = iWins ? crews.get(i) : crews.get(j);
                String l = iWins ? crews.get(j) : crews.get(i);
                int kind = random.nextInt(12);
                lines.add("result " + w + " " + l + (kind == 0 ? " dsq=" + w : kind == 1 ? " dead-heat" : ""));
            }
        }
        // Now and then a crew or two withdraw after the results (their results stand, C10.2).
        List<String> after = new ArrayList<>();
        for (String c : crews) {
            if (random.nextInt(6) == 0) {
                after.add("withdraw " + c);
            }
        }
        boolean end = lines.size() < n * (n - 1) / 2 && after.isEmpty();
        Map<String, String> first = null;
        for (int attempt = 0; attempt < 3; attempt++) {
            List<String> order = new ArrayList<>(crews);
            Collections.shuffle(order, random);
            List<String> played = new ArrayList<>(lines);
            Collections.shuffle(played, random);
            Play<TournamentState> p = Play.tournament(String.join(" ", order))
                    .then(played.toArray(String[]::new))
                    .then(after.toArray(String[]::new));
            if (end) {
                p.then("end-round-robin");
            }
            Standings st = p.standings();
            checkShape(st, n);
            Map<String, String> places = new HashMap<>();
            for (Standing s : st.places()) {
                places.put(
                        s.crew(),
                        s.rank() + " " + s.tiebreak() + " " + s.points().text());
            }
            if (first == null) {
                first = places;
            } else {
                assertThat(places)
                        .as("same results, crews typed in another order")
                        .isEqualTo(first);
            }
        }
    }

    private static void checkShape(Standings st, int n) {
        assertThat(st.places()).hasSize(n);
        assertThat(st.places().stream().map(Standing::crew).distinct()).hasSize(n);
        for (int i = 1; i < st.places().size(); i++) {
            assertThat(st.places().get(i).rank())
                    .isGreaterThanOrEqualTo(st.places().get(i - 1).rank());
            assertThat(st.places().get(i).rank()).isLessThanOrEqualTo(i + 1);
        }
        if (!st.roundRobinComplete()) {
            assertThat(st.sailOffsDue()).isEmpty();
        }
        for (SailOffCall c : st.sailOffsDue()) {
            assertThat(c.place()).isLessThanOrEqualTo(2);
            assertThat(c.place() + c.crews().size() - 1).isGreaterThan(2);
        }
        assertThat(st.finalists().isEmpty() || st.sailOffsDue().isEmpty()).isTrue();
    }
}
