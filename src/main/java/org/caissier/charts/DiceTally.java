package org.caissier.charts;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.pistes.PistesCommand;
import org.caissier.table.Command;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DieFace;

/**
 * The dice rolled in a game, counted per face, apart for each origin (on screen, typed in, the box) and for
 * rolls whose origin the journal does not say. Only the commands that carry a die face count: Long Cours resale,
 * re-entry and Corsair entry, the two dice of a Pistes stage.
 *
 * @param byOrigin the counts of faces 1 to 6 (index 0 to 5), per origin
 * @param unknown  the counts of the faces recorded without an origin
 */
public record DiceTally(Map<DiceOrigin, int[]> byOrigin, int[] unknown) {

    public static DiceTally of(Replay replay) {
        Map<DiceOrigin, int[]> byOrigin = new EnumMap<>(DiceOrigin.class);
        for (DiceOrigin o : DiceOrigin.values()) {
            byOrigin.put(o, new int[6]);
        }
        int[] unknown = new int[6];
        for (Replay.Step step : replay.steps()) {
            for (Roll roll : rolls(step.command())) {
                int[] counts = roll.origin() == null ? unknown : byOrigin.get(roll.origin());
                counts[roll.face() - 1]++;
            }
        }
        return new DiceTally(byOrigin, unknown);
    }

    /** One die and where it came from (null: not recorded). */
    public record Roll(int face, DiceOrigin origin) {
    }

    /** The dice a command carries; none for most. */
    static List<Roll> rolls(Command command) {
        List<Roll> rolls = new ArrayList<>(2);
        if (command instanceof LongCoursCommand.Resell r) {
            rolls.add(new Roll(r.face(), r.origin()));
        } else if (command instanceof LongCoursCommand.Reenter r) {
            rolls.add(new Roll(r.face(), r.origin()));
        } else if (command instanceof LongCoursCommand.CorsairEnter r) {
            rolls.add(new Roll(r.face(), r.origin()));
        } else if (command instanceof PistesCommand.Drive d) {
            rolls.add(new Roll(d.dieA(), d.origin()));
            rolls.add(new Roll(d.dieB(), d.origin()));
        }
        rolls.removeIf(r -> !DieFace.valid(r.face()));
        return rolls;
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
