package org.caissier.device;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.Result;
import org.caissier.device.protocol.Sentence;

/**
 * The box's side of the protocol, without any port: what the firmware does, in Java. Events are numbered,
 * kept until acknowledged and sent again after every {@code $CBHEL}. Not thread-safe; {@link BoxSimulator}
 * calls it under its lock.
 */
public final class SimulatedBox {
    /** Unacknowledged events kept; the oldest is dropped beyond this (the protocol asks for at least 16). */
    public static final int QUEUE = 64;

    public static final long HEARTBEAT_MS = 1000;
    private static final Set<String> DEVICE_ADDRESSES = Set.of("CBHEL", "CBDIC", "CBBTN", "CBHBT", "CBERR", "CBPON");

    private final Sentence.Hello hello;
    private final Random random;
    private final LongSupplier millis;
    private final Consumer<Sentence.FromDevice> out;
    private final long startedAt;
    private final Deque<Sentence.Event> unacked = new ArrayDeque<>();
    private int lastSeq;
    private long lastBeat;
    private int litSeat;

    public SimulatedBox(BoxIdentity identity, Random random, LongSupplier millis, Consumer<Sentence.FromDevice> out) {
        this(identity, Codec.PROTOCOL_VERSION, random, millis, out);
    }

    /** With another protocol version, to show what an out-of-date box looks like. */
    public SimulatedBox(
            BoxIdentity identity, int proto, Random random, LongSupplier millis, Consumer<Sentence.FromDevice> out) {
        this.hello =
                new Sentence.Hello(proto, identity.firmware(), identity.dice(), identity.seats(), identity.boxId());
        this.random = Objects.requireNonNull(random);
        this.millis = Objects.requireNonNull(millis);
        this.out = Objects.requireNonNull(out);
        this.startedAt = millis.getAsLong();
        this.lastBeat = startedAt;
    }

    public static BoxIdentity defaultIdentity() {
        return new BoxIdentity("SIM-0001", "1.0.0-sim", 2, 6);
    }

    /**
     * Says hello, then a heartbeat (the host compares its uptime to detect a restart), then replays what the
     * host has not acknowledged, as at power-up or after a {@code $CBQRY}.
     */
    public void hello() {
        out.accept(hello);
        out.accept(heartbeat(millis.getAsLong()));
        unacked.forEach(out);
    }

    public void received(Result result) {
        if (result instanceof Result.Dropped d) {
            String address = address(d.line());
            // A device sentence coming back is almost surely our own output echoed: answering could loop for ever.
            if (!DEVICE_ADDRESSES.contains(address)) {
                out.accept(new Sentence.Error(d.error().deviceCode(), address));
            }
            return;
        }
        Sentence s = ((Result.Decoded) result).sentence();
        if (s instanceof Sentence.FromDevice) {
            return;
        }
        if (s instanceof Sentence.Query) {
            hello();
        } else if (s instanceof Sentence.Ack ack) {
            acknowledge(ack.seq());
        } else if (s instanceof Sentence.Roll roll) {
            emit(new Sentence.Dice(nextSeq(), roll.rollId(), faces(roll.count())));
        } else if (s instanceof Sentence.Light light) {
            if (light.seat() > hello.buttons()) {
                out.accept(new Sentence.Error("FLD", "CBLIT"));
            } else {
                litSeat = light.seat();
            }
        } else if (s instanceof Sentence.Ping ping) {
            out.accept(new Sentence.Pong(ping.token()));
        }
    }

    /** A player presses a seat button (1..8), or the roll button (0). */
    public void press(int seat, boolean longPress) {
        emit(new Sentence.Button(nextSeq(), seat, longPress));
    }

    /** The roll button rolls all the box's dice on its own (roll id 0). */
    public void rollButton() {
        emit(new Sentence.Dice(nextSeq(), 0, faces(Math.max(1, hello.dice()))));
    }

    /** Sends a heartbeat when one is due. */
    public void tick() {
        long now = millis.getAsLong();
        if (now - lastBeat >= HEARTBEAT_MS) {
            lastBeat = now;
            out.accept(heartbeat(now));
        }
    }

    private Sentence.Heartbeat heartbeat(long now) {
        return new Sentence.Heartbeat(lastSeq, (now - startedAt) / 1000);
    }

    /** Up to five characters after {@code $}, as the firmware puts them in its ERR detail. */
    private static String address(String line) {
        StringBuilder a = new StringBuilder();
        for (int i = 1; i < line.length() && a.length() < 5; i++) {
            char c = line.charAt(i);
            if (c == ',' || c == '*' || c == '$' || c < 0x20 || c > 0x7E) {
                break;
            }
            a.append(c);
        }
        return a.toString();
    }

    public int unacknowledged() {
        return unacked.size();
    }

    public int litSeat() {
        return litSeat;
    }

    private void acknowledge(int seq) {
        List<Sentence.Event> list = new ArrayList<>(unacked);
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).seq() == seq) {
                for (int k = 0; k <= i; k++) {
                    unacked.removeFirst();
                }
                return;
            }
        }
    }

    private void emit(Sentence.Event event) {
        if (unacked.size() == QUEUE) {
            unacked.removeFirst();
        }
        unacked.addLast(event);
        out.accept(event);
    }

    private int nextSeq() {
        lastSeq = lastSeq == Sentence.MAX_SEQ ? 1 : lastSeq + 1;
        return lastSeq;
    }

    private List<Integer> faces(int count) {
        List<Integer> faces = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            faces.add(1 + random.nextInt(6));
        }
        return faces;
    }
}
