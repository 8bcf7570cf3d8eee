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
import java.util.Locale;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.caissier.table.JournalException;
import org.caissier.table.Session;
import org.caissier.testing.Cases;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random and mutated command files, journals, boards and event tables, through {@code run} and through
 * {@code Session.open}: no exception escapes, {@code run} answers 0, 1 or 2, and every refusal of a line names it.
 * The cases are small (a few kilobytes), so memory stays bounded; {@code -Dcaissier.seed=S} replays one. The games
 * and their command words come from the registry (each game's own help), so a new game is fuzzed as it is added.
 */
class HostileInputFuzzTest {
    private static final int CASES = 200;
    private static final List<byte[]> GAMES = new ArrayList<>();
    /** A {@code game} line for each game of the build (as few players as it seats), and one for no game. */
    private static final List<String> GAME_LINES = new ArrayList<>();
    /** The hostile words, and each game's id and command verbs. */
    private static final List<String> WORDS = new ArrayList<>();
    /** The first word of a command line of a game's help ("  buy PLAYER AMOUNT   whole M ..."). */
    private static final Pattern HELP_VERB = Pattern.compile("(?m)^  ([a-z][a-z-]*[a-z])\\b");

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
            for (Path p :
                    files.filter(f -> f.toString().endsWith(".cmd")).sorted().toList()) {
                GAMES.add(Files.readAllBytes(p));
            }
        }
        board = Files.readAllBytes(Path.of("resources/longcours/board.json"));
        table = Files.readAllBytes(Path.of("resources/pistes/event-table.json"));
        WORDS.addAll(List.of(HOSTILE_WORDS));
        Messages english = new Messages(Locale.ENGLISH);
        for (GamePlugin<?, ?> game : Wiring.registry().plugins()) {
            GAME_LINES.add("game " + game.id() + " "
                    + String.join(
                            " ",
                            IntStream.range(0, game.module().seats().min())
                                    .mapToObj(i -> NAMES[i % NAMES.length] + (i < NAMES.length ? "" : i))
                                    .toList()));
            WORDS.add(game.id());
            List<String> verbs = verbs(game.screens().commandHelp(english));
            assertThat(verbs).as(game.id() + "'s help names no command to fuzz").isNotEmpty();
            WORDS.addAll(verbs);
        }
        GAME_LINES.add("game no-such-game Ann");
    }

    private static List<String> verbs(String help) {
        List<String> verbs = new ArrayList<>();
        Matcher m = HELP_VERB.matcher(help);
        while (m.find()) {
            verbs.add(m.group(1));
        }
        return verbs;
    }

    @Test
    void mutated_files_through_run_and_session_open_are_refused_by_line_never_with_an_exception() {
        Cases.forAll(CASES, HostileInputFuzzTest::generate, this::check);
    }

    private static Input generate(Random random) {
        int kind = random.nextInt(4);
        if (kind == 0) {
            return new Input(
                    ("game long-cours board=data.json Ann Bob Cid\nplace Ann Marseille\n")
                            .getBytes(StandardCharsets.UTF_8),
                    "board",
                    mutate(board, random));
        }
        if (kind == 1) {
            return new Input(
                    "game pistes table=data.json Anne Bruno\n".getBytes(StandardCharsets.UTF_8),
                    "table",
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
        int code = new Launcher(
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8))
                .launch(List.of("run", file.toString()));
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
                case 3 ->
                    bytes.subList(at, Math.min(bytes.size(), at + random.nextInt(40)))
                            .clear();
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

    private static final byte[] HOSTILE = {
        0, '\r', '\n', '"', '#', '=', ' ', (byte) 0xFF, (byte) 0xC3, (byte) 0xEF, '9', '-', '\t', 0x1B
    };
    private static final String[] NAMES = {"Ann", "Bob", "Cid", "Dan", "Eve", "Fay"};
    private static final String[] HOSTILE_WORDS = {
        "game",
        "cup",
        "Ann",
        "Bob",
        "Cid",
        "sail",
        "roll",
        "dice=box",
        "-",
        "\"",
        "9999999999999",
        "0",
        "-1",
        "board=",
        "table=/dev/zero",
        "#undone",
        "Marseille",
        "ＡＢ",
        "１２",
        "\u0000",
        "\u200B",
        "colors=red,blue"
    };

    private static byte[] randomLines(Random random) {
        StringBuilder text = new StringBuilder(GAME_LINES.get(random.nextInt(GAME_LINES.size())) + "\n");
        int lines = random.nextInt(12);
        for (int i = 0; i < lines; i++) {
            int words = random.nextInt(6);
            for (int w = 0; w < words; w++) {
                text.append(WORDS.get(random.nextInt(WORDS.size()))).append(' ');
            }
            text.append(random.nextBoolean() ? "\n" : "\r\n");
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }
}
