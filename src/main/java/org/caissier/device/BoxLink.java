package org.caissier.device;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.Result;
import org.caissier.device.protocol.Sentence;

/**
 * The host's side of the box protocol, without any port: it is told what arrived ({@link #received}), that
 * the port opened or closed, and that time passed ({@link #tick}); it answers through the sentence sink and
 * the listener. Time comes from an injected millisecond clock, so tests drive timeouts without waiting.
 *
 * <p>Not thread-safe: the transport calls it from its port thread, under its own lock.
 */
public final class BoxLink {
    /** How often the handshake is repeated while no box has answered. */
    public static final long QUERY_INTERVAL_MS = 1000;
    /** Silence after which a connected box counts as gone (heartbeats come every second). */
    public static final long SILENCE_TIMEOUT_MS = 3500;
    /**
     * Events handed to the listener and not handled yet: beyond this none is handed over (nor acknowledged, so the
     * box keeps it) until the game caught up and the box is asked for them again. A flood of presses then costs the
     * screen a few events' work, never a queue that grows while the window stops answering: a key typed then
     * waits for at most these few presses to be saved (BoxFloodBenchmark times it; docs/performance.md).
     */
    public static final int WAITING = 4;

    private static final int HALF_RING = Sentence.MAX_SEQ / 2;

    private final Consumer<Sentence.FromHost> out;
    private final BoxListener listener;
    private final LongSupplier millis;

    private LinkStatus status = LinkStatus.initial();
    private boolean portOpen;
    private long lastQuery;
    private long lastHeard;
    private long lastUptime = -1;
    /** Sequence number of the last event delivered; 0 when none since the box started. */
    private int lastApplied;
    /** Sequence number of the last event handled (what it caused is saved); 0 when none. */
    private int lastHandled;
    /** An acknowledgement not sent yet (the event was handled on another thread, or the link was down); 0 if none. */
    private int ackDue;

    private int nextRollId = 1;
    private final Map<Integer, Integer> pendingRolls = new LinkedHashMap<>();
    /** Pending rolls already sent since the port last opened: a HEL on the same line does not resend them. */
    private final Set<Integer> rollsSentOnThisLine = new HashSet<>();

    private boolean resendRollsAfterReplay;
    /** After a HEL: the seq of the box's last event, from the HBT that follows; -1 until that HBT. */
    private int replayUntil = -1;
    /** A HEL came and its HBT not yet: that HBT tells whether the box restarted. */
    private boolean helloBeat;
    /** The box's last seq in the HBT after the latest HEL; -1 before it. */
    private int handshakeLast = -1;
    /** Events handed to the listener whose handling it has not reported yet. */
    private int waiting;
    /** An event was not handed over (too many waiting): nothing more is until the box sends it all again. */
    private boolean deferred;
    /** The box was asked (QRY) for what it holds; cleared by its HEL. */
    private boolean askedAgain;
    /** What an event caused could not be saved: nothing is handed over or acknowledged until {@link #resume}. */
    private boolean held;

    private BoxIdentity identity;

    public BoxLink(Consumer<Sentence.FromHost> out, BoxListener listener, LongSupplier millis) {
        this.out = Objects.requireNonNull(out);
        this.listener = Objects.requireNonNull(listener);
        this.millis = Objects.requireNonNull(millis);
    }

    public LinkStatus status() {
        return status;
    }

    /** A port is open: start the handshake. */
    public void portOpened() {
        portOpen = true;
        setState(LinkStatus.State.SEARCHING, "asking the box who it is");
        query();
    }

    /** The port is gone (unplugged, closed). */
    public void portClosed(String why) {
        portOpen = false;
        rollsSentOnThisLine.clear();
        setState(LinkStatus.State.DISCONNECTED, why);
    }

    /** Lets time pass: repeats the handshake, notices a silent box. */
    public void tick() {
        long now = millis.getAsLong();
        if (!portOpen) {
            return;
        }
        flushAck();
        if (status.state() == LinkStatus.State.CONNECTED) {
            if (askedAgain && now - lastQuery >= QUERY_INTERVAL_MS) {
                query(); // the first question or its answer was lost on the wire
            }
            if (now - lastHeard >= SILENCE_TIMEOUT_MS) {
                setState(
                        LinkStatus.State.DISCONNECTED,
                        "the box has been silent for " + (now - lastHeard) / 1000 + " s");
                rollsSentOnThisLine.clear();
                query();
            }
        } else if (now - lastQuery >= QUERY_INTERVAL_MS) {
            query();
        }
    }

    public void received(Result result) {
        if (result instanceof Result.Dropped) {
            status = status.plusErrors(1);
            listener.statusChanged(status);
            return;
        }
        Sentence s = ((Result.Decoded) result).sentence();
        if (!(s instanceof Sentence.FromDevice)) {
            return; // our own lines echoed back: not the box
        }
        lastHeard = millis.getAsLong();
        if (s instanceof Sentence.Hello hello) {
            hello(hello);
        } else if (status.state() == LinkStatus.State.VERSION_MISMATCH) {
            return;
        } else if (status.state() != LinkStatus.State.CONNECTED) {
            // Before the handshake nothing is acknowledged: the box sends it all again after its HEL.
            return;
        } else if (s instanceof Sentence.Event event) {
            event(event);
            flushAck();
        } else if (s instanceof Sentence.Heartbeat hb) {
            heartbeat(hb);
        } else if (s instanceof Sentence.Error) {
            status = status.plusBoxErrors(1);
            listener.statusChanged(status);
        }
    }

    /**
     * A line was not taken within {@code millis}: the box stopped reading (a hung firmware, a full buffer). It
     * counts as gone until it answers the handshake again; rolls sent to it are asked for again then.
     */
    public void writeGivenUp(long millis) {
        if (status.state() == LinkStatus.State.CONNECTED) {
            rollsSentOnThisLine.clear();
            setState(LinkStatus.State.NOT_READING, "the box took no line for " + millis + " ms");
            lastQuery = this.millis.getAsLong();
        }
    }

    /** Asks for a roll; see {@link BoxControl#roll}. */
    public int roll(int count) {
        int id = nextRollId;
        nextRollId = id == Sentence.MAX_SEQ ? 1 : id + 1;
        pendingRolls.remove(id);
        pendingRolls.put(id, count);
        if (status.state() == LinkStatus.State.CONNECTED) {
            sendRoll(id, count);
        }
        return id;
    }

    public void send(Sentence.FromHost sentence) {
        if (status.state() == LinkStatus.State.CONNECTED) {
            out.accept(sentence);
        }
    }

    /** Roll ids asked for and not answered yet. */
    public List<Integer> pendingRolls() {
        return new ArrayList<>(pendingRolls.keySet());
    }

    private void hello(Sentence.Hello hello) {
        if (hello.proto() != Codec.PROTOCOL_VERSION) {
            setState(
                    LinkStatus.State.VERSION_MISMATCH,
                    "the box speaks protocol " + hello.proto() + ", this program speaks " + Codec.PROTOCOL_VERSION);
            return;
        }
        // The box now sends a heartbeat, then replays its unacknowledged events; rolls still pending after
        // that replay were lost with the cable and are asked for again.
        resendRollsAfterReplay = true;
        replayUntil = -1;
        helloBeat = true;
        deferred = false;
        askedAgain = false;
        BoxIdentity newcomer = BoxIdentity.of(hello);
        if (!newcomer.equals(identity)) {
            // another box numbers its events on its own
            lastApplied = 0;
            lastHandled = 0;
            ackDue = 0;
            lastUptime = -1;
        }
        identity = newcomer;
        setState(LinkStatus.State.CONNECTED, "box " + identity.boxId() + ", firmware " + identity.firmware());
        listener.connected(identity);
    }

    private void event(Sentence.Event event) {
        applyEvent(event);
        if (resendRollsAfterReplay && event.seq() == replayUntil) {
            resendPendingRolls();
        }
    }

    /**
     * Marks the event {@code seq} handled: the box may forget it (and every one before it). Sent at once when
     * the link is up, else at the next tick that finds it up; the box resends what was not acknowledged after
     * its next handshake.
     */
    public void acknowledge(int seq) {
        lastHandled = seq;
        ackDue = seq;
        flushAck();
    }

    /**
     * The listener reports an event handed to it: {@code saved} when what it caused is on disk (or it caused
     * nothing), and the box may forget it; otherwise (the journal could not be written) nothing more is
     * acknowledged or handed over, and the events after the last saved one count as not applied, until
     * {@link #resume} asks the box for them again.
     */
    void handled(int seq, boolean saved) {
        waiting = Math.max(0, waiting - 1);
        if (!saved) {
            if (!held) {
                held = true;
                lastApplied = lastHandled;
            }
        } else if (!held) {
            acknowledge(seq);
        }
        askAgainOnceDrained();
    }

    /**
     * Saving works again after {@link #handled handled(seq, false)}: the box is asked (QRY) for every event it
     * still holds, and the first it resends is the one that could not be saved. Nothing happens when nothing
     * was held.
     */
    public void resume() {
        if (held) {
            held = false;
            deferred = true;
            askAgainOnceDrained();
        }
    }

    /** True while a save failed and nothing is acknowledged. */
    public boolean held() {
        return held;
    }

    /** Events handed over and not yet reported handled. */
    public int waiting() {
        return waiting;
    }

    /**
     * Events were left with the box: once the game has caught up with those it holds, the box is asked for the
     * rest (it resends only after a HEL, PROTOCOL.md §5).
     */
    private void askAgainOnceDrained() {
        if (deferred
                && !held
                && !askedAgain
                && waiting <= WAITING / 2
                && portOpen
                && status.state() == LinkStatus.State.CONNECTED) {
            askedAgain = true;
            query();
        }
    }

    private void flushAck() {
        if (ackDue != 0 && portOpen && status.state() == LinkStatus.State.CONNECTED) {
            out.accept(new Sentence.Ack(ackDue));
            ackDue = 0;
        }
    }

    private void applyEvent(Sentence.Event event) {
        if (lastApplied != 0) {
            int ahead = Math.floorMod(event.seq() - lastApplied, Sentence.MAX_SEQ);
            if (ahead == 0 || ahead > HALF_RING) {
                status = status.plusDuplicates(1);
                listener.statusChanged(status);
                if (lastHandled != 0) {
                    // Only what was handled is acknowledged: an event still being saved must survive a crash.
                    out.accept(new Sentence.Ack(lastHandled));
                }
                return;
            }
        }
        if (held || deferred || waiting >= WAITING) {
            // Left with the box, which keeps it unacknowledged and sends it again after the next HEL; so is
            // everything after it, so that the events still reach the game in their order.
            deferred = deferred || !held;
            askAgainOnceDrained();
            return;
        }
        if (lastApplied != 0) {
            int ahead = Math.floorMod(event.seq() - lastApplied, Sentence.MAX_SEQ);
            if (ahead > 1) {
                status = status.plusGaps(ahead - 1);
                listener.statusChanged(status);
            }
        }
        lastApplied = event.seq();
        int seq = event.seq();
        BoxEvent id = new BoxEvent(identity.boxId(), seq, Math.max(0, lastUptime), handshakeLast);
        if (event instanceof Sentence.Dice dice) {
            if (dice.rollId() != 0 && pendingRolls.remove(dice.rollId()) == null) {
                // a roll asked twice (resent across a reconnect) and answered twice is applied once
                status = status.plusDuplicates(1);
                listener.statusChanged(status);
            } else {
                rollsSentOnThisLine.remove(dice.rollId());
                listener.diceRolled(dice.rollId(), dice.faces(), id);
            }
        } else if (event instanceof Sentence.Button b) {
            listener.buttonPressed(b.seat(), b.longPress(), id);
        }
        waiting++;
        listener.afterEvent(new BoxListener.Acknowledgement() {
            @Override
            public void saved() {
                handled(seq, true);
            }

            @Override
            public void notSaved() {
                handled(seq, false);
            }
        });
    }

    private void heartbeat(Sentence.Heartbeat hb) {
        // A box that restarted counts from 1 again: its old numbers must not make new presses look like repeats.
        // It shows by a smaller uptime, or, after a HEL, by a last event behind the last one applied: a box's
        // count only goes forward while it runs (PROTOCOL.md §5).
        boolean restarted = lastUptime >= 0 && hb.uptimeSeconds() < lastUptime
                || helloBeat && lastApplied != 0 && behind(hb.lastSeq(), lastApplied);
        if (helloBeat) {
            helloBeat = false;
            handshakeLast = hb.lastSeq();
        }
        if (hb.lastSeq() == 0 || restarted) {
            lastApplied = 0;
            lastHandled = 0;
            ackDue = 0;
        }
        if (restarted) {
            rollsSentOnThisLine.clear(); // it forgot the rolls it was rolling: they are asked again below
        }
        lastUptime = hb.uptimeSeconds();
        if (resendRollsAfterReplay) {
            if (replayUntil < 0 && hb.lastSeq() != 0 && hb.lastSeq() != lastApplied) {
                // events are coming up to hb.lastSeq(); one of them may answer a pending roll
                replayUntil = hb.lastSeq();
            } else {
                resendPendingRolls();
            }
        }
    }

    private void resendPendingRolls() {
        resendRollsAfterReplay = false;
        replayUntil = -1;
        pendingRolls.forEach((id, count) -> {
            if (!rollsSentOnThisLine.contains(id)) {
                sendRoll(id, count);
            }
        });
    }

    private void sendRoll(int id, int count) {
        rollsSentOnThisLine.add(id);
        out.accept(new Sentence.Roll(id, count));
    }

    /** Whether {@code seq} comes before {@code reference} on the ring of sequence numbers. */
    static boolean behind(int seq, int reference) {
        return seq == 0 || Math.floorMod(seq - reference, Sentence.MAX_SEQ) > HALF_RING;
    }

    private void query() {
        lastQuery = millis.getAsLong();
        out.accept(new Sentence.Query());
    }

    private void setState(LinkStatus.State state, String detail) {
        if (state == status.state() && detail.equals(status.detail())) {
            return;
        }
        status = status.with(state, detail);
        listener.statusChanged(status);
    }
}
