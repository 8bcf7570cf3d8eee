package org.caissier.cup.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.caissier.table.Words;

/**
 * The one line a finished match gives its event, in the event's own language (commands.md): {@code result
 * WINNER LOSER} for a tournament match, {@code race ...} for a regatta race — the finishing order as the boats
 * crossed, then the codes (DSQ, RET, DNF) and DNC for the event's crews that did not sail.
 */
public final class EventLine {
    private EventLine() {
    }

    /** {@code result WINNER LOSER}, once a two-boat match has a winner. */
    public static Optional<String> result(MatchState state) {
        if (state.boats().size() != 2) {
            return Optional.empty();
        }
        return state.winner().map(w -> {
            String loser = state.crews().get(0).equals(w) ? state.crews().get(1) : state.crews().get(0);
            return "result " + Words.quote(w) + " " + Words.quote(loser);
        });
    }

    /** {@code race ...} for a regatta whose crews are {@code entries}, once the race is over. */
    public static Optional<String> race(MatchState state, List<String> entries) {
        if (!state.over()) {
            return Optional.empty();
        }
        List<String> words = new ArrayList<>(List.of("race"));
        state.finishers().forEach(words::add);
        for (Boat b : state.boats()) {
            if (!state.finishers().contains(b.crew())) {
                String code = switch (b.status()) {
                    case DSQ -> "DSQ";
                    case RETIRED -> "RET";
                    default -> "DNF";
                };
                words.add(b.crew() + "=" + code);
            }
        }
        for (String e : entries) {
            if (state.crews().stream().noneMatch(c -> c.equalsIgnoreCase(e))) {
                words.add(e + "=DNC");
            }
        }
        return Optional.of(Words.join(words));
    }
}
