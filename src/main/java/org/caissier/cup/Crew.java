package org.caissier.cup;

/** A crew of a tournament or regatta: its name and, when known, its club (shown beside the name). */
public record Crew(String name, String club) {
    public Crew {
        club = club == null || club.isBlank() ? null : club.strip();
    }

    public static Crew named(String name) {
        return new Crew(name, null);
    }
}
