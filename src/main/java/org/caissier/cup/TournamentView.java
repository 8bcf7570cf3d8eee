package org.caissier.cup;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A tournament as the JSON document of the command-language contract. */
final class TournamentView {
    private TournamentView() {}

    static Map<String, Object> of(TournamentState state) {
        Standings standings = Standings.of(state);
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("game", "cup-tournament");
        view.put("event", state.event().name());
        view.put("date", state.event().dateText());
        view.put("crews", crews(state));
        view.put("schedule", schedule(state));
        view.put("standings", standings(state, standings));
        view.put("pending", pending(state, standings));
        view.put("finalists", standings.finalists());
        view.put("finalLength", state.finalLength());
        Map<String, Object> fin = new LinkedHashMap<>();
        if (state.finalLength() > 0) {
            for (String f : standings.finalists()) {
                fin.put(f, state.finals().stream().filter(m -> m.wonBy(f)).count());
            }
        }
        view.put("final", fin);
        view.put("cup", Standings.cup(state, standings).orElse(null));
        view.put("complete", standings.roundRobinComplete());
        view.put("ended", state.ended());
        view.put("void", standings.isVoid());
        view.put("withdrawn", state.withdrawn());
        view.put(
                "sailOffs",
                state.sailOffs().stream()
                        .map(s -> Map.of(
                                "crews",
                                s.crews(),
                                "matches",
                                s.matches().stream()
                                        .map(m -> List.of(m.winner(), m.loser()))
                                        .toList()))
                        .toList());
        return view;
    }

    private static List<Object> crews(TournamentState state) {
        List<Object> out = new ArrayList<>();
        for (Crew c : state.crews()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", c.name());
            m.put("club", c.club());
            out.add(m);
        }
        return out;
    }

    private static List<Object> schedule(TournamentState state) {
        List<Object> rounds = new ArrayList<>();
        for (Berger.Round r : state.schedule()) {
            List<Object> matches = new ArrayList<>();
            for (Berger.Pairing p : r.pairings()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("first", p.first());
                m.put("second", p.second());
                Match result = state.result(p.first(), p.second()).orElse(null);
                m.put("winner", result == null || result.outcome() == Match.Outcome.DEAD_HEAT ? null : result.winner());
                m.put("note", result == null ? null : result.note());
                matches.add(m);
            }
            Map<String, Object> round = new LinkedHashMap<>();
            round.put("round", r.number());
            round.put("matches", matches);
            round.put("bye", r.bye());
            rounds.add(round);
        }
        return rounds;
    }

    private static List<Object> standings(TournamentState state, Standings standings) {
        List<Object> out = new ArrayList<>();
        for (Standing s : standings.places()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("rank", s.rank());
            m.put("crew", s.crew());
            m.put("club", state.crew(s.crew()).club());
            m.put("wins", s.wins());
            m.put("points", s.points().json());
            m.put("sailed", s.sailed());
            if (state.ended()) {
                m.put("average", s.average().json());
            }
            m.put("tiebreak", s.tiebreak());
            m.put("withdrawn", s.withdrawn());
            out.add(m);
        }
        return out;
    }

    private static List<Object> pending(TournamentState state, Standings standings) {
        List<Object> out = new ArrayList<>();
        for (Berger.Pairing p : state.unsailed()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("kind", "match");
            m.put("round", state.roundOf(p.first(), p.second()));
            m.put("first", p.first());
            m.put("second", p.second());
            out.add(m);
        }
        for (SailOffCall c : standings.sailOffsDue()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("kind", "sail-off");
            m.put("place", c.place());
            m.put("crews", c.crews());
            m.put("matches", c.remaining());
            out.add(m);
        }
        if (state.finalLength() > 0
                && !standings.finalists().isEmpty()
                && Standings.cup(state, standings).isEmpty()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("kind", "final");
            m.put("crews", standings.finalists());
            out.add(m);
        }
        return out;
    }
}
