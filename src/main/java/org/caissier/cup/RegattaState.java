package org.caissier.cup;

import java.util.ArrayList;
import java.util.List;

/**
 * A regatta series: the crews, how many races each crew discards (A2), and each race's finishing order. The
 * series table is computed from this by {@link SeriesScoring}.
 */
public record RegattaState(List<Crew> crews, int discards, List<List<Finish>> races, EventInfo event) {
    public RegattaState {
        crews = List.copyOf(crews);
        races = races.stream().map(List::copyOf).toList();
        event = event == null ? EventInfo.NONE : event;
    }

    public List<String> names() {
        return crews.stream().map(Crew::name).toList();
    }

    public Crew crew(String name) {
        return crews.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    /** Each race's scores, in finishing order. */
    public List<List<RaceScore>> scores() {
        return races.stream().map(r -> RaceScore.of(r, crews.size())).toList();
    }

    RegattaState with(int number, List<Finish> order) {
        List<List<Finish>> all = new ArrayList<>(races);
        if (number == 0) {
            all.add(order);
        } else {
            all.set(number - 1, order);
        }
        return new RegattaState(crews, discards, all, event);
    }
}
