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
 * <p>A roll the box does not answer within {@link #ANSWER_TIMEOUT_MS} (a box that hung, a cable pulled for good)
 * is given up with the reason, as is one answered with too few faces: the screen then offers its own dice, and
 * no one waits for ever. A late answer to a roll given up is ignored.
 *
 * <p>Register it as a {@link BoxListener} of the transport, before the screen's listener
 * ({@link BoxListener#fanOut}). Answers are given on the thread that delivers box events; the timer must run
 * its tasks on that thread too.
 */
public final class BoxDiceSource implements DiceSource, BoxListener {
    /** Long enough for a reconnection and the box's rolling animation; short enough for the table. */
    public static final long ANSWER_TIMEOUT_MS = 10_000;

    /** Runs a task once after a delay; what it returns cancels it. */
    public interface Timer {
        Runnable schedule(long delayMs, Runnable task);
    }

    private final BoxControl box;
    private final Timer timer;
    private final DiceWords words;
    private final Map<Integer, Pending> pending = new LinkedHashMap<>();
    private List<Integer> unclaimed;

    private record Pending(int count, Answer answer, Runnable cancelTimeout) {}

    /** Without a timeout, in English (tests of the matching alone). */
    public BoxDiceSource(BoxControl box) {
        this(box, (delayMs, task) -> () -> {}, DiceWords.english());
    }

    public BoxDiceSource(BoxControl box, Timer timer, DiceWords words) {
        this.box = Objects.requireNonNull(box);
        this.timer = Objects.requireNonNull(timer);
        this.words = Objects.requireNonNull(words);
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
                int rollId = box.roll(count);
                pending.put(
                        rollId, new Pending(count, answer, timer.schedule(ANSWER_TIMEOUT_MS, () -> giveUp(rollId))));
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
        if (answered != null) {
            answered.cancelTimeout().run();
        }
        if (answered != null && answered.count() <= faces.size()) {
            answered.answer().faces(first(faces, answered.count()));
        } else if (answered != null) {
            // A box that shows fewer dice than asked (a die missing, a firmware fault): waiting would never end.
            answered.answer().cancelled(words.tooFewFaces(faces.size(), answered.count()));
        }
    }

    private void giveUp(int rollId) {
        Pending late;
        synchronized (this) {
            late = pending.remove(rollId);
        }
        if (late != null) {
            late.answer().cancelled(words.noAnswer(ANSWER_TIMEOUT_MS / 1000));
        }
    }

    /** Gives up every waiting request because the box was disconnected. */
    public void disconnected() {
        cancelAll(words.disconnected());
    }

    /** Gives up every waiting request (the screen was closed, the user chose other dice). */
    public void cancelAll(String why) {
        List<Pending> all;
        synchronized (this) {
            all = new ArrayList<>(pending.values());
            pending.clear();
            unclaimed = null;
        }
        all.forEach(p -> {
            p.cancelTimeout().run();
            p.answer().cancelled(why);
        });
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
