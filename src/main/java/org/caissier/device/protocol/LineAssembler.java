package org.caissier.device.protocol;

/**
 * Cuts a raw byte stream into lines. Bytes before a {@code $} are ignored; a {@code $} always starts a new
 * line (resynchronisation: a half line before it is reported as dropped); LF ends a line. The buffer never
 * holds more than {@link Codec#MAX_LINE} characters: an over-long line is reported once as {@code too-long}
 * and the rest of it is skipped until LF, or until a {@code $} starts the next sentence. Not thread-safe:
 * one reader thread feeds it.
 */
public final class LineAssembler {

    /** Receives what the assembler cuts out, already decoded. */
    @FunctionalInterface
    public interface Sink {
        void accept(Result result);
    }

    private final char[] buffer = new char[Codec.MAX_LINE];
    private int length;
    private State state = State.IDLE;

    private enum State { IDLE, LINE, SKIPPING }

    /** Feeds {@code count} bytes from {@code bytes[offset]} on; each complete line goes to {@code sink}. */
    public void feed(byte[] bytes, int offset, int count, Sink sink) {
        for (int i = offset; i < offset + count; i++) {
            feed(bytes[i], sink);
        }
    }

    public void feed(byte b, Sink sink) {
        char c = (char) (b & 0xFF);
        if (c == '$') {
            if (state == State.LINE) {
                sink.accept(new Result.Dropped(DecodeError.NO_CHECKSUM, current(), "cut short by the next $"));
            }
            length = 0;
            buffer[length++] = c;
            state = State.LINE;
            return;
        }
        switch (state) {
            case IDLE -> {
            }
            case SKIPPING -> {
                if (c == '\n') {
                    state = State.IDLE;
                }
            }
            case LINE -> {
                if (c == '\n') {
                    state = State.IDLE;
                    sink.accept(Codec.decode(current()));
                    length = 0;
                } else if (length >= Codec.MAX_LINE - 1) {
                    // with its LF the line would pass 82 characters
                    sink.accept(new Result.Dropped(DecodeError.TOO_LONG, current(), "longer than " + Codec.MAX_LINE));
                    length = 0;
                    state = State.SKIPPING;
                } else {
                    buffer[length++] = c;
                }
            }
        }
    }

    /** How many characters are held now (never more than {@link Codec#MAX_LINE}). */
    public int buffered() {
        return length;
    }

    private String current() {
        return new String(buffer, 0, length);
    }
}
