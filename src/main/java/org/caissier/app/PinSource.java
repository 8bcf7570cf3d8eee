package org.caissier.app;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import org.caissier.table.Pin;
import org.caissier.table.TextFiles;

/**
 * Where {@code run} takes the spy's PIN from: the command line ({@code --pin PIN}, seen in the process list and the
 * shell's history), standard input's first line ({@code --pin -}) or a file's first line ({@code --pin-file FILE}),
 * which keep it out of both.
 */
final class PinSource {
    /** Far more than any PIN: a first line longer than this is not one, and is not read further. */
    private static final int MAX_LINE = 256;

    private PinSource() {
    }

    /** The PIN {@code --pin VALUE} gives: VALUE itself, or standard input's first line for "-". */
    static Pin fromOption(String value, InputStream in) throws IOException {
        if (!value.equals("-")) {
            return Pin.of(value);
        }
        return firstLine(in);
    }

    /** The PIN on the first line of {@code file}. */
    static Pin fromFile(Path file) throws IOException {
        byte[] bytes;
        try {
            bytes = TextFiles.read(file, MAX_LINE * 4L);
        } catch (TextFiles.Unreadable e) {
            throw new IOException(e.getMessage(), e);
        }
        try (InputStream in = new java.io.ByteArrayInputStream(bytes)) {
            return firstLine(in);
        } finally {
            Arrays.fill(bytes, (byte) 0);
        }
    }

    private static Pin firstLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1 && b != '\n') {
            if (line.size() >= MAX_LINE) {
                throw new IllegalArgumentException("the first line is too long to be a PIN");
            }
            line.write(b);
        }
        String text = line.toString(StandardCharsets.UTF_8).strip();
        if (text.isEmpty()) {
            throw new IllegalArgumentException("no PIN on the first line");
        }
        return Pin.of(text);
    }
}
