package org.caissier.device.protocol;

/** What {@link Codec#decode} made of a line: a sentence, or the reason it was dropped. */
public sealed interface Result {

    record Decoded(Sentence sentence) implements Result {}

    /** The line was dropped; {@code line} is kept for the log, {@code detail} says what was wrong. */
    record Dropped(DecodeError error, String line, String detail) implements Result {}
}
