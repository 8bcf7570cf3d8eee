package org.caissier.cup;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A regatta as the JSON document of the command-language contract. */
final class RegattaView {
    private RegattaView() {}

    static Map<String, Object> of(RegattaState state) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("game", "cup-regatta");
        view.put("event", state.event().name());
        view.put("date", state.event().dateText());
        view.put(
                "crews",
                state.crews().stream()
                        .map(c -> {
                            Map<String, Object> m = new LinkedHashMap<>();
                            m.put("name", c.name());
                            m.put("club", c.club());
                            return m;
                        })
                        .toList());
        view.put("races", state.races().size());
        view.put("discards", SeriesScoring.discardsIn(state));
        List<Object> series = new ArrayList<>();
        for (SeriesEntry e : SeriesScoring.of(state)) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("rank", e.rank());
            m.put("crew", e.crew());
            m.put("club", state.crew(e.crew()).club());
            m.put("scores", e.scores().stream().map(Ratio::json).toList());
            m.put(
                    "codes",
                    e.codes().stream().map(c -> c == null ? null : c.name()).toList());
            m.put("discarded", e.discarded());
            m.put("total", e.total().json());
            m.put("net", e.net().json());
            m.put("tiebreak", e.tiebreak());
            series.add(m);
        }
        view.put("series", series);
        List<Object> results = new ArrayList<>();
        for (List<RaceScore> race : state.scores()) {
            results.add(race.stream()
                    .map(s -> {
                        Map<String, Object> m = new LinkedHashMap<>();
                        m.put("place", s.place() == 0 ? null : s.place());
                        m.put("crew", s.crew());
                        m.put("points", s.points().json());
                        m.put("code", s.code() == null ? null : s.code().name());
                        return m;
                    })
                    .toList());
        }
        view.put("results", results);
        return view;
    }
}
