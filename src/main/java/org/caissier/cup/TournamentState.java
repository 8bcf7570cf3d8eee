package org.caissier.cup;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A round-robin tournament for the Cup: the crews (in the order entered, which numbers them in the Berger
 * tables), the schedule, the results in the order they were entered, withdrawals, the sail-offs asked for, and
 * the final. Standings are not stored: {@link Standings#of} computes them from this.
 *
 * @param finalLength the final is won by the first to this many wins; 0 means no final (the round robin's
 *                    first place takes the Cup)
 * @param event       the event's name and date, when given
 * @param rules       the rules version the event is scored by ({@link TournamentModule#RULES}): 1 puts a crew
 *                    that withdrew last and sails a sail-off round to its end; 2 (and 3, whose line may
 *                    carry the event's id) places it by its points (C10.5(a)) and ends a sail-off round once it is
 *                    decided
 * @param replaced    the round-robin results that corrections replaced, in the order they were replaced, so that
 *                    every output can say a result was corrected and from what
 */
public record TournamentState(
        List<Crew> crews,
        List<Berger.Round> schedule,
        List<Match> results,
        List<String> withdrawn,
        boolean ended,
        List<SailOff> sailOffs,
        int finalLength,
        List<Match> finals,
        EventInfo event,
        int rules,
        List<Match> replaced) {

    public TournamentState {
        crews = List.copyOf(crews);
        schedule = List.copyOf(schedule);
        results = List.copyOf(results);
        withdrawn = List.copyOf(withdrawn);
        sailOffs = List.copyOf(sailOffs);
        finals = List.copyOf(finals);
        event = event == null ? EventInfo.NONE : event;
        replaced = List.copyOf(replaced);
    }

    public static TournamentState start(List<Crew> crews, int finalLength, EventInfo event, int rules) {
        List<String> names = crews.stream().map(Crew::name).toList();
        return new TournamentState(
                crews,
                Berger.schedule(names),
                List.of(),
                List.of(),
                false,
                List.of(),
                finalLength,
                List.of(),
                event,
                rules,
                List.of());
    }

    public List<String> names() {
        return crews.stream().map(Crew::name).toList();
    }

    public Crew crew(String name) {
        return crews.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    public boolean hasWithdrawn(String crew) {
        return withdrawn.contains(crew);
    }

    /** The round-robin result entered for this pair, if any. */
    public Optional<Match> result(String a, String b) {
        return results.stream().filter(m -> m.between(a, b)).findFirst();
    }

    /** The round in which the schedule pairs these crews. */
    public int roundOf(String a, String b) {
        return schedule.stream()
                .filter(r -> r.pairings().stream().anyMatch(p -> p.is(a, b)))
                .mapToInt(Berger.Round::number)
                .findFirst()
                .orElseThrow();
    }

    /** Scheduled matches not sailed yet and still to be sailed (neither crew withdrew, the round robin goes on). */
    public List<Berger.Pairing> unsailed() {
        List<Berger.Pairing> left = new ArrayList<>();
        if (ended) {
            return left;
        }
        Set<Set<String>> sailed = new HashSet<>();
        results.forEach(m -> sailed.add(Set.of(m.winner(), m.loser())));
        for (Berger.Round r : schedule) {
            for (Berger.Pairing p : r.pairings()) {
                if (!sailed.contains(Set.of(p.first(), p.second()))
                        && !hasWithdrawn(p.first())
                        && !hasWithdrawn(p.second())) {
                    left.add(p);
                }
            }
        }
        return left;
    }

    public boolean roundRobinComplete() {
        return ended || unsailed().isEmpty();
    }

    public int scheduledMatches(String crew) {
        return (int) schedule.stream()
                .flatMap(r -> r.pairings().stream())
                .filter(p -> p.involves(crew))
                .count();
    }

    TournamentState withResults(List<Match> r) {
        return new TournamentState(
                crews, schedule, r, withdrawn, ended, sailOffs, finalLength, finals, event, rules, replaced);
    }

    /** With {@code old} replaced by {@code corrected} (a correction): the old one kept for the outputs to name. */
    TournamentState correcting(Match old, Match corrected) {
        // Moved to the end, as it always was: the order of the results is the order they were last entered.
        List<Match> r = new ArrayList<>(results);
        r.remove(old);
        r.add(corrected);
        List<Match> was = new ArrayList<>(replaced);
        was.add(old);
        return new TournamentState(
                crews, schedule, r, withdrawn, ended, sailOffs, finalLength, finals, event, rules, was);
    }

    /** The result a correction replaced last for this pair, if it was ever corrected. */
    public Optional<Match> replacedResult(String a, String b) {
        Match last = null;
        for (Match m : replaced) {
            if (m.between(a, b)) {
                last = m;
            }
        }
        return Optional.ofNullable(last);
    }

    TournamentState withWithdrawn(List<String> w) {
        return new TournamentState(
                crews, schedule, results, w, ended, sailOffs, finalLength, finals, event, rules, replaced);
    }

    TournamentState ending() {
        return new TournamentState(
                crews, schedule, results, withdrawn, true, sailOffs, finalLength, finals, event, rules, replaced);
    }

    TournamentState withSailOffs(List<SailOff> s) {
        return new TournamentState(
                crews, schedule, results, withdrawn, ended, s, finalLength, finals, event, rules, replaced);
    }

    TournamentState withFinals(List<Match> f) {
        return new TournamentState(
                crews, schedule, results, withdrawn, ended, sailOffs, finalLength, f, event, rules, replaced);
    }
}
