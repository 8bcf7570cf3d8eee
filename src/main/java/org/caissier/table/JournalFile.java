package org.caissier.table;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a journal file holds, read without changing it: the header, the {@code game} line, and each command
 * line with its mark. A last line without its newline may have been torn by a crash or power cut: it is left
 * out here and reported in {@link #tornLine()}; opening the game drops it with a warning, even when it would read
 * as a command (a name cut short reads as the name it begins), and keeps its text in {@code NAME.torn}.
 *
 * <p>The format, one line each: {@code # caissier journal 1} (the format's number: a higher one is refused as
 * made by a newer program), then {@code # data ROLE sha256=HEX source=...}
 * lines, other {@code #} comments, the {@code game ...} line, then commands. An undone command is kept as
 * {@code #undone LINE}, a command dropped when a new one replaced the undone ones as {@code #dropped LINE};
 * since both start with {@code #}, {@code caissier run} reads a journal as the game it is.
 */
public record JournalFile(
        Path path,
        List<String> header,
        int gameLineNumber,
        String gameLine,
        List<Entry> entries,
        Optional<String> tornLine,
        long validLength,
        List<List<String>> comments) {

    /** The journal format this program writes and the newest it reads. */
    public static final int FORMAT = 1;

    private static final String MAGIC_PREFIX = "# caissier journal ";
    public static final String MAGIC = MAGIC_PREFIX + FORMAT;
    public static final String UNDONE = "#undone ";
    public static final String DROPPED = "#dropped ";
    public static final String DATA = "# data ";
    /**
     * A note the program writes just before a command, in the same forced write (where a box press came from).
     * A note with no command after it was torn off its command by a crash: it is cut off with it.
     */
    public static final String NOTE = "#> ";

    /** The state of one command line of the journal. */
    public enum Mark {
        ACTIVE,
        UNDONE,
        DROPPED
    }

    /** One command line: its text, its mark, and where it stands in the file (1-based). */
    public record Entry(int lineNumber, String text, Mark mark) {
        public String fileLine() {
            return switch (mark) {
                case ACTIVE -> text;
                case UNDONE -> UNDONE + text;
                case DROPPED -> DROPPED + text;
            };
        }
    }

    public static JournalFile read(Path path) throws JournalException, IOException {
        byte[] bytes;
        try {
            bytes = TextFiles.read(path, TextFiles.JOURNAL_CAP);
        } catch (TextFiles.Unreadable e) {
            throw JournalException.of(0, e.said());
        }
        int end = lastLineEnd(bytes) + 1;
        Optional<String> torn = Optional.empty();
        if (end < bytes.length) {
            torn = Optional.of(
                    new String(bytes, end, bytes.length - end, StandardCharsets.UTF_8).replace('\0', '\uFFFD'));
        }
        TextFiles.Lines split;
        try {
            split = TextFiles.split(Arrays.copyOf(bytes, end));
        } catch (TextFiles.NotText e) {
            throw JournalException.of(e.line(), Said.of("table.journal.notText"));
        }
        List<String> lines = split.lines();
        List<Integer> starts = split.starts();
        if (lines.isEmpty() || format(lines.get(0)).isEmpty()) {
            throw JournalException.of(1, Said.of("table.journal.notJournal", MAGIC));
        }
        int format = format(lines.get(0)).getAsInt();
        if (format > FORMAT) {
            throw new NewerJournalException(
                    1, new NewerVersionException(Said.of("table.word.journalFormat"), format, FORMAT));
        }
        List<String> header = new ArrayList<>();
        List<Entry> entries = new ArrayList<>();
        List<List<String>> comments = new ArrayList<>();
        List<String> pending = new ArrayList<>();
        String gameLine = null;
        int gameLineNumber = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int number = i + 1;
            if (gameLine == null) {
                String stripped = line.strip();
                if (stripped.isEmpty() || stripped.startsWith("#")) {
                    header.add(line);
                } else {
                    gameLine = stripped;
                    gameLineNumber = number;
                }
            } else {
                Entry entry = entryOf(number, line);
                if (entry == null) {
                    pending.add(line); // a comment (or blank line) someone wrote: kept where it stands
                } else {
                    comments.add(pending.isEmpty() ? List.of() : List.copyOf(pending));
                    pending.clear();
                    entries.add(entry);
                }
            }
        }
        if (gameLine == null) {
            throw JournalException.of(lines.size(), Said.of("table.journal.noGame"));
        }
        // Notes at the very end belong to a command that never reached the disk: cut off with it on reopening.
        int cut = 0;
        while (!pending.isEmpty() && pending.get(pending.size() - 1).startsWith(NOTE)) {
            pending.remove(pending.size() - 1);
            cut++;
        }
        if (cut > 0) {
            end = starts.get(lines.size() - cut);
            if (torn.isEmpty()) {
                torn = Optional.of("(a note without its command)");
            }
        }
        comments.add(List.copyOf(pending));
        return new JournalFile(
                path,
                List.copyOf(header),
                gameLineNumber,
                gameLine,
                List.copyOf(entries),
                torn,
                end,
                List.copyOf(comments));
    }

    /** The command a line after the game line holds, with its mark; null for a comment or a blank line. */
    private static Entry entryOf(int number, String line) {
        if (!line.isEmpty()
                && plainEnd(line.charAt(0))
                && line.charAt(0) != '#'
                && plainEnd(line.charAt(line.length() - 1))) {
            // Nearly every line of a long game: a command in play, nothing around it to strip.
            return new Entry(number, line, Mark.ACTIVE);
        }
        if (line.startsWith(UNDONE)) {
            return new Entry(number, line.substring(UNDONE.length()).strip(), Mark.UNDONE);
        }
        if (line.startsWith(DROPPED)) {
            return new Entry(number, line.substring(DROPPED.length()).strip(), Mark.DROPPED);
        }
        String stripped = line.strip();
        return stripped.isEmpty() || stripped.startsWith("#") ? null : new Entry(number, stripped, Mark.ACTIVE);
    }

    /** A printable ASCII character, which {@link String#strip} would not take off. */
    private static boolean plainEnd(char c) {
        return c > ' ' && c < 0x7F;
    }

    /** The comment lines written before each entry (and, last, those after the last entry). */
    public List<String> commentsBefore(int entry) {
        return entry < comments.size() ? comments.get(entry) : List.of();
    }

    /**
     * The journal format a first line names ({@code # caissier journal N}), if it is a journal's first line at all.
     * {@code caissier run} asks it too, so that it refuses a newer journal instead of misreading it.
     */
    public static OptionalInt format(String firstLine) {
        String s = firstLine.startsWith("\uFEFF") ? firstLine.substring(1).strip() : firstLine.strip();
        if (!s.startsWith(MAGIC_PREFIX)) {
            return OptionalInt.empty();
        }
        String number = s.substring(MAGIC_PREFIX.length());
        if (!number.matches("[1-9][0-9]{0,8}")) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(Integer.parseInt(number));
    }

    /** The digests the header recorded, role to hex. */
    public Map<String, String> recordedDigests() {
        Map<String, String> digests = new LinkedHashMap<>();
        for (String h : header) {
            if (h.startsWith(DATA)) {
                // ROLE sha256=HEX source=...: split by hand, as the free-text source (a path, perhaps edited by
                // hand) need not read as command words, and a header comment must never stop a game from opening.
                String[] words = h.substring(DATA.length()).strip().split("\\s+", 3);
                if (words.length >= 2 && words[1].startsWith("sha256=")) {
                    digests.put(words[0], words[1].substring("sha256=".length()));
                }
            }
        }
        return digests;
    }

    private static int lastLineEnd(byte[] bytes) {
        for (int i = bytes.length - 1; i >= 0; i--) {
            if (bytes[i] == '\n' || bytes[i] == '\r') {
                return i;
            }
        }
        return -1;
    }
}
