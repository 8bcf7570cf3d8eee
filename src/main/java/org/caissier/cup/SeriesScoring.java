package org.caissier.cup;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The low-point series table (RRS Appendix A): race scores (A4, A5.2, A7), discards (A2: the worst, the earlier of
 * equal ones), net score, then ties broken by A8.1 (scores best to worst, discards left out, first difference) and
 * A8.2 (the last race, then the one before, discards included). The deleted "most races won" rule is not used.
 */
public final class SeriesScoring {
    private SeriesScoring() {}

    /** How many races each crew discards: as asked, but never every race (one always counts). */
    public static int discardsIn(RegattaState state) {
        return Math.max(0, Math.min(state.discards(), state.races().size() - 1));
    }

    public static List<SeriesEntry> of(RegattaState state) {
        List<List<RaceScore>> races = state.scores();
        int discards = discardsIn(state);
        List<Line> lines = new ArrayList<>();
        for (String crew : state.names()) {
            List<Ratio> scores = new ArrayList<>();
            List<Finish.Code> codes = new ArrayList<>();
            for (List<RaceScore> race : races) {
                RaceScore s = race.stream()
                        .filter(r -> r.crew().equals(crew))
                        .findFirst()
                        .orElseThrow();
                scores.add(s.points());
                codes.add(s.code());
            }
            lines.add(new Line(crew, scores, codes, worst(scores, discards)));
        }
        lines.sort(Comparator.comparing(Line::net));
        List<SeriesEntry> out = new ArrayList<>();
        int place = 1;
        for (List<Line> group : split(lines, Comparator.comparing(Line::net))) {
            if (group.size() == 1) {
                out.add(group.get(0).entry(place, "net"));
            } else {
                int q = place;
                for (List<Line> part : split(group, SeriesScoring::a81)) {
                    if (part.size() == 1) {
                        out.add(part.get(0).entry(q, "A8.1"));
                    } else {
                        int r = q;
                        for (List<Line> last : split(part, SeriesScoring::a82)) {
                            for (Line l : last) {
                                out.add(l.entry(r, last.size() == 1 ? "A8.2" : "shared"));
                            }
                            r += last.size();
                        }
                    }
                    q += part.size();
                }
            }
            place += group.size();
        }
        return out;
    }

    /** A2: the race numbers (0-based) excluded: the worst score each time, the earlier race of equal ones. */
    private static List<Integer> worst(List<Ratio> scores, int discards) {
        List<Integer> out = new ArrayList<>();
        for (int d = 0; d < discards; d++) {
            int worst = -1;
            for (int i = 0; i < scores.size(); i++) {
                if (!out.contains(i) && (worst < 0 || scores.get(i).compareTo(scores.get(worst)) > 0)) {
                    worst = i;
                }
            }
            out.add(worst);
        }
        return out;
    }

    private static int a81(Line a, Line b) {
        return compareLists(
                a.kept().stream().sorted().toList(), b.kept().stream().sorted().toList());
    }

    private static int a82(Line a, Line b) {
        for (int i = a.scores().size() - 1; i >= 0; i--) {
            int c = a.scores().get(i).compareTo(b.scores().get(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static int compareLists(List<Ratio> a, List<Ratio> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = a.get(i).compareTo(b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }

    /** Groups of equal lines, best (lowest) first. */
    private static List<List<Line>> split(List<Line> lines, Comparator<Line> order) {
        List<Line> sorted = new ArrayList<>(lines);
        sorted.sort(order);
        List<List<Line>> groups = new ArrayList<>();
        for (Line l : sorted) {
            if (groups.isEmpty() || order.compare(groups.get(groups.size() - 1).get(0), l) != 0) {
                groups.add(new ArrayList<>());
            }
            groups.get(groups.size() - 1).add(l);
        }
        return groups;
    }

    private record Line(String crew, List<Ratio> scores, List<Finish.Code> codes, List<Integer> dropped) {
        Ratio total() {
            return scores.stream().reduce(Ratio.ZERO, Ratio::plus);
        }

        List<Ratio> kept() {
            List<Ratio> kept = new ArrayList<>();
            for (int i = 0; i < scores.size(); i++) {
                if (!dropped.contains(i)) {
                    kept.add(scores.get(i));
                }
            }
            return kept;
        }

        Ratio net() {
            return kept().stream().reduce(Ratio.ZERO, Ratio::plus);
        }

        SeriesEntry entry(int rank, String tiebreak) {
            List<Integer> numbers = dropped.stream().sorted().map(i -> i + 1).toList();
            return new SeriesEntry(rank, crew, scores, codes, numbers, total(), net(), tiebreak);
        }
    }
}
