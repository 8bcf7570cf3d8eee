package org.caissier.table;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a journal file holds, read without changing it: the header, the {@code game} line, and each command
 * line with its mark. A last line without its newline was torn by a crash or power cut: it is left out,
 * reported in {@link #tornLine()}, and cut off the file only when the game is reopened for play.
 *
 * <p>The format, one line each: {@code # caissier journal 1}, then {@code # data ROLE sha256=HEX source=...}
 * lines, other {@code #} comments, the {@code game ...} line, then commands. An undone command is kept as
 * {@code #undone LINE}, a command dropped when a new one replaced the undone ones as {@code #dropped LINE};
 * since both start with {@code #}, {@code caissier run} reads a journal as the game it is.
 */
public record JournalFile(Path path, List<String> header, int gameLineNumber, String gameLine,
                          List<Entry> entries, Optional<String> tornLine, long validLength,
                          List<List<String>> comments) {

    public static final String MAGIC = "# caissier journal 1";
    public static final String UNDONE = "#undone ";
    public static final String DROPPED = "#dropped ";
    public static final String DATA = "# data ";
    /**
     * A note the program writes just before a command, in the same forced write (where a box press came from).
     * A note with no command after it was torn off its command by a crash: it is cut off with it.
     */
    public static final String NOTE = "#> ";
    private static final String BYTE_ORDER_MARK = "\uFEFF";

    /** The state of one command line of the journal. */
    public enum Mark { ACTIVE, UNDONE, DROPPED }

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
            bytes = Files.readAllBytes(path);
        } catch (NoSuchFileException e) {
            throw new JournalException(0, "no such file: " + path);
        }
        int end = bytes.length;
        Optional<String> torn = Optional.empty();
        int lastNewline = lastIndexOf(bytes, (byte) '\n');
        if (lastNewline < end - 1) {
            torn = Optional.of(new String(bytes, lastNewline + 1, end - lastNewline - 1, StandardCharsets.UTF_8)
                    .replace('\0', '\uFFFD'));
            end = lastNewline + 1;
        }
        List<Integer> starts = new ArrayList<>();
        List<String> lines = decodeLines(bytes, end, starts);
        if (lines.isEmpty() || !lines.get(0).strip().equals(MAGIC)) {
            throw new JournalException(1, "this is not a Caissier journal (it must begin with \"" + MAGIC + "\")");
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
            String stripped = line.strip();
            if (gameLine == null) {
                if (stripped.isEmpty() || stripped.startsWith("#")) {
                    header.add(line);
                } else {
                    gameLine = stripped;
                    gameLineNumber = number;
                }
            } else {
                Entry entry = null;
                if (line.startsWith(UNDONE)) {
                    entry = new Entry(number, line.substring(UNDONE.length()).strip(), Mark.UNDONE);
                } else if (line.startsWith(DROPPED)) {
                    entry = new Entry(number, line.substring(DROPPED.length()).strip(), Mark.DROPPED);
                } else if (!stripped.isEmpty() && !stripped.startsWith("#")) {
                    entry = new Entry(number, stripped, Mark.ACTIVE);
                }
                if (entry == null) {
                    pending.add(line); // a comment (or blank line) someone wrote: kept where it stands
                } else {
                    comments.add(List.copyOf(pending));
                    pending.clear();
                    entries.add(entry);
                }
            }
        }
        if (gameLine == null) {
            throw new JournalException(lines.size(), "the journal has no \"game ...\" line");
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
        return new JournalFile(path, List.copyOf(header), gameLineNumber, gameLine, List.copyOf(entries), torn, end,
                List.copyOf(comments));
    }

    /** The comment lines written before each entry (and, last, those after the last entry). */
    public List<String> commentsBefore(int entry) {
        return entry < comments.size() ? comments.get(entry) : List.of();
    }

    /** The digests the header recorded, role to hex. */
    public java.util.Map<String, String> recordedDigests() {
        java.util.Map<String, String> digests = new java.util.LinkedHashMap<>();
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

    private static List<String> decodeLines(byte[] bytes, int end, List<Integer> starts) throws JournalException {
        List<String> lines = new ArrayList<>();
        var decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        int start = 0;
        for (int i = 0; i < end; i++) {
            if (bytes[i] == '\n') {
                int stop = i > start && bytes[i - 1] == '\r' ? i - 1 : i;
                try {
                    String line = decoder.decode(ByteBuffer.wrap(bytes, start, stop - start)).toString();
                    if (line.indexOf('\0') >= 0) {
                        throw new CharacterCodingException();
                    }
                    if (lines.isEmpty() && line.startsWith(BYTE_ORDER_MARK)) {
                        // Some editors (older Windows Notepad) put one in front of UTF-8 files they save.
                        line = line.substring(1);
                    }
                    lines.add(line);
                    starts.add(start);
                } catch (CharacterCodingException e) {
                    throw new JournalException(lines.size() + 1, "this line is damaged (it is not text)");
                }
                start = i + 1;
            }
        }
        return lines;
    }

    private static int lastIndexOf(byte[] bytes, byte b) {
        for (int i = bytes.length - 1; i >= 0; i--) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }
}
