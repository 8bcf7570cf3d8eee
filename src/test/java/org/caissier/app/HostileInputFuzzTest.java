package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.caissier.table.JournalException;
import org.caissier.table.Session;
import org.caissier.testing.Cases;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random and mutated command files, journals, boards and event tables, through {@code run} and through
 * {@code Session.open}: no exception escapes, {@code run} answers 0, 1 or 2, and every refusal of a line names it.
 * The cases are small (a few kilobytes), so memory stays bounded; {@code -Dcaissier.seed=S} replays one.
 */
class HostileInputFuzzTest {
    private static final int CASES = 200;
    private static final List<byte[]> GAMES = new ArrayList<>();
    private static byte[] board;
    private static byte[] table;

    @TempDir
    Path dir;

    /** One case: the bytes of the file, and which data file (if any) is mutated instead of the commands. */
    record Input(byte[] commands, String dataRole, byte[] data) {
        @Override
        public String toString() {
            return (dataRole == null ? "" : dataRole + " file " + new String(data, StandardCharsets.UTF_8) + "\n")
                    + new String(commands, StandardCharsets.UTF_8);
        }
    }

    @BeforeAll
    static void corpus() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src/test/resources"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".cmd")).sorted().toList()) {
                GAMES.add(Files.readAllBytes(p));
            }
        }
        board = Files.readAllBytes(Path.of("resources/longcours/board.json"));
        table = Files.readAllBytes(Path.of("resources/pistes/event-table.json"));
    }

    @Test
    void mutated_files_through_run_and_session_open_are_refused_by_line_never_with_an_exception() {
        Cases.forAll(CASES, HostileInputFuzzTest::generate, this::check);
    }

    private static Input generate(Random random) {
        int kind = random.nextInt(4);
        if (kind == 0) {
            return new Input(("game long-cours board=data.json Ann Bob Cid\nplace Ann Marseille\n")
                    .getBytes(StandardCharsets.UTF_8), "board", mutate(board, random));
        }
        if (kind == 1) {
            return new Input("game pistes table=data.json Anne Bruno\n".getBytes(StandardCharsets.UTF_8), "table",
                    mutate(table, random));
        }
        byte[] game = GAMES.get(random.nextInt(GAMES.size()));
        if (kind == 2) {
            return new Input(mutate(game, random), null, null);
        }
        return new Input(randomLines(random), null, null);
    }

    private void check(Input input) throws Exception {
        Path file = dir.resolve("case.caissier");
        Files.write(file, input.commands());
        if (input.data() != null) {
            Files.write(dir.resolve("data.json"), input.data());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Launcher(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).launch(List.of("run", file.toString()));
        String errors = err.toString(StandardCharsets.UTF_8);
        assertThat(code).as(errors).isIn(0, 1, 2);
        if (code == 2) {
            assertThat(errors).matches("(?s)line [1-9][0-9]*: [A-Z0-9][A-Za-z0-9.-]*: .+");
        } else if (code == 1) {
            assertThat(errors).isNotBlank();
        }

        Path journal = dir.resolve("case-journal.caissier");
        byte[] magic = "# caissier journal 1\n".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[magic.length + input.commands().length];
        System.arraycopy(magic, 0, bytes, 0, magic.length);
        System.arraycopy(input.commands(), 0, bytes, magic.length, input.commands().length);
        Files.write(journal, bytes);
        try (Session<?, ?> opened = Session.open(journal, Wiring.games())) {
            assertThat(opened.history()).isNotNull();
        } catch (JournalException refused) {
            assertThat(refused.line()).as(refused.getMessage()).isPositive();
        }
        Files.delete(journal);
    }

    private static byte[] mutate(byte[] original, Random random) {
        List<Byte> bytes = new ArrayList<>(original.length);
        for (byte b : original) {
            bytes.add(b);
        }
        int edits = 1 + random.nextInt(6);
        for (int e = 0; e < edits && !bytes.isEmpty(); e++) {
            int at = random.nextInt(bytes.size());
            switch (random.nextInt(6)) {
                case 0 -> bytes.set(at, (byte) random.nextInt(256));
                case 1 -> bytes.add(at, HOSTILE[random.nextInt(HOSTILE.length)]);
                case 2 -> bytes.remove(at);
                case 3 -> bytes.subList(at, Math.min(bytes.size(), at + random.nextInt(40))).clear();
                case 4 -> {
                    int from = random.nextInt(bytes.size());
                    List<Byte> copy = new ArrayList<>(bytes.subList(from, Math.min(bytes.size(), from + 30)));
                    bytes.addAll(at, copy);
                }
                default -> bytes.subList(at, bytes.size()).clear(); // torn at any byte
            }
        }
        byte[] result = new byte[bytes.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = bytes.get(i);
        }
        return result;
    }

    private static final byte[] HOSTILE = {0, '\r', '\n', '"', '#', '=', ' ', (byte) 0xFF, (byte) 0xC3, (byte) 0xEF,
            '9', '-', '\t', 0x1B};
    private static final String[] WORDS = {"game", "long-cours", "pistes", "cup", "espion", "Ann", "Bob", "Cid",
            "place", "buy", "sail", "brawl", "roll", "dice=box", "-", "\"", "9999999999999", "0", "-1", "board=",
            "table=/dev/zero", "#undone", "Marseille", "ＡＢ", "１２", "\u0000", "\u200B", "colors=red,blue"};

    private static byte[] randomLines(Random random) {
        StringBuilder text = new StringBuilder("game " + List.of("long-cours Ann Bob Cid", "pistes Anne Bruno",
                "espion Anna Bruno", "counter Ann").get(random.nextInt(4)) + "\n");
        int lines = random.nextInt(12);
        for (int i = 0; i < lines; i++) {
            int words = random.nextInt(6);
            for (int w = 0; w < words; w++) {
                text.append(WORDS[random.nextInt(WORDS.length)]).append(' ');
            }
            text.append(random.nextBoolean() ? "\n" : "\r\n");
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }
}
