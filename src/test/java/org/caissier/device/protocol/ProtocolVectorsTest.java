package org.caissier.device.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the shared test vectors ({@code firmware-protocol/test-vectors/*.txt}, the same ones the firmware's
 * tests read) through the codec and through the line assembler; falls back to the sample copy in the test
 * resources while that folder is absent.
 */
public class ProtocolVectorsTest {
    static final Path SHARED = Path.of("firmware-protocol", "test-vectors");

    /** One vector: its file and line, the line with escapes resolved, and its canonical form or error id. */
    public record Vector(String source, int lineNo, String line, String expected) {}

    @TestFactory
    Stream<DynamicTest> every_vector_decodes_to_its_canonical_form_or_error_id() throws IOException {
        List<Vector> vectors = load();
        assertThat(vectors).as("vectors read").isNotEmpty();
        return vectors.stream()
                .map(v -> DynamicTest.dynamicTest(
                        v.source() + ":" + v.lineNo() + " " + v.expected(),
                        () -> assertThat(Canonical.render(Codec.decode(v.line())))
                                .as(v.line())
                                .isEqualTo(v.expected())));
    }

    @TestFactory
    Stream<DynamicTest> the_assembler_gives_the_same_answer_as_the_codec_for_lines_starting_with_a_dollar()
            throws IOException {
        return load().stream()
                .filter(v -> v.line().startsWith("$") && v.line().indexOf('$', 1) < 0)
                .map(v -> DynamicTest.dynamicTest(v.source() + ":" + v.lineNo(), () -> {
                    List<Result> out = new ArrayList<>();
                    byte[] bytes = (v.line() + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
                    new LineAssembler().feed(bytes, 0, bytes.length, out::add);
                    assertThat(out).hasSize(1);
                    assertThat(Canonical.render(out.get(0))).isEqualTo(v.expected());
                }));
    }

    /** Every vector of both files (also read by the tests of the firmware in the simulator). */
    public static List<Vector> load() throws IOException {
        List<Vector> all = new ArrayList<>();
        if (Files.isDirectory(SHARED)) {
            try (Stream<Path> files = Files.list(SHARED)) {
                for (Path p : files.filter(f -> f.toString().endsWith(".txt"))
                        .sorted()
                        .toList()) {
                    parse(p.toString(), Files.readString(p, StandardCharsets.ISO_8859_1), all);
                }
            }
        } else {
            try (InputStream in = ProtocolVectorsTest.class.getResourceAsStream("/device/vectors-sample.txt")) {
                parse("vectors-sample.txt", new String(in.readAllBytes(), StandardCharsets.ISO_8859_1), all);
            }
        }
        return all;
    }

    private static void parse(String source, String text, List<Vector> into) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
            // Lines are not trimmed: an empty line before its TAB is a vector too (the empty input).
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            int tab = l.lastIndexOf('\t');
            assertThat(tab).as(source + ":" + (i + 1) + " has a TAB").isNotNegative();
            into.add(new Vector(source, i + 1, unescape(l.substring(0, tab)), l.substring(tab + 1)));
        }
    }

    /** Turns the {@code \xHH} escapes of the vector files into the bytes (as ISO-8859-1 characters) they stand for. */
    static String unescape(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (s.startsWith("\\x", i) && i + 3 < s.length() && isHex(s.charAt(i + 2)) && isHex(s.charAt(i + 3))) {
                out.append((char) Integer.parseInt(s.substring(i + 2, i + 4), 16));
                i += 3;
            } else {
                out.append(s.charAt(i));
            }
        }
        return out.toString();
    }

    private static boolean isHex(char c) {
        return Character.digit(c, 16) >= 0;
    }
}
