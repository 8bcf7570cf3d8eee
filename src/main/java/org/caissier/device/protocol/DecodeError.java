package org.caissier.device.protocol;

import java.util.Optional;

/** Why a received line was dropped; {@link #id()} is the error id used in the shared test vectors. */
public enum DecodeError {
    NO_START("no-start"),
    NO_CHECKSUM("no-checksum"),
    BAD_CHECKSUM("bad-checksum"),
    TOO_LONG("too-long"),
    UNKNOWN_SENTENCE("unknown-sentence"),
    BAD_FIELD("bad-field"),
    BAD_CHARACTER("bad-character");

    private final String id;

    DecodeError(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The code the box answers with in {@code $CBERR} when it drops a line for this reason. */
    public String deviceCode() {
        return switch (this) {
            case TOO_LONG -> "LEN";
            case UNKNOWN_SENTENCE -> "UNK";
            case BAD_FIELD, BAD_CHARACTER -> "FLD";
            default -> "CHK";
        };
    }

    public static Optional<DecodeError> fromId(String id) {
        for (DecodeError e : values()) {
            if (e.id.equals(id)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }
}
