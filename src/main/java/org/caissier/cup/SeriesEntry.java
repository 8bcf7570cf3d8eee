package org.caissier.cup;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One crew's line of the series table.
 *
 * @param scores    one score per race, in race order
 * @param codes     the code of each race (null where the crew had a place)
 * @param discarded the races excluded (A2), 1-based
 * @param tiebreak  what decided the place: {@code net}, {@code A8.1}, {@code A8.2}, or {@code shared}
 */
public record SeriesEntry(
        int rank,
        String crew,
        List<Ratio> scores,
        List<Finish.Code> codes,
        List<Integer> discarded,
        Ratio total,
        Ratio net,
        String tiebreak) {
    public SeriesEntry {
        scores = List.copyOf(scores);
        codes = Collections.unmodifiableList(new ArrayList<>(codes));
        discarded = List.copyOf(discarded);
    }
}
