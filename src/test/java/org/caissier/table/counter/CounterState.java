package org.caissier.table.counter;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The counter game's whole state: each player's score, in seating order. */
public record CounterState(Map<String, Integer> scores) {

    public CounterState {
        scores = Collections.unmodifiableMap(new LinkedHashMap<>(scores));
    }

    public static CounterState start(List<String> players) {
        Map<String, Integer> scores = new LinkedHashMap<>();
        players.forEach(p -> scores.put(p, 0));
        return new CounterState(scores);
    }

    public int score(String player) {
        return scores.get(player);
    }

    public CounterState plus(String player, int amount) {
        Map<String, Integer> next = new LinkedHashMap<>(scores);
        next.merge(player, amount, Integer::sum);
        return new CounterState(next);
    }
}
