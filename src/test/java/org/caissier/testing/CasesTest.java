package org.caissier.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class CasesTest {

    @Test
    void a_failure_names_its_seed_and_case_and_that_seed_replays_exactly_that_case() {
        Cases fresh = new Cases(null, new SplittableRandom(7));
        List<Integer> seen = new ArrayList<>();
        AssertionError failure = null;
        try {
            fresh.run(500, r -> Gen.between(r, 0, 1000), v -> {
                seen.add(v);
                assertThat(v).isLessThan(900);
            });
        } catch (AssertionError e) {
            failure = e;
        }
        assertThat(failure).isNotNull();
        int failing = seen.get(seen.size() - 1);
        assertThat(failure.getMessage()).contains("case: " + failing).contains("-Dcaissier.seed=");

        Matcher m = Pattern.compile("seed (-?\\d+)").matcher(failure.getMessage());
        assertThat(m.find()).isTrue();
        List<Integer> replayed = new ArrayList<>();
        assertThatThrownBy(() -> new Cases(Long.parseLong(m.group(1)), new SplittableRandom())
                        .run(500, r -> Gen.between(r, 0, 1000), v -> {
                            replayed.add(v);
                            assertThat(v).isLessThan(900);
                        }))
                .isInstanceOf(AssertionError.class);
        assertThat(replayed).containsExactly(failing);
    }

    @Test
    void every_case_runs_when_none_fails_and_bounds_come_up() {
        List<Integer> seen = new ArrayList<>();
        new Cases(null, new SplittableRandom(1)).run(200, r -> Gen.between(r, 3, 6), seen::add);
        assertThat(seen).hasSize(200).allMatch(v -> v >= 3 && v <= 6).contains(3, 6);
    }
}
