package org.caissier.table.counter;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The counter game's whole state: each player's score, in seating order, the secret numbers written down so
 * far (empty where the secret line was sealed and not read), whether the game was ended and whether its end was
 * confirmed.
 */
public record CounterState(Map<String, Integer> scores, List<OptionalInt> secrets, boolean over, boolean confirmed) {

    public CounterState {
        scores = Collections.unmodifiableMap(new LinkedHashMap<>(scores));
        secrets = List.copyOf(secrets);
    }

    public CounterState(Map<String, Integer> scores, List<OptionalInt> secrets) {
        this(scores, secrets, false, false);
    }

    public CounterState(Map<String, Integer> scores) {
        this(scores, List.of());
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
        return new CounterState(next, secrets, over, confirmed);
    }

    public CounterState withSecret(OptionalInt secret) {
        List<OptionalInt> next = new ArrayList<>(secrets);
        next.add(secret);
        return new CounterState(scores, next, over, confirmed);
    }

    public CounterState ended() {
        return new CounterState(scores, secrets, true, confirmed);
    }

    public CounterState confirming() {
        return new CounterState(scores, secrets, over, true);
    }

    /** Everyone's view: that secrets were written down, not what they are. */
    public CounterState hidingSecrets() {
        return new CounterState(scores, Collections.nCopies(secrets.size(), OptionalInt.empty()), over, confirmed);
    }
}
