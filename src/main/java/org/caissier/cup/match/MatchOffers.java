package org.caissier.cup.match;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.caissier.cup.TournamentState;
import org.caissier.cup.match.EventScorer.Pending;
import org.caissier.table.Command;
import org.caissier.table.RuleViolation;
import org.caissier.table.Session;
import org.caissier.table.Step;

/**
 * What opening an event does with each finished match file that names it (commands.md: a match file is only
 * offered to its own event): a match of this event whose line the event would take now is offered; one that names
 * another event (its {@code event-id=} is not this event's {@code id=}), one whose pair is not due, and files that
 * give different results for the same pair are said to be so and not offered. A match whose line the event holds,
 * or whose result the event has already as the match gives it, is passed over in silence.
 */
public final class MatchOffers {
    /** Why a match file is, or is not, offered. */
    public enum Kind {
        /** A match of this event whose line the event would take now. */
        OFFERED,
        /** It names another event: its event id is not this event's. */
        OTHER_EVENT,
        /** The event takes no such line now: the pair is not due (or has another result already). */
        NOT_DUE,
        /** Another file gives a different result for the same pair: neither is offered. */
        CONTRADICTED
    }

    /**
     * One file's verdict: the line it would give ({@code OFFERED}, {@code NOT_DUE}, {@code CONTRADICTED}), the
     * rules' refusal of it ({@code NOT_DUE}, when there is one), the files that contradict it.
     */
    public record Verdict(
            Pending match,
            Kind kind,
            Optional<String> line,
            Optional<RuleViolation> refusal,
            List<Path> contradicting) {
        public Verdict {
            contradicting = List.copyOf(contradicting);
        }
    }

    private MatchOffers() {}

    /** The verdict on each of {@code found} (finished matches whose game line names this event's file), in order. */
    public static List<Verdict> of(Session<?, ?> event, List<Pending> found) {
        List<Verdict> verdicts = new ArrayList<>();
        for (Pending p : found) {
            verdict(event, p).ifPresent(verdicts::add);
        }
        return event.state() instanceof TournamentState ? withoutContradictions(verdicts) : verdicts;
    }

    private static Optional<Verdict> verdict(Session<?, ?> event, Pending p) {
        if (EventScorer.holdsLineOf(event, p.file())) {
            return Optional.empty();
        }
        if (!EventLine.sameEvent(event.state(), p.match())) {
            return Optional.of(
                    new Verdict(p, Kind.OTHER_EVENT, EventLine.result(p.match()), Optional.empty(), List.of()));
        }
        Optional<String> line = p.lineFor(event.state());
        if (line.isEmpty()) {
            return Optional.of(new Verdict(p, Kind.NOT_DUE, line, Optional.empty(), List.of()));
        }
        Optional<RuleViolation> refusal = EventScorer.refusal(event, line.get());
        if (refusal.isEmpty()) {
            return Optional.of(new Verdict(p, Kind.OFFERED, line, Optional.empty(), List.of()));
        }
        if (holdsSame(event, line.get())) {
            return Optional.empty(); // the event has this very result, entered by hand: nothing to say
        }
        return Optional.of(new Verdict(p, Kind.NOT_DUE, line, refusal, List.of()));
    }

    /**
     * Offered matches of a tournament that give different lines for the same pair are none of them offered; of
     * several that give the same line, the first is offered (once it is in, the others agree with the event).
     */
    private static List<Verdict> withoutContradictions(List<Verdict> verdicts) {
        Map<String, List<Verdict>> byPair = new LinkedHashMap<>();
        for (Verdict v : verdicts) {
            if (v.kind() == Kind.OFFERED) {
                byPair.computeIfAbsent(pair(v.match().match()), k -> new ArrayList<>())
                        .add(v);
            }
        }
        List<Verdict> out = new ArrayList<>();
        for (Verdict v : verdicts) {
            if (v.kind() != Kind.OFFERED) {
                out.add(v);
                continue;
            }
            List<Verdict> same = byPair.get(pair(v.match().match()));
            boolean agree = same.stream().allMatch(o -> o.line().equals(v.line()));
            if (!agree) {
                out.add(new Verdict(
                        v.match(),
                        Kind.CONTRADICTED,
                        v.line(),
                        Optional.empty(),
                        same.stream()
                                .filter(o -> o != v)
                                .map(o -> o.match().file())
                                .toList()));
            } else if (same.get(0) == v) {
                out.add(v);
            }
        }
        return out;
    }

    private static String pair(MatchState match) {
        return match.crews().stream()
                .map(c -> c.toLowerCase(Locale.ROOT))
                .sorted()
                .toList()
                .toString();
    }

    /** Whether an active line of the event is this very line, as the event's rules write it. */
    private static <S, C extends Command> boolean holdsSame(Session<S, C> event, String line) {
        for (Step<S, C> step : event.history()) {
            if (step.active()
                    && step instanceof Step.Applied<S, C> applied
                    && EventScorer.sameCommand(event, applied.before(), line, applied.text())) {
                return true;
            }
        }
        return false;
    }
}
