package org.caissier.device.protocol;

import java.util.stream.Collectors;

/** The canonical text form of a decoded line, as written in the shared test vectors. */
public final class Canonical {
    private Canonical() {}

    /** The canonical form of a sentence, or the error id of a dropped line. */
    public static String render(Result result) {
        if (result instanceof Result.Decoded d) {
            return render(d.sentence());
        }
        return ((Result.Dropped) result).error().id();
    }

    public static String render(Sentence sentence) {
        if (sentence instanceof Sentence.Hello h) {
            return "HEL proto=" + h.proto() + " firmware=" + h.firmware() + " dice=" + h.dice() + " buttons="
                    + h.buttons() + " box=" + h.boxId();
        } else if (sentence instanceof Sentence.Dice d) {
            return "DIC seq=" + d.seq() + " roll=" + d.rollId() + " faces="
                    + d.faces().stream().map(String::valueOf).collect(Collectors.joining(","));
        } else if (sentence instanceof Sentence.Button b) {
            return "BTN seq=" + b.seq() + " seat=" + b.seat() + " press=" + (b.longPress() ? "long" : "short");
        } else if (sentence instanceof Sentence.Heartbeat h) {
            return "HBT last=" + h.lastSeq() + " uptime=" + h.uptimeSeconds();
        } else if (sentence instanceof Sentence.Error e) {
            return "ERR code=" + e.code() + " detail=" + e.detail();
        } else if (sentence instanceof Sentence.Pong p) {
            return "PON token=" + p.token();
        } else if (sentence instanceof Sentence.Ack a) {
            return "ACK seq=" + a.seq();
        } else if (sentence instanceof Sentence.Roll r) {
            return "ROL roll=" + r.rollId() + " n=" + r.count();
        } else if (sentence instanceof Sentence.Light l) {
            return "LIT seat=" + l.seat();
        } else if (sentence instanceof Sentence.Beep b) {
            return "BEP ms=" + b.millis();
        } else if (sentence instanceof Sentence.Ping p) {
            return "PNG token=" + p.token();
        }
        return "QRY";
    }
}
