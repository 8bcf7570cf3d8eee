package org.caissier.charts;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.Player;
import org.caissier.pistes.Turn;

/**
 * Pistes points per stage: what each driver's stages cost, read from the drivers' sheets at the end of the
 * saved game.
 *
 * @param players per driver, the points of each stage driven, by stage (round) number
 */
public record StagePoints(Map<String, Map<Integer, Integer>> players) {

    public static StagePoints of(Replay replay) {
        PistesState end = (PistesState) replay.last();
        Map<String, Map<Integer, Integer>> players = new LinkedHashMap<>();
        for (Player p : end.players()) {
            Map<Integer, Integer> stages = new TreeMap<>();
            for (Turn t : p.turns()) {
                stages.merge(t.round(), t.points(), Integer::sum);
            }
            players.put(p.name(), stages);
        }
        return new StagePoints(players);
    }

    /** Every stage number driven by anyone, in order. */
    public List<Integer> stages() {
        return players.values().stream().flatMap(m -> m.keySet().stream()).distinct().sorted().toList();
    }
}
