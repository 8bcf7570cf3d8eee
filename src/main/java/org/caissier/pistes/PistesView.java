package org.caissier.pistes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The state as the JSON document of the command-language contract, plus a few fields the screen uses. */
final class PistesView {
    private PistesView() {}

    static Map<String, Object> of(PistesState state) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("game", "pistes");
        view.put("round", state.round());
        view.put("turn", state.turn().orElse(null));
        view.put("raceOver", state.raceOver());
        view.put("ranking", state.ranking().id());
        view.put("table", Map.of("reconstruction", state.table().reconstruction()));
        List<Object> players = new ArrayList<>();
        for (Player p : state.players()) {
            players.add(player(p));
        }
        view.put("players", players);
        List<Object> standings = new ArrayList<>();
        state.players().stream()
                .filter(p -> p.rank() != null)
                .sorted(Comparator.comparing(Player::rank))
                .forEach(p -> {
                    Map<String, Object> place = new LinkedHashMap<>();
                    place.put("rank", p.rank());
                    place.put("name", p.name());
                    standings.add(place);
                });
        view.put("standings", standings);
        return view;
    }

    private static Map<String, Object> player(Player p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", p.name());
        m.put("status", p.status().id());
        m.put("rank", p.rank());
        Map<String, Object> equipment = new LinkedHashMap<>();
        for (Item i : Item.values()) {
            equipment.put(i.id(), p.count(i));
        }
        m.put("equipment", equipment);
        m.put("points", p.points());
        List<Object> turns = new ArrayList<>();
        for (Turn t : p.turns()) {
            turns.add(turn(t));
        }
        m.put("turns", turns);
        return m;
    }

    private static Map<String, Object> turn(Turn t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("points", t.points());
        m.put("changes", t.changes());
        m.put("row", t.row());
        // The last column is printed "plus 13" in the table, not a number.
        m.put("column", t.column() >= Movement.MORE_THAN_13 ? Movement.columnLabel(t.column()) : t.column());
        m.put("event", t.event().id());
        m.put("distance", t.distance().id());
        m.put("sections", t.sections().stream().map(Section::text).collect(Collectors.joining(" ")));
        m.put("dice", List.of(t.dieA(), t.dieB()));
        m.put("used", t.used() == null ? null : t.used().id());
        m.put("round", t.round());
        if (t.distance() == Distance.HALF) {
            m.put("halfMm", HalfDistance.perSection(t.sections()));
        }
        return m;
    }
}
