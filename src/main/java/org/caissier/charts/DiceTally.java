package org.caissier.charts;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DieFace;
import org.caissier.table.DieRoll;

/**
 * The dice rolled in a game, counted per face, apart for each origin (on screen, typed in, the box) and for
 * rolls whose origin the journal does not say. Only the dice each game's rules say a command rolled count
 * ({@code Rules.diceRolled}).
 *
 * @param byOrigin the counts of faces 1 to 6 (index 0 to 5), per origin
 * @param unknown  the counts of the faces recorded without an origin
 */
public record DiceTally(Map<DiceOrigin, int[]> byOrigin, int[] unknown) {

    public static DiceTally of(Replay<?, ?> replay) {
        Map<DiceOrigin, int[]> byOrigin = new EnumMap<>(DiceOrigin.class);
        for (DiceOrigin o : DiceOrigin.values()) {
            byOrigin.put(o, new int[6]);
        }
        int[] unknown = new int[6];
        for (Replay.Step<?, ?> step : replay.steps()) {
            for (DieRoll roll : step.dice()) {
                if (!DieFace.valid(roll.face())) {
                    continue;
                }
                int[] counts = roll.origin() == null ? unknown : byOrigin.get(roll.origin());
                counts[roll.face() - 1]++;
            }
        }
        return new DiceTally(byOrigin, unknown);
    }

    public int[] counts(DiceOrigin origin) {
        return byOrigin.get(origin).clone();
    }

    /** The fairness test of one origin's dice, or nothing when it rolled none. */
    public Optional<Fairness> fairness(DiceOrigin origin) {
        int[] c = byOrigin.get(origin);
        return total(c) == 0 ? Optional.empty() : Optional.of(Fairness.of(c));
    }

    static int total(int[] counts) {
        int n = 0;
        for (int c : counts) {
            n += c;
        }
        return n;
    }
}
