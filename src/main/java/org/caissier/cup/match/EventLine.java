package org.caissier.cup.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.caissier.cup.EventInfo;
import org.caissier.cup.RegattaState;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentState;
import org.caissier.table.Words;

/**
 * The one line a finished match gives its event, in the event's own language (commands.md): {@code result
 * WINNER LOSER} for a tournament match, {@code race ...} for a regatta race — the finishing order as the boats
 * crossed, then the codes (DSQ, RET, DNF) and DNC for the event's crews that did not sail.
 */
public final class EventLine {
    private EventLine() {}

    /**
     * Whether this match was sailed for this event: its {@code event-id=} is the event's {@code id=}. An event
     * made before ids were kept has none, and so has every match sailed for it; a match that names an id is
     * another event's to such an event, as is a match naming none (or another) to an event that has one.
     */
    public static boolean sameEvent(Object event, MatchState match) {
        EventInfo info = event instanceof TournamentState t
                ? t.event()
                : event instanceof RegattaState r ? r.event() : EventInfo.NONE;
        return Objects.equals(info.id(), match.eventId());
    }

    /**
     * The line for this event's state: {@code result} for a round-robin match, {@code sail-off} for one the
     * standings ask for, {@code final} between the finalists (a pair that is none of these gets {@code result},
     * which the tournament refuses with its own reason); {@code race} for a regatta.
     */
    public static Optional<String> forEvent(Object event, MatchState match) {
        if (event instanceof RegattaState r) {
            return race(match, r.names());
        }
        if (!(event instanceof TournamentState t)) {
            return Optional.empty();
        }
        return result(match).map(line -> {
            String a = match.crews().get(0);
            String b = match.crews().get(1);
            if (t.unsailed().stream().anyMatch(p -> p.involves(a) && p.involves(b))) {
                return line;
            }
            Standings standings = Standings.of(t);
            if (standings.sailOffsDue().stream().anyMatch(c -> c.wants(a, b))) {
                return "sail-off" + line.substring("result".length());
            }
            if (standings.finalists().containsAll(List.of(a, b))) {
                return "final" + line.substring("result".length());
            }
            return line;
        });
    }

    /** {@code result WINNER LOSER}, once a two-boat match has a winner. */
    public static Optional<String> result(MatchState state) {
        if (state.boats().size() != 2) {
            return Optional.empty();
        }
        return state.winner().map(w -> {
            String loser = state.crews().get(0).equals(w)
                    ? state.crews().get(1)
                    : state.crews().get(0);
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
        // a two-boat race ends at the first boat across: the other, still racing, is second
        state.boats().stream().filter(Boat::racing).forEach(b -> words.add(b.crew()));
        for (Boat b : state.boats()) {
            if (!state.finishers().contains(b.crew()) && !b.racing()) {
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
