package org.caissier.device.protocol;

import java.util.List;
import java.util.regex.Pattern;

/**
 * One line of the box protocol, decoded. The constructors refuse values the protocol does not allow, so a
 * sentence that exists can always be encoded, and {@link Codec#decode} turns a refusal into {@code bad-field}.
 */
public sealed interface Sentence permits Sentence.FromDevice, Sentence.FromHost {

    /** Highest sequence number and roll id; both wrap to 1 after it. */
    int MAX_SEQ = 65535;

    /** The three letters after the talker prefix, e.g. {@code HEL}. */
    String id();

    /** Sent by the box. */
    sealed interface FromDevice extends Sentence permits Hello, Event, Heartbeat, Error, Pong {}

    /** Sent by the host. */
    sealed interface FromHost extends Sentence permits Query, Ack, Roll, Light, Beep, Ping {}

    /** An event the host must acknowledge; it carries a sequence number. */
    sealed interface Event extends FromDevice permits Dice, Button {
        int seq();
    }

    /** The box's identity, at power-up and in answer to {@link Query}. */
    record Hello(int proto, String firmware, int dice, int buttons, String boxId) implements FromDevice {
        public Hello {
            Check.range("proto", proto, 1, 255);
            Check.matches("firmware", firmware, Check.FIRMWARE);
            Check.range("dice", dice, 0, 6);
            Check.range("buttons", buttons, 0, 8);
            Check.matches("boxid", boxId, Check.BOX_ID);
        }

        @Override
        public String id() {
            return "HEL";
        }
    }

    /** Faces rolled by the box; roll id 0 means its own roll button, otherwise the id of a {@link Roll}. */
    record Dice(int seq, int rollId, List<Integer> faces) implements Event {
        public Dice {
            Check.range("seq", seq, 1, MAX_SEQ);
            Check.range("rollid", rollId, 0, MAX_SEQ);
            faces = List.copyOf(faces);
            Check.range("n", faces.size(), 1, 6);
            for (int f : faces) {
                Check.range("face", f, 1, 6);
            }
        }

        @Override
        public String id() {
            return "DIC";
        }
    }

    /** A button press; seat 0 is the roll button, 1..8 the players' seats. */
    record Button(int seq, int seat, boolean longPress) implements Event {
        public Button {
            Check.range("seq", seq, 1, MAX_SEQ);
            Check.range("seat", seat, 0, 8);
        }

        @Override
        public String id() {
            return "BTN";
        }
    }

    /** Once a second: the sequence number of the box's last event (0 if none yet) and its uptime. */
    record Heartbeat(int lastSeq, long uptimeSeconds) implements FromDevice {
        public Heartbeat {
            Check.range("last", lastSeq, 0, MAX_SEQ);
            Check.range("uptime", uptimeSeconds, 0, 4_294_967_295L);
        }

        @Override
        public String id() {
            return "HBT";
        }
    }

    /** The box refused a line of ours. */
    record Error(String code, String detail) implements FromDevice {
        public static final List<String> CODES = List.of("CHK", "UNK", "LEN", "FLD", "BSY");

        public Error {
            if (!CODES.contains(code)) {
                throw new IllegalArgumentException("code must be one of " + CODES + ": " + code);
            }
            Check.matches("detail", detail, Check.FREE_TEXT);
        }

        @Override
        public String id() {
            return "ERR";
        }
    }

    /** Answer to {@link Ping}. */
    record Pong(String token) implements FromDevice {
        public Pong {
            Check.matches("token", token, Check.TOKEN);
        }

        @Override
        public String id() {
            return "PON";
        }
    }

    /** Asks the box for its {@link Hello}: the handshake. */
    record Query() implements FromHost {
        @Override
        public String id() {
            return "QRY";
        }
    }

    /** Acknowledges every event up to and including {@code seq}. */
    record Ack(int seq) implements FromHost {
        public Ack {
            Check.range("seq", seq, 1, MAX_SEQ);
        }

        @Override
        public String id() {
            return "ACK";
        }
    }

    /** Asks the box to roll {@code count} dice; the answer is a {@link Dice} with the same roll id. */
    record Roll(int rollId, int count) implements FromHost {
        public Roll {
            Check.range("rollid", rollId, 1, MAX_SEQ);
            Check.range("n", count, 1, 6);
        }

        @Override
        public String id() {
            return "ROL";
        }
    }

    /** Lights one seat's button (0 = all off). */
    record Light(int seat) implements FromHost {
        public Light {
            Check.range("seat", seat, 0, 8);
        }

        @Override
        public String id() {
            return "LIT";
        }
    }

    /** Beeps for 1..2000 ms. */
    record Beep(int millis) implements FromHost {
        public Beep {
            Check.range("millis", millis, 1, 2000);
        }

        @Override
        public String id() {
            return "BEP";
        }
    }

    /** Asks for a {@link Pong} with the same token. */
    record Ping(String token) implements FromHost {
        public Ping {
            Check.matches("token", token, Check.TOKEN);
        }

        @Override
        public String id() {
            return "PNG";
        }
    }

    /** Field checks shared by the records. */
    final class Check {
        static final Pattern FIRMWARE = Pattern.compile("[0-9A-Za-z.-]{1,16}");
        static final Pattern BOX_ID = Pattern.compile("[A-Za-z0-9-]{1,16}");
        static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9]{1,8}");
        /** Printable ASCII without the protocol's reserved characters; may be empty. */
        static final Pattern FREE_TEXT = Pattern.compile("[\\x20-\\x7E&&[^$*,]]{0,66}");

        private Check() {}

        static void range(String name, long value, long min, long max) {
            if (value < min || value > max) {
                throw new IllegalArgumentException(name + " must be " + min + ".." + max + ": " + value);
            }
        }

        static void matches(String name, String value, Pattern pattern) {
            if (value == null || !pattern.matcher(value).matches()) {
                throw new IllegalArgumentException(name + " does not match " + pattern + ": " + value);
            }
        }
    }
}
