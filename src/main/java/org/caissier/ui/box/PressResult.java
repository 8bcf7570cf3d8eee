package org.caissier.ui.box;

import java.io.IOException;
import java.util.Objects;
import java.util.Optional;

/**
 * What a press of the box came to, from what the plays it caused returned: whether the open game took it, and why
 * the journal did not take what it played, when it did not (the press is then left with the box, unacknowledged).
 */
public record PressResult(boolean taken, Optional<IOException> notSaved) {
    public PressResult {
        Objects.requireNonNull(notSaved);
    }

    /** Taken, with everything it played on disk (or nothing to play). */
    public static PressResult done() {
        return new PressResult(true, Optional.empty());
    }

    /** Not for the open game (no game open, an action it does not handle). */
    public static PressResult ignored() {
        return new PressResult(false, Optional.empty());
    }
}
