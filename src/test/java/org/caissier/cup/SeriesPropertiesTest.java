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
 * Seeded random regattas (plain loops): each race's points add up to the places it used (A4, A7) plus entries + 1
 * per code (A5.2); net = total minus the discards (A2); and the series does not depend on the order the crews
 * were typed in.
 */
class SeriesPropertiesTest {

    static IntStream seeds() {
        return IntStream.range(0, 60);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void a7_a5_2_a2_race_points_add_up_and_the_series_ignores_typing_order(int seed) {
        Random random = new Random(seed);
        int n = 2 + random.nextInt(5);
        int discards = random.nextInt(3);
        List<String> crews = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            crews.add("C" + i);
        }
        List<String> races = new ArrayList<>();
        for (int r = 0; r < 1 + random.nextInt(7); r++) {
            List<String> order = new ArrayList<>(crews);
            Collections.shuffle(order, random);
            StringBuilder line = new StringBuilder("race");
            for (int i = 0; i < order.size(); i++) {
                String word = order.get(i);
                if (random.nextInt(8) == 0) {
                    word += "=" + Finish.Code.values()[random.nextInt(6)];
                } else if (i + 1 < order.size()
                        && random.nextInt(6) == 0
                        && !order.get(i + 1).contains("=")) {
                    word += "+" + order.get(++i);
                }
                line.append(' ').append(word);
            }
            races.add(line.toString());
        }
        Map<String, String> first = null;
        for (int attempt = 0; attempt < 3; attempt++) {
            List<String> typed = new ArrayList<>(crews);
            Collections.shuffle(typed, random);
            Play<RegattaState> p = Play.regatta("discards=" + discards + " " + String.join(" ", typed))
                    .then(races.toArray(String[]::new));
            for (List<RaceScore> race : p.state().scores()) {
                long finishers = race.stream().filter(s -> s.code() == null).count();
                long coded = race.size() - finishers;
                Ratio sum = race.stream().map(RaceScore::points).reduce(Ratio.ZERO, Ratio::plus);
                assertThat(sum).isEqualTo(Ratio.of(finishers * (finishers + 1) / 2 + coded * (n + 1L)));
            }
            Map<String, String> rows = new HashMap<>();
            for (SeriesEntry e : p.series()) {
                Ratio dropped = Ratio.ZERO;
                for (int race : e.discarded()) {
                    dropped = dropped.plus(e.scores().get(race - 1));
                }
                assertThat(e.net()).isEqualTo(e.total().minus(dropped));
                assertThat(e.discarded()).hasSize(Math.min(discards, Math.max(0, races.size() - 1)));
                rows.put(e.crew(), e.rank() + " " + e.tiebreak() + " " + e.net().text());
            }
            if (first == null) {
                first = rows;
            } else {
                assertThat(rows).isEqualTo(first);
            }
        }
    }
}
