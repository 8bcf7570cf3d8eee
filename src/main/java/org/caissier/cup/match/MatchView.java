package org.caissier.cup.match;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A match's state as the JSON document {@code caissier run} prints. */
final class MatchView {
    private MatchView() {}

    static Map<String, Object> of(MatchState state) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("game", "cup-match");
        view.put("legs", state.lastLeg());
        view.put("rules", state.advanced() ? "advanced" : "basic");
        view.put("event", state.event());
        if (state.advanced()) {
            view.put("start", start(state.start()));
        }
        view.put("turn", state.toPlay().orElse(null));
        List<Object> boats = new ArrayList<>();
        state.boats().forEach(b -> boats.add(boat(b, state)));
        view.put("boats", boats);
        view.put("finish", state.finishers());
        view.put("over", state.over());
        view.put("winner", state.winner().orElse(null));
        return view;
    }

    private static Map<String, Object> start(Start s) {
        Map<String, Object> m = new LinkedHashMap<>();
        List<Object> manoeuvres = new ArrayList<>();
        for (Start.Manoeuvre x : s.manoeuvres()) {
            manoeuvres.add(Map.of("first", x.first(), "values", List.of(x.firstValue(), x.secondValue())));
        }
        m.put("manoeuvres", manoeuvres);
        m.put("turned", s.turned());
        m.put("redraws", s.redraws());
        m.put("startsFirst", s.startsFirst());
        return m;
    }

    private static Map<String, Object> boat(Boat b, MatchState state) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("crew", b.crew());
        m.put("status", b.status().name().toLowerCase(Locale.ROOT));
        m.put("leg", b.leg());
        m.put("course", b.upwind() ? "upwind" : "downwind");
        m.put("tack", b.tack().name().toLowerCase(Locale.ROOT));
        m.put("cards", b.cards());
        m.put("mp", b.lastMp());
        if (state.advanced()) {
            Map<String, Object> seq = new LinkedHashMap<>();
            seq.put("last", b.sequence().last());
            seq.put("follows", b.upwind() ? b.sequence().follows() : null);
            seq.put("broken", b.sequence().broken());
            m.put("sequence", seq);
            m.put("keyPosts", b.keyPosts());
            m.put("crewPoints", b.crewPoints());
            m.put("headToWind", b.headToWind());
        }
        m.put("missesTurns", b.misses());
        m.put("coverMp", Integer.bitCount(b.cover()));
        return m;
    }
}
