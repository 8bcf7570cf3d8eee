package org.caissier.device.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Encodes and decodes protocol lines. Pure and total: {@link #decode} never throws, whatever the input, so a
 * noisy cable can only ever produce dropped lines.
 *
 * <p>Decoding checks, in the order of PROTOCOL.md section 7: length ({@code too-long}), the leading {@code $}
 * ({@code no-start}), characters ({@code bad-character}: not printable ASCII, or a {@code $} after the start),
 * a {@code *} and two characters at the end ({@code no-checksum}), no other {@code *} ({@code bad-character}),
 * two upper-case hex digits equal to the XOR ({@code bad-checksum}: {@code *5b} is a bad checksum), the
 * talker and sentence id ({@code unknown-sentence}) and finally the fields ({@code bad-field}: counts, ranges,
 * and numbers written strictly, without sign or leading zero).
 */
public final class Codec {
    public static final String TALKER = "CB";
    public static final int PROTOCOL_VERSION = 1;
    /** Longest line, counting {@code $} and CRLF. */
    public static final int MAX_LINE = 82;
    /** Longest line without its CRLF. */
    public static final int MAX_TEXT = MAX_LINE - 2;

    private Codec() {}

    /** The full line, with checksum and CRLF. */
    public static String encode(Sentence sentence) {
        String body = TALKER + sentence.id() + fields(sentence);
        return "$" + body + "*" + hex(checksum(body)) + "\r\n";
    }

    private static String fields(Sentence s) {
        List<Object> f;
        if (s instanceof Sentence.Hello h) {
            f = List.of(h.proto(), h.firmware(), h.dice(), h.buttons(), h.boxId());
        } else if (s instanceof Sentence.Dice d) {
            f = new ArrayList<>(List.of(d.seq(), d.rollId(), d.faces().size()));
            f.addAll(d.faces());
        } else if (s instanceof Sentence.Button b) {
            f = List.of(b.seq(), b.seat(), b.longPress() ? "L" : "S");
        } else if (s instanceof Sentence.Heartbeat h) {
            f = List.of(h.lastSeq(), h.uptimeSeconds());
        } else if (s instanceof Sentence.Error e) {
            f = List.of(e.code(), e.detail());
        } else if (s instanceof Sentence.Pong p) {
            f = List.of(p.token());
        } else if (s instanceof Sentence.Ack a) {
            f = List.of(a.seq());
        } else if (s instanceof Sentence.Roll r) {
            f = List.of(r.rollId(), r.count());
        } else if (s instanceof Sentence.Light l) {
            f = List.of(l.seat());
        } else if (s instanceof Sentence.Beep b) {
            f = List.of(b.millis());
        } else if (s instanceof Sentence.Ping p) {
            f = List.of(p.token());
        } else {
            f = List.of(); // Query
        }
        StringBuilder out = new StringBuilder();
        for (Object o : f) {
            out.append(',').append(o);
        }
        return out.toString();
    }

    /** XOR of every character of {@code body} (the text between {@code $} and {@code *}). */
    public static int checksum(CharSequence body) {
        int x = 0;
        for (int i = 0; i < body.length(); i++) {
            x ^= body.charAt(i) & 0xFF;
        }
        return x;
    }

    private static String hex(int value) {
        return String.format(Locale.ROOT, "%02X", value);
    }

    /** Decodes one line, with or without its trailing CRLF. Never throws. */
    public static Result decode(String line) {
        if (line == null) {
            return new Result.Dropped(DecodeError.NO_START, "", "no line");
        }
        String text = stripEnd(line);
        if (text.length() > MAX_TEXT) {
            return drop(DecodeError.TOO_LONG, text, text.length() + 2 + " characters with CRLF, at most " + MAX_LINE);
        }
        if (text.isEmpty() || text.charAt(0) != '$') {
            return drop(DecodeError.NO_START, text, "does not start with $");
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c > 0x7E || (c == '$' && i > 0)) {
                return drop(
                        DecodeError.BAD_CHARACTER,
                        text,
                        String.format(Locale.ROOT, "character 0x%02X at %d", (int) c, i));
            }
        }
        int star = text.length() - 3;
        if (star < 1 || text.charAt(star) != '*') {
            return drop(DecodeError.NO_CHECKSUM, text, "no * and two characters at the end");
        }
        String body = text.substring(1, star);
        if (body.indexOf('*') >= 0) {
            return drop(DecodeError.BAD_CHARACTER, text, "* inside the sentence");
        }
        int actual = checksum(body);
        if (!isHex(text.charAt(star + 1))
                || !isHex(text.charAt(star + 2))
                || Integer.parseInt(text.substring(star + 1), 16) != actual) {
            return drop(
                    DecodeError.BAD_CHECKSUM,
                    text,
                    "checksum " + hex(actual) + ", line says " + text.substring(star + 1));
        }
        String[] parts = body.split(",", -1);
        String head = parts[0];
        if (head.length() != 5 || !head.startsWith(TALKER)) {
            return drop(DecodeError.UNKNOWN_SENTENCE, text, "unknown sentence " + head);
        }
        String[] f = new String[parts.length - 1];
        System.arraycopy(parts, 1, f, 0, f.length);
        try {
            Sentence s = switch (head.substring(2)) {
                case "HEL" -> hello(f);
                case "DIC" -> dice(f);
                case "BTN" -> {
                    count(f, 3);
                    yield new Sentence.Button(num(f[0]), num(f[1]), press(f[2]));
                }
                case "HBT" -> {
                    count(f, 2);
                    yield new Sentence.Heartbeat(num(f[0]), longNum(f[1]));
                }
                case "ERR" -> {
                    count(f, 2);
                    yield new Sentence.Error(f[0], f[1]);
                }
                case "PON" -> {
                    count(f, 1);
                    yield new Sentence.Pong(f[0]);
                }
                case "QRY" -> {
                    count(f, 0);
                    yield new Sentence.Query();
                }
                case "ACK" -> {
                    count(f, 1);
                    yield new Sentence.Ack(num(f[0]));
                }
                case "ROL" -> {
                    count(f, 2);
                    yield new Sentence.Roll(num(f[0]), num(f[1]));
                }
                case "LIT" -> {
                    count(f, 1);
                    yield new Sentence.Light(num(f[0]));
                }
                case "BEP" -> {
                    count(f, 1);
                    yield new Sentence.Beep(num(f[0]));
                }
                case "PNG" -> {
                    count(f, 1);
                    yield new Sentence.Ping(f[0]);
                }
                default -> null;
            };
            if (s == null) {
                return drop(DecodeError.UNKNOWN_SENTENCE, text, "unknown sentence " + head);
            }
            return new Result.Decoded(s);
        } catch (IllegalArgumentException e) {
            return drop(DecodeError.BAD_FIELD, text, String.valueOf(e.getMessage()));
        }
    }

    private static Sentence hello(String[] f) {
        count(f, 5);
        return new Sentence.Hello(num(f[0]), f[1], num(f[2]), num(f[3]), f[4]);
    }

    private static Sentence dice(String[] f) {
        if (f.length < 4) {
            throw new IllegalArgumentException("DIC needs seq, rollid, n and faces");
        }
        int n = num(f[2]);
        count(f, 3 + n);
        List<Integer> faces = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            faces.add(num(f[3 + i]));
        }
        return new Sentence.Dice(num(f[0]), num(f[1]), faces);
    }

    private static void count(String[] f, int expected) {
        if (f.length != expected) {
            throw new IllegalArgumentException(expected + " fields expected, " + f.length + " found");
        }
    }

    private static boolean press(String f) {
        return switch (f) {
            case "S" -> false;
            case "L" -> true;
            default -> throw new IllegalArgumentException("press must be S or L: " + f);
        };
    }

    private static int num(String f) {
        long v = longNum(f);
        if (v > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("number too large: " + f);
        }
        return (int) v;
    }

    /** Decimal digits only, no sign, no leading zero ({@code 0} itself excepted). */
    private static long longNum(String f) {
        if (f.isEmpty() || f.length() > 10 || (f.length() > 1 && f.charAt(0) == '0')) {
            throw new IllegalArgumentException("not a number: " + f);
        }
        long v = 0;
        for (int i = 0; i < f.length(); i++) {
            char c = f.charAt(i);
            if (c < '0' || c > '9') {
                throw new IllegalArgumentException("not a number: " + f);
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    private static boolean isHex(char c) {
        return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F');
    }

    /** Removes a line end (LF or CR LF); a CR without its LF is a stray byte inside the line. */
    private static String stripEnd(String line) {
        int end = line.length();
        if (end > 0 && line.charAt(end - 1) == '\n') {
            end--;
            if (end > 0 && line.charAt(end - 1) == '\r') {
                end--;
            }
        }
        return line.substring(0, end);
    }

    private static Result drop(DecodeError error, String text, String detail) {
        return new Result.Dropped(error, text, detail);
    }
}
