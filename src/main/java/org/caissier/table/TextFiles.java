package org.caissier.table;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reading the files a user names (journals, command files, boards, tables) the same way everywhere: only a
 * regular file, only up to a size cap, refused at once otherwise (a device such as {@code /dev/zero} would fill
 * the memory, a pipe would wait for ever); then split into lines the same way for the screen and for
 * {@code run}: LF, CRLF and a lone CR all end a line, a byte-order mark in front is dropped, and a line that is
 * not UTF-8 text is refused by its number.
 */
public final class TextFiles {
    /** The most a board or an event table may weigh: the real ones are a few kilobytes. */
    public static final long DATA_CAP = 4L * 1024 * 1024;
    /** The most a journal or a command file may weigh: about two million commands. */
    public static final long JOURNAL_CAP = 64L * 1024 * 1024;

    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private TextFiles() {}

    /** A file that cannot be read as one: missing, not a regular file, too big. The message names it. */
    public static final class Unreadable extends IOException {
        private final Said said;

        public Unreadable(Said said) {
            super(said.in(Locale.ENGLISH));
            this.said = said;
        }

        /** The message, to be said in the reader's language. */
        public Said said() {
            return said;
        }
    }

    /** A line that is not text (not UTF-8, or holding a NUL); {@code line} is 1-based. */
    public static final class NotText extends Exception {
        private final int line;

        NotText(int line) {
            super("line " + line + " is not text (it is not UTF-8, or it holds a NUL character)");
            this.line = line;
        }

        public int line() {
            return line;
        }
    }

    /**
     * The lines of a text, with where each starts (byte offset); {@code terminated} says whether the last one
     * ended with a line break (a journal's last line without one was perhaps torn by a crash).
     */
    public record Lines(List<String> lines, List<Integer> starts, boolean terminated) {}

    /** Refuses at once a file that is missing or not a regular file (a folder, a device, a pipe). */
    public static void requireRegular(Path path) throws Unreadable {
        if (!Files.exists(path)) {
            throw new Unreadable(Said.of("table.file.missing", path));
        }
        if (!Files.isRegularFile(path)) {
            throw new Unreadable(Said.of("table.file.notRegular", path));
        }
    }

    /** Reads {@code path} whole if it is a regular file of at most {@code cap} bytes. */
    public static byte[] read(Path path, long cap) throws IOException {
        requireRegular(path);
        long size = Files.size(path);
        if (size > cap) {
            throw new Unreadable(Said.of("table.file.tooBig", path, size, cap));
        }
        try (InputStream in = Files.newInputStream(path)) {
            byte[] bytes = in.readNBytes((int) cap + 1);
            if (bytes.length > cap) {
                throw new Unreadable(Said.of("table.file.grew", path, cap));
            }
            return bytes;
        } catch (NoSuchFileException e) {
            throw new Unreadable(Said.of("table.file.missing", path));
        } catch (AccessDeniedException e) {
            throw new Unreadable(Said.of("table.file.denied", path));
        }
    }

    /** Splits {@code bytes} into lines; a line that is not text is refused with its number. */
    public static Lines split(byte[] bytes) throws NotText {
        List<String> lines = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        int start = 0;
        int i = 0;
        boolean terminated = true;
        while (start < bytes.length) {
            // One pass finds the line's end and whether it is plain ASCII (a long journal is read cold, byte by byte).
            boolean ascii = true;
            for (i = start; i < bytes.length; i++) {
                byte b = bytes[i];
                if (b == '\n' || b == '\r') {
                    break;
                }
                if (b <= 0) {
                    ascii = false;
                }
            }
            // ASCII bytes read as Latin-1 make the same string, copied without being checked a second time.
            lines.add(
                    ascii
                            ? new String(bytes, start, i - start, StandardCharsets.ISO_8859_1)
                            : decode(decoder, bytes, start, i, lines.size() + 1));
            starts.add(start);
            if (i == bytes.length) {
                terminated = false;
                break;
            }
            start = bytes[i] == '\r' && i + 1 < bytes.length && bytes[i + 1] == '\n' ? i + 2 : i + 1;
        }
        if (!lines.isEmpty() && !lines.get(0).isEmpty() && lines.get(0).charAt(0) == BYTE_ORDER_MARK) {
            // Some editors (older Windows Notepad) put one in front of the UTF-8 files they save.
            lines.set(0, lines.get(0).substring(1));
        }
        return new Lines(lines, starts, terminated);
    }

    /**
     * A line that is not plain ASCII: decoded strictly. (Nearly every journal line is ASCII, which is UTF-8 as it
     * stands: a long game opens without a decoder buffer per line.)
     */
    private static String decode(CharsetDecoder decoder, byte[] bytes, int from, int to, int number) throws NotText {
        try {
            String line =
                    decoder.decode(ByteBuffer.wrap(bytes, from, to - from)).toString();
            if (line.indexOf('\0') >= 0) {
                throw new NotText(number);
            }
            return line;
        } catch (CharacterCodingException e) {
            throw new NotText(number);
        }
    }
}
