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
import java.util.OptionalInt;

/**
 * What a journal file holds, read without changing it: the header, the {@code game} line, and each command
 * line with its mark. A last line without its newline was torn by a crash or power cut: it is left out,
 * reported in {@link #tornLine()}, and cut off the file only when the game is reopened for play.
 *
 * <p>The format, one line each: {@code # caissier journal 1} (the format's number: a higher one is refused as
 * made by a newer program), then {@code # data ROLE sha256=HEX source=...}
 * lines, other {@code #} comments, the {@code game ...} line, then commands. An undone command is kept as
 * {@code #undone LINE}, a command dropped when a new one replaced the undone ones as {@code #dropped LINE};
 * since both start with {@code #}, {@code caissier run} reads a journal as the game it is.
 */
public record JournalFile(Path path, List<String> header, int gameLineNumber, String gameLine,
                          List<Entry> entries, Optional<String> tornLine, long validLength) {

    /** The journal format this program writes and the newest it reads. */
    public static final int FORMAT = 1;
    private static final String MAGIC_PREFIX = "# caissier journal ";
    public static final String MAGIC = MAGIC_PREFIX + FORMAT;
    public static final String UNDONE = "#undone ";
    public static final String DROPPED = "#dropped ";
    public static final String DATA = "# data ";
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
        List<String> lines = decodeLines(bytes, end);
        if (lines.isEmpty() || format(lines.get(0)).isEmpty()) {
            throw new JournalException(1, "this is not a Caissier journal (it must begin with \"" + MAGIC + "\")");
        }
        int format = format(lines.get(0)).getAsInt();
        if (format > FORMAT) {
            throw new NewerJournalException(1, new NewerVersionException("journal format", format, FORMAT));
        }
        List<String> header = new ArrayList<>();
        List<Entry> entries = new ArrayList<>();
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
            } else if (line.startsWith(UNDONE)) {
                entries.add(new Entry(number, line.substring(UNDONE.length()).strip(), Mark.UNDONE));
            } else if (line.startsWith(DROPPED)) {
                entries.add(new Entry(number, line.substring(DROPPED.length()).strip(), Mark.DROPPED));
            } else if (!stripped.isEmpty() && !stripped.startsWith("#")) {
                entries.add(new Entry(number, stripped, Mark.ACTIVE));
            }
        }
        if (gameLine == null) {
            throw new JournalException(lines.size(), "the journal has no \"game ...\" line");
        }
        return new JournalFile(path, List.copyOf(header), gameLineNumber, gameLine, List.copyOf(entries), torn, end);
    }

    /**
     * The journal format a first line names ({@code # caissier journal N}), if it is a journal's first line at all.
     * {@code caissier run} asks it too, so that it refuses a newer journal instead of misreading it.
     */
    public static OptionalInt format(String firstLine) {
        String s = firstLine.startsWith(BYTE_ORDER_MARK) ? firstLine.substring(1).strip() : firstLine.strip();
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

    private static List<String> decodeLines(byte[] bytes, int end) throws JournalException {
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
