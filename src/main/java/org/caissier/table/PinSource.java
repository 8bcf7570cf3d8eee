package org.caissier.table;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where {@code run} takes the spy's PIN from: the command line ({@code --pin PIN}, seen in the process list and the
 * shell's history), standard input's first line ({@code --pin -}) or a file's first line ({@code --pin-file FILE}),
 * which keep it out of both. The options themselves are {@link #OPTION}, which a game with sealed lines declares.
 */
public final class PinSource {
    /** Far more than any PIN: a first line longer than this is not one, and is not read further. */
    private static final int MAX_LINE = 256;

    /** {@code --pin PIN|-} or {@code --pin-file FILE}: one way to give the PIN, once. */
    public static final RunOption OPTION = new RunOption() {
        @Override
        public String usage() {
            return """
                           caissier run --pin PIN FILE   the same, reading the sealed lines (Espion: the spy's route)
                           caissier run --pin - FILE     the same, the PIN read from standard input's first line
                           caissier run --pin-file PINFILE FILE  the same, the PIN read from PINFILE's first line
                    """;
        }

        @Override
        public String usage(Locale locale) {
            return RuleTexts.french(locale) ? RuleTexts.format("table.usage.pin", List.of(), locale) : usage();
        }

        @Override
        public Reading reading() {
            return new Reading() {
                private Optional<Pin> pin = Optional.empty();

                @Override
                public boolean takes(String name) {
                    return (name.equals("--pin") || name.equals("--pin-file")) && pin.isEmpty();
                }

                @Override
                public void read(String name, String value, InputStream in) throws IOException {
                    pin = Optional.of(name.equals("--pin") ? fromOption(value, in) : fromFile(Path.of(value)));
                }

                @Override
                public Optional<Pin> pin() {
                    return pin;
                }
            };
        }

        @Override
        public String toString() {
            return "--pin";
        }
    };

    private PinSource() {}

    /** The PIN {@code --pin VALUE} gives: VALUE itself, or standard input's first line for "-". */
    public static Pin fromOption(String value, InputStream in) throws IOException {
        if (!value.equals("-")) {
            return Pin.of(value);
        }
        return firstLine(in);
    }

    /** The PIN on the first line of {@code file}. */
    public static Pin fromFile(Path file) throws IOException {
        byte[] bytes;
        try {
            bytes = TextFiles.read(file, MAX_LINE * 4L);
        } catch (TextFiles.Unreadable e) {
            throw new IOException(e.getMessage(), e);
        }
        try (InputStream in = new ByteArrayInputStream(bytes)) {
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
