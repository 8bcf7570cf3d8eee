package org.caissier.pistes;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * One driver's sheet.
 *
 * @param rank         place of arrival, or null while not arrived
 * @param equipment    count of each item, every item present (zero when not bought)
 * @param points       what is left of the 1 000 equipment points (PI-SET-2)
 * @param arrivalRound the round of the stage that reached the finish, or null
 */
public record Player(
        String name,
        Status status,
        Integer rank,
        Map<Item, Integer> equipment,
        int points,
        List<Turn> turns,
        Integer arrivalRound) {
    public static final int BUDGET = 1000;

    public Player {
        EnumMap<Item, Integer> all = new EnumMap<>(Item.class);
        for (Item i : Item.values()) {
            all.put(i, equipment.getOrDefault(i, 0));
        }
        equipment = Collections.unmodifiableMap(all);
        turns = List.copyOf(turns);
    }

    public static Player starting(String name) {
        return new Player(name, Status.RACING, null, Map.of(), BUDGET, List.of(), null);
    }

    public int count(Item item) {
        return equipment.get(item);
    }

    public Player withStatus(Status s) {
        return new Player(name, s, rank, equipment, points, turns, arrivalRound);
    }

    public Player withRank(Integer r) {
        return new Player(name, status, r, equipment, points, turns, arrivalRound);
    }

    public Player arrived(int round) {
        return new Player(name, Status.ARRIVED, rank, equipment, points, turns, round);
    }

    /** Buys {@code count} of an item; the caller has checked the points. */
    public Player buying(Item item, int count) {
        Map<Item, Integer> eq = new EnumMap<>(equipment);
        eq.merge(item, count, Integer::sum);
        return new Player(name, status, rank, eq, points - item.cost() * count, turns, arrivalRound);
    }

    /** The sheet after a stage: its record added, the used item crossed off, the new status. */
    public Player after(Turn turn, Status newStatus) {
        Map<Item, Integer> eq = new EnumMap<>(equipment);
        if (turn.used() != null) {
            eq.merge(turn.used(), -1, Integer::sum);
        }
        List<Turn> ts = new ArrayList<>(turns);
        ts.add(turn);
        return new Player(name, newStatus, rank, eq, points, ts, arrivalRound);
    }
}
