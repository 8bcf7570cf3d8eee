package org.caissier.device.protocol;

/**
 * Cuts a raw byte stream into lines as PROTOCOL.md section 7 says. Bytes before a {@code $} are ignored; a
 * {@code $} starts a new line and an unfinished line before it is dropped silently (it is noise, not an error);
 * LF ends a line, CR LF too. The buffer never holds more than {@link Codec#MAX_LINE} characters: an over-long
 * line is discarded up to its LF, {@code $} included, and then reported once as {@code too-long}. Not
 * thread-safe: one reader thread feeds it.
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
    /** The start of the over-long line being skipped, for the error report. */
    private String overLong = "";

    private enum State {
        IDLE,
        LINE,
        SKIPPING
    }

    /** Feeds {@code count} bytes from {@code bytes[offset]} on; each complete line goes to {@code sink}. */
    public void feed(byte[] bytes, int offset, int count, Sink sink) {
        for (int i = offset; i < offset + count; i++) {
            feed(bytes[i], sink);
        }
    }

    public void feed(byte b, Sink sink) {
        char c = (char) (b & 0xFF);
        if (c == '$' && state != State.SKIPPING) {
            length = 0;
            buffer[length++] = c;
            state = State.LINE;
            return;
        }
        switch (state) {
            case IDLE -> {}
            case SKIPPING -> {
                if (c == '\n') {
                    state = State.IDLE;
                    sink.accept(new Result.Dropped(DecodeError.TOO_LONG, overLong, "longer than " + Codec.MAX_LINE));
                    overLong = "";
                }
            }
            case LINE -> {
                if (c == '\n') {
                    state = State.IDLE;
                    if (length > 0 && buffer[length - 1] == '\r') {
                        length--;
                    }
                    String text = current();
                    length = 0;
                    sink.accept(Codec.decode(text));
                } else if (length >= Codec.MAX_LINE - 1) {
                    // room for 80 characters and a CR: with its LF the line would pass 82 characters
                    overLong = current();
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
