package org.caissier.device;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DiceSource;

/**
 * Dice rolled by the box. A roll the screen asks for is sent to the box and answered when its faces come
 * back. The box's own roll button (roll id 0) answers the oldest waiting request; with none waiting, its faces
 * are kept for the next request, so "press the roll button, then the screen asks for the roll" uses the dice
 * the players saw.
 *
 * <p>Register it as a {@link BoxListener} of the transport, before the screen's listener
 * ({@link BoxListener#fanOut}). Answers are given on the thread that delivers box events.
 */
public final class BoxDiceSource implements DiceSource, BoxListener {
    private final BoxControl box;
    private final Map<Integer, Pending> pending = new LinkedHashMap<>();
    private List<Integer> unclaimed;

    private record Pending(int count, Answer answer) {
    }

    public BoxDiceSource(BoxControl box) {
        this.box = Objects.requireNonNull(box);
    }

    @Override
    public DiceOrigin origin() {
        return DiceOrigin.BOX;
    }

    @Override
    public void roll(int count, String purpose, Answer answer) {
        if (count < 1 || count > 6) {
            answer.cancelled("the box rolls 1 to 6 dice, not " + count);
            return;
        }
        int[] ready = null;
        synchronized (this) {
            if (unclaimed != null && unclaimed.size() >= count) {
                ready = first(unclaimed, count);
                unclaimed = null;
            } else {
                pending.put(box.roll(count), new Pending(count, answer));
            }
        }
        if (ready != null) {
            answer.faces(ready);
        }
    }

    @Override
    public void diceRolled(int rollId, List<Integer> faces) {
        Pending answered = null;
        synchronized (this) {
            if (rollId != 0) {
                answered = pending.remove(rollId);
            } else {
                for (Iterator<Pending> it = pending.values().iterator(); it.hasNext(); ) {
                    Pending p = it.next();
                    if (p.count() <= faces.size()) {
                        answered = p;
                        it.remove();
                        break;
                    }
                }
                if (answered == null) {
                    unclaimed = List.copyOf(faces);
                }
            }
        }
        if (answered != null && answered.count() <= faces.size()) {
            answered.answer().faces(first(faces, answered.count()));
        } else if (answered != null) {
            // A box that shows fewer dice than asked (a die missing, a firmware fault): waiting would never end.
            answered.answer().cancelled("the box answered with " + faces.size() + " die face(s), " + answered.count()
                    + " were asked: roll on the screen or type the dice");
        }
    }

    /** Gives up every waiting request (the screen was closed, the user chose other dice). */
    public void cancelAll(String why) {
        List<Pending> all;
        synchronized (this) {
            all = new ArrayList<>(pending.values());
            pending.clear();
            unclaimed = null;
        }
        all.forEach(p -> p.answer().cancelled(why));
    }

    /** How many requests wait for the box. */
    public synchronized int waiting() {
        return pending.size();
    }

    private static int[] first(List<Integer> faces, int count) {
        int[] out = new int[count];
        for (int i = 0; i < count; i++) {
            out[i] = faces.get(i);
        }
        return out;
    }
}
