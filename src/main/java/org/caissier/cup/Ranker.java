package org.caissier.cup;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Ranks a round robin: points (C10.5(a), or the average per match sailed after C10.3), then the points the tied
 * crews scored among themselves (C11.1(a), applied again to a smaller group still tied), then — only for a tie
 * that decides a finalist place or the Cup, once the round robin is over — the sail-offs (D-AC-2). Any other tie
 * is shared: crews are never ordered by the order they were typed in.
 */
final class Ranker {
    private final TournamentState s;
    private final int finalistPlaces;
    private final Map<String, Ratio> points = new HashMap<>();
    private final Map<String, Integer> wins = new HashMap<>();
    private final Map<String, Integer> sailed = new HashMap<>();
    private final List<Standing> out = new ArrayList<>();
    private final List<SailOffCall> calls = new ArrayList<>();
    private boolean decisive;

    Ranker(TournamentState state) {
        this.s = state;
        this.finalistPlaces = state.finalLength() == 0 ? 1 : 2;
        for (String c : state.names()) {
            int halves = 0;
            int won = 0;
            int count = 0;
            for (Match m : state.results()) {
                if (m.involves(c)) {
                    halves += m.halvesFor(c);
                    won += m.wonBy(c) ? 1 : 0;
                    count++;
                }
            }
            points.put(c, Ratio.halves(halves));
            wins.put(c, won);
            sailed.put(c, count);
        }
    }

    Standings rank() {
        List<String> active = s.names().stream().filter(c -> !s.hasWithdrawn(c)).toList();
        boolean isVoid = s.ended() && active.stream().anyMatch(c -> 3 * sailed.get(c) < s.scheduledMatches(c));
        decisive = s.roundRobinComplete() && !isVoid;
        String step = s.ended() ? "average" : "points";
        // Rules 2: C10.5(a) places a crew that withdrew by its points among the others. Rules 1 listed it last.
        List<String> ranked = s.rules() >= 2 ? s.names() : active;
        int place = 1;
        for (List<String> group : split(ranked, this::key)) {
            if (group.size() == 1) {
                emit(group.get(0), place, step);
            } else {
                headToHead(group, place);
            }
            place += group.size();
        }
        if (s.rules() < 2) {
            // Crews that withdrew come last, by the same measure; equal ones share the place.
            for (List<String> group :
                    split(s.names().stream().filter(s::hasWithdrawn).toList(), this::key)) {
                for (String c : group) {
                    emit(c, place, "withdrawn");
                }
                place += group.size();
            }
        }
        List<String> finalists = List.of();
        if (decisive && calls.isEmpty() && active.size() >= Math.max(2, finalistPlaces)) {
            // A crew that withdrew sails no final: the next crew still in the event takes its place.
            finalists = out.stream()
                    .filter(p -> !p.withdrawn())
                    .limit(finalistPlaces)
                    .map(Standing::crew)
                    .toList();
        }
        return new Standings(out, calls, s.roundRobinComplete(), isVoid, finalists);
    }

    private Ratio key(String c) {
        return s.ended() ? Ratio.average(points.get(c), sailed.get(c)) : points.get(c);
    }

    /** C11.1(a): the tied crews ranked on the matches between themselves. */
    private void headToHead(List<String> group, int place) {
        Map<String, Ratio> among = new HashMap<>();
        for (String c : group) {
            int halves = 0;
            int count = 0;
            for (Match m : s.results()) {
                if (m.involves(c) && group.contains(m.opponent(c))) {
                    halves += m.halvesFor(c);
                    count++;
                }
            }
            among.put(c, s.ended() ? Ratio.average(Ratio.halves(halves), count) : Ratio.halves(halves));
        }
        List<List<String>> parts = split(group, among::get);
        if (parts.size() == 1) {
            stillTied(group, place, 0);
            return;
        }
        int q = place;
        for (List<String> part : parts) {
            if (part.size() == 1) {
                emit(part.get(0), q, "C11.1(a)");
            } else {
                headToHead(part, q);
            }
            q += part.size();
        }
    }

    /** A tie points and C11.1(a) leave: shared, or settled by sail-offs when it decides a finalist or the Cup. */
    private void stillTied(List<String> tied, int place, int from) {
        List<String> group = tied.stream().filter(c -> !s.hasWithdrawn(c)).toList();
        List<String> gone = tied.stream().filter(s::hasWithdrawn).toList();
        int above = (int) out.stream().filter(p -> !p.withdrawn()).count();
        boolean matters = decisive && above < finalistPlaces && above + group.size() > finalistPlaces;
        if (!matters) {
            tied.forEach(c -> emit(c, place, "shared"));
            return;
        }
        // Rules 2 only (rules 1 ranks no crew that withdrew here): it sails no sail-off and goes after the others.
        int after = place + group.size();
        int index = -1;
        for (int i = from; i < s.sailOffs().size() && index < 0; i++) {
            if (s.sailOffs().get(i).among(new HashSet<>(group))) {
                index = i;
            }
        }
        boolean over = index >= 0
                && (s.sailOffs().get(index).complete()
                        || s.rules() >= 2 && decided(s.sailOffs().get(index), finalistPlaces - above));
        if (!over) {
            List<List<String>> remaining = index < 0
                    ? new SailOff(group, List.of()).remaining()
                    : s.sailOffs().get(index).remaining();
            calls.add(new SailOffCall(group, place, index, remaining));
            group.forEach(c -> emit(c, place, "pending"));
            gone.forEach(c -> emit(c, after, "withdrawn"));
            return;
        }
        SailOff done = s.sailOffs().get(index);
        int q = place;
        for (List<String> part : split(
                group,
                c -> Ratio.of(done.matches().stream().filter(m -> m.wonBy(c)).count()))) {
            if (part.size() == 1) {
                emit(part.get(0), q, "sail-off");
            } else {
                stillTied(part, q, index + 1);
            }
            q += part.size();
        }
        gone.forEach(c -> emit(c, after, "withdrawn"));
    }

    /**
     * A sail-off round is over once no match left in it could change which crews take the {@code places} at stake
     * (tournament.md): each crew is either surely among them (fewer than {@code places} others could still reach
     * its wins) or surely not (at least {@code places} others already have more than it could reach).
     */
    private static boolean decided(SailOff sailOff, int places) {
        Map<String, Integer> now = new HashMap<>();
        Map<String, Integer> most = new HashMap<>();
        for (String c : sailOff.crews()) {
            int won = (int) sailOff.matches().stream().filter(m -> m.wonBy(c)).count();
            int left = (int)
                    sailOff.remaining().stream().filter(p -> p.contains(c)).count();
            now.put(c, won);
            most.put(c, won + left);
        }
        for (String c : sailOff.crews()) {
            long couldReach = sailOff.crews().stream()
                    .filter(d -> !d.equals(c) && most.get(d) >= now.get(c))
                    .count();
            long surelyAbove = sailOff.crews().stream()
                    .filter(d -> !d.equals(c) && now.get(d) > most.get(c))
                    .count();
            if (couldReach >= places && surelyAbove < places) {
                return false;
            }
        }
        return true;
    }

    private void emit(String c, int rank, String tiebreak) {
        out.add(new Standing(
                rank,
                c,
                wins.get(c),
                points.get(c),
                sailed.get(c),
                Ratio.average(points.get(c), sailed.get(c)),
                tiebreak,
                s.hasWithdrawn(c)));
    }

    /** Groups of equal value, best (highest) first; the order inside a group is the entry order. */
    private static List<List<String>> split(List<String> crews, Function<String, Ratio> value) {
        List<String> sorted =
                crews.stream().sorted(Comparator.comparing(value).reversed()).toList();
        List<List<String>> groups = new ArrayList<>();
        for (String c : sorted) {
            if (groups.isEmpty()
                    || value.apply(groups.get(groups.size() - 1).get(0)).compareTo(value.apply(c)) != 0) {
                groups.add(new ArrayList<>());
            }
            groups.get(groups.size() - 1).add(c);
        }
        return groups;
    }
}
