package org.caissier.table;

import java.util.Optional;

/**
 * Who is reading: everyone at the table (the journal panel, the table display), or one seat behind its PIN.
 * A secret command is told in plain words only to the seat it belongs to.
 */
public record Audience(Optional<String> seat) {
    private static final Audience EVERYONE = new Audience(Optional.empty());

    public static Audience everyone() {
        return EVERYONE;
    }

    public static Audience seat(String name) {
        return new Audience(Optional.of(name));
    }

    /** Whether this audience may read a secret that belongs to {@code owner}. */
    public boolean mayRead(String owner) {
        return seat.map(s -> Names.same(s, owner)).orElse(false);
    }
}
