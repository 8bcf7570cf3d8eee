package org.caissier.espion;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The state as the JSON document {@code caissier run} prints (the command language contract's fields first). */
final class EspionView {

    Map<String, Object> of(EspionState state) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("game", EspionModule.ID);
        view.put("spy", state.spy());
        view.put("hunter", state.hunter());
        view.put("scale", state.scale());
        view.put("territory", state.territory().orElse(null));
        view.put("turn", state.turn());
        view.put("phase", state.phase().id());
        view.put(
                "circles",
                state.circles().stream()
                        .map(c -> {
                            Map<String, Object> m = new LinkedHashMap<>();
                            m.put("turn", c.turn());
                            m.put("radius", c.radius());
                            m.put("km", Cm.km(c.radius(), state.scale()));
                            m.put("centre", c.centre().orElse(null));
                            m.put(
                                    "answer",
                                    c.inside().map(in -> in ? "in" : "out").orElse(null));
                            return m;
                        })
                        .toList());
        view.put(
                "roadblocks",
                state.roadblocks().stream()
                        .map(r -> {
                            Map<String, Object> m = new LinkedHashMap<>();
                            m.put("turn", r.turn());
                            m.put("road", r.road());
                            m.put("inside", r.inside());
                            return m;
                        })
                        .toList());
        view.put("winner", state.winner().orElse(null));
        view.put("moves", state.moves().size());
        Optional<List<RouteCheck.Turn>> route = RouteCheck.of(state);
        view.put(
                "start",
                route.isPresent() && !state.route().isEmpty()
                        ? ((Leg.Known) state.route().get(0)).place()
                        : null);
        view.put(
                "route",
                route.map(turns -> turns.stream()
                                .map(t -> {
                                    Map<String, Object> m = new LinkedHashMap<>();
                                    m.put("turn", t.turn());
                                    m.put("from", t.from());
                                    m.put("place", t.place());
                                    m.put("distance", t.distance());
                                    m.put("km", Cm.km(t.distance(), state.scale()));
                                    m.put("radius", t.radius());
                                    m.put("within", t.within());
                                    return m;
                                })
                                .toList())
                        .orElse(null));
        return view;
    }
}
