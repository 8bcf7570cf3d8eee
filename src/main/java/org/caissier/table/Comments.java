package org.caissier.table;

import java.util.ArrayList;
import java.util.List;

/**
 * The comment lines of a journal between its commands: those before each command, and last those after the
 * last one. Kept with the session so that a rewrite (undo, redo) puts every comment back where it stood.
 */
final class Comments {
    private final List<List<String>> before;

    Comments(List<List<String>> before, int commands) {
        this.before = new ArrayList<>(before);
        while (this.before.size() <= commands) {
            this.before.add(List.of());
        }
    }

    private Comments(Comments other) {
        this.before = new ArrayList<>(other.before);
    }

    Comments copy() {
        return new Comments(this);
    }

    /** A command joins at position {@code index} after the comments already there and {@code note}, if any. */
    void added(int index, String note) {
        List<String> lines = new ArrayList<>(before.get(index));
        if (note != null) {
            lines.add(JournalFile.NOTE + note);
        }
        before.set(index, List.copyOf(lines));
        before.add(List.of());
    }

    /** The file's lines: {@code prefix} (header and game line), then each command line after its comments. */
    List<String> fileLines(List<String> prefix, List<String> commands) {
        List<String> lines = new ArrayList<>(prefix);
        for (int i = 0; i < commands.size(); i++) {
            lines.addAll(i < before.size() ? before.get(i) : List.of());
            lines.add(commands.get(i));
        }
        if (commands.size() < before.size()) {
            lines.addAll(before.get(commands.size()));
        }
        return lines;
    }

    /** The notes written just before command {@code index}, without their mark. */
    List<String> notesOf(int index) {
        List<String> notes = new ArrayList<>();
        if (index < before.size()) {
            for (String c : before.get(index)) {
                if (c.startsWith(JournalFile.NOTE)) {
                    notes.add(c.substring(JournalFile.NOTE.length()));
                }
            }
        }
        return notes;
    }

    /** The notes written before the first {@code commands} commands, oldest first, without their mark. */
    List<String> notes(int commands) {
        List<String> notes = new ArrayList<>();
        for (int i = 0; i < commands && i < before.size(); i++) {
            for (String c : before.get(i)) {
                if (c.startsWith(JournalFile.NOTE)) {
                    notes.add(c.substring(JournalFile.NOTE.length()));
                }
            }
        }
        return notes;
    }
}
