package org.caissier.table;

import java.util.List;

/**
 * A command the whole table should hear at once — dice thrown, a storm, a ship lost, an event, a result — told in
 * large type for a few seconds in its describer's sentence, with the die faces it carries (none for a card or a
 * result). The rules say which commands these are ({@link Rules#announcement}); the screen only shows them.
 */
public record Announcement(List<Integer> faces) {
    public Announcement {
        faces = List.copyOf(faces);
    }

    /** An announcement with no dice (a storm card, a sinking, a result). */
    public static Announcement of(Integer... faces) {
        return new Announcement(List.of(faces));
    }
}
