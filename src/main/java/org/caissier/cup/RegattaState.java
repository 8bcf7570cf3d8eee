package org.caissier.cup;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A regatta series: the crews, how many races each crew discards (A2), and each race's finishing order. The
 * series table is computed from this by {@link SeriesScoring}.
 *
 * @param replaced for each corrected race (by its number), the finishing order its last correction replaced, so
 *                 that every output can say it was corrected and from what
 */
public record RegattaState(
        List<Crew> crews,
        int discards,
        List<List<Finish>> races,
        EventInfo event,
        Map<Integer, List<Finish>> replaced) {
    public RegattaState {
        crews = List.copyOf(crews);
        races = races.stream().map(List::copyOf).toList();
        event = event == null ? EventInfo.NONE : event;
        replaced = Map.copyOf(replaced);
    }

    public RegattaState(List<Crew> crews, int discards, List<List<Finish>> races, EventInfo event) {
        this(crews, discards, races, event, Map.of());
    }

    /** The finishing order race {@code number} had before its last correction, if it was corrected. */
    public Optional<List<Finish>> replacedOrder(int number) {
        return Optional.ofNullable(replaced.get(number));
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
        Map<Integer, List<Finish>> was = new HashMap<>(replaced);
        if (number == 0) {
            all.add(order);
        } else {
            was.put(number, all.set(number - 1, order));
        }
        return new RegattaState(crews, discards, all, event, was);
    }
}
