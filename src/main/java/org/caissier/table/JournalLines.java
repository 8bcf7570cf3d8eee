package org.caissier.table;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * An open game's journal file around its command lines: the header, the game line, the comments and the notes
 * written with commands, and the writes that keep them where they stood. A command is appended with its note in
 * one forced write; a change of the past (undo, redo, a command that drops the redoable ones) rewrites the whole
 * file. The session decides which lines the commands are; this class only writes them.
 */
final class JournalLines implements Closeable {
    private final Journal journal;
    private final String gameLine;
    private List<String> header;
    /** The comment lines before each command, and last those after the last one: kept through every rewrite. */
    private Comments comments;

    private volatile String note;

    JournalLines(Journal journal, List<String> header, String gameLine, List<List<String>> comments, int commands) {
        this.journal = journal;
        this.header = List.copyOf(header);
        this.gameLine = gameLine;
        this.comments = new Comments(comments, commands);
    }

    /** The header of a new journal: its magic line, when it was started, its data files and its sealing line. */
    static List<String> newHeader(List<DataFile> dataFiles, Optional<LineSeal> seal) {
        List<String> header = new ArrayList<>();
        header.add(JournalFile.MAGIC);
        header.add("# started "
                + LocalDateTime.now()
                        .format(DateTimeFormatter.ISO_LOCAL_DATE_TIME.withLocale(Locale.ROOT))
                        .replaceAll("\\.\\d+$", ""));
        for (DataFile d : dataFiles) {
            // The source is there for people to read; a double quote, which no word can hold, becomes an apostrophe.
            header.add(JournalFile.DATA + d.role() + " sha256=" + d.sha256() + " source="
                    + Words.quote(d.source().replace('"', '\'')));
        }
        seal.ifPresent(k -> header.add(k.headerLine()));
        return header;
    }

    Path path() {
        return journal.path();
    }

    boolean readOnly() {
        return journal.isReadOnly();
    }

    List<String> header() {
        return header;
    }

    /** A line joins the header; the file is rewritten with {@code commands}, and the header is as before if it fails. */
    void addToHeader(String line, List<String> commands) throws IOException {
        List<String> before = header;
        List<String> longer = new ArrayList<>(header);
        longer.add(line);
        header = List.copyOf(longer);
        try {
            rewrite(commands);
        } catch (IOException e) {
            header = before;
            throw e;
        }
    }

    /** The command line at {@code index}, the last one, appended after the note being written, if any. */
    void append(int index, String command) throws IOException {
        String noted = note;
        journal.append(noted == null ? List.of(command) : List.of(JournalFile.NOTE + noted, command));
        comments.added(index, noted);
    }

    /** The command lines from {@code index} on, the last ones, appended at once after the note being written, if any. */
    void append(int index, List<String> commands) throws IOException {
        String noted = note;
        List<String> lines = new ArrayList<>();
        if (noted != null) {
            lines.add(JournalFile.NOTE + noted);
        }
        lines.addAll(commands);
        journal.append(lines);
        comments.added(index, noted);
        for (int i = 1; i < commands.size(); i++) {
            comments.added(index + i, null);
        }
    }

    /** As {@link #rewriteAdding}, the last {@code count} of {@code commands} new from {@code index} on. */
    void rewriteAdding(int index, int count, List<String> commands) throws IOException {
        Comments kept = comments.copy();
        comments.added(index, note);
        for (int i = 1; i < count; i++) {
            comments.added(index + i, null);
        }
        try {
            rewrite(commands);
        } catch (IOException e) {
            comments = kept;
            throw e;
        }
    }

    /**
     * The whole file rewritten with {@code commands}, of which the one at {@code index} is new (after the note being
     * written, if any); the comments are as before if the write fails.
     */
    void rewriteAdding(int index, List<String> commands) throws IOException {
        Comments kept = comments.copy();
        comments.added(index, note);
        try {
            rewrite(commands);
        } catch (IOException e) {
            comments = kept;
            throw e;
        }
    }

    /** The whole file rewritten with {@code commands}, the same ones as before, some now marked or unmarked undone. */
    void rewrite(List<String> commands) throws IOException {
        List<String> prefix = new ArrayList<>(header);
        prefix.add(gameLine);
        journal.rewrite(comments.fileLines(prefix, commands));
    }

    /** Runs {@code action} with {@code note} written before each command it appends or adds. */
    <T> T withNote(String note, Supplier<T> action) {
        if (note.indexOf('\n') >= 0 || note.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a note is one line");
        }
        this.note = note;
        try {
            return action.get();
        } finally {
            this.note = null;
        }
    }

    /** The notes written with the first {@code commands} commands, oldest first, without their {@code "#> "}. */
    List<String> notes(int commands) {
        return comments.notes(commands);
    }

    /** The notes written with the command at {@code index}, without their {@code "#> "}. */
    List<String> notesOf(int index) {
        return comments.notesOf(index);
    }

    @Override
    public void close() throws IOException {
        journal.close();
    }
}
