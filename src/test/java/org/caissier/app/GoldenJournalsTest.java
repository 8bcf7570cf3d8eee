package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.caissier.table.JournalFile.Mark;
import org.caissier.table.NewerJournalException;
import org.caissier.table.Pin;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.testing.TestGames;
import org.caissier.ui.game.GameRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Saved games of an earlier version (src/test/resources/golden: a journal of each game, with undone and dropped
 * lines, and the state {@code run} printed for it then) must open and replay to the very same state, both through
 * {@code run} and as a session the window opens. A change to the kernel or the rules that breaks an old save
 * fails here.
 */
class GoldenJournalsTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final JsonMapper JSON = new JsonMapper();
    /**
     * The PINs the spy's lines were sealed with (test fixtures, nothing secret): golden/espion.caissier the first way
     * (PBKDF2, a PIN of six digits, lines of their own length, bound to nothing), golden/espion-argon2id.caissier the
     * way every game since is (Argon2id, eight digits, lines of one size bound to their place).
     */
    private static final Map<String, String> ESPION_PINS = Map.of("espion", "246810", "espion-argon2id", "24681012");

    @TempDir
    Path dir;

    /** The games of the tests: the program's and the counter game, which proves a fifth game gets these checks. */
    private static final GameRegistry GAMES = TestGames.registry();

    /** Every saved game in the folder: ID.caissier for each game, and ID-VARIANT.caissier beside some. */
    static Stream<String> goldenJournals() throws Exception {
        try (Stream<Path> files = Files.list(GOLDEN)) {
            return files
                    .map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".caissier"))
                    .map(n -> n.substring(0, n.length() - ".caissier".length()))
                    .sorted()
                    .toList()
                    .stream();
        }
    }

    @Test
    void every_game_the_program_knows_has_a_saved_game_here() throws Exception {
        assertThat(goldenJournals().toList()).containsAll(GAMES.ids());
    }

    /** What opening a save says: the Espion saves were sealed before their public lines were bound to the seal. */
    private static List<String> warnings(String game) {
        return game.startsWith("espion")
                ? List.of("this game was saved before its lines were bound to the seal: its "
                        + "public lines could have been changed without the PIN telling")
                : List.of();
    }

    private static Launcher launcher(ByteArrayOutputStream out, ByteArrayOutputStream err) {
        return new Launcher(
                GAMES,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                System.in);
    }

    private static JsonNode expected(String game) throws Exception {
        return JSON.readTree(Files.readString(GOLDEN.resolve(game + ".expected.json")));
    }

    @ParameterizedTest
    @MethodSource("goldenJournals")
    void run_prints_the_state_recorded_for_the_saved_game(String game) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = launcher(out, err)
                .launch(List.of("run", GOLDEN.resolve(game + ".caissier").toString()));
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(JSON.readTree(out.toString(StandardCharsets.UTF_8))).isEqualTo(expected(game));
    }

    @ParameterizedTest
    @MethodSource("goldenJournals")
    void the_saved_game_opens_unchanged_in_the_same_state_with_its_undone_and_dropped_lines(String game)
            throws Exception {
        Path copy = dir.resolve(game + ".caissier");
        Files.copy(GOLDEN.resolve(game + ".caissier"), copy);
        byte[] before = Files.readAllBytes(copy);
        JsonNode state;
        List<Mark> marks;
        try (Session<?, ?> session = Session.open(copy, GAMES.games())) {
            state = JSON.readTree(JSON.writeValueAsString(view(session)));
            marks = session.history().stream().map(Step::mark).distinct().toList();
            assertThat(session.warnings()).isEqualTo(warnings(game));
        }
        assertThat(state).isEqualTo(expected(game));
        assertThat(marks).contains(Mark.ACTIVE, Mark.UNDONE, Mark.DROPPED);
        assertThat(Files.readAllBytes(copy))
                .as("opening a game does not rewrite it")
                .isEqualTo(before);
    }

    @ParameterizedTest
    @MethodSource("goldenJournals")
    void the_saved_game_with_a_newer_journal_format_is_refused_as_made_by_a_newer_caissier(String game)
            throws Exception {
        Path newer = dir.resolve(game + ".caissier");
        Files.writeString(
                newer,
                Files.readString(GOLDEN.resolve(game + ".caissier"))
                        .replaceFirst("# caissier journal 1", "# caissier journal 7"));
        assertThatThrownBy(() -> Session.open(newer, GAMES.games()))
                .isInstanceOf(NewerJournalException.class)
                .hasMessageContaining("made by a newer Caissier");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = launcher(new ByteArrayOutputStream(), err).launch(List.of("run", newer.toString()));
        assertThat(code).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("line 1: made by a newer Caissier");
    }

    /** The Espion saves read with the spy's PIN: her start and route are replayed and printed too. */
    @ParameterizedTest
    @ValueSource(strings = {"espion", "espion-argon2id"})
    void the_sealed_espion_save_read_with_its_pin_prints_and_opens_to_the_spys_full_state(String game)
            throws Exception {
        Path golden = GOLDEN.resolve(game + ".caissier");
        assertThat(Files.readString(golden))
                .as("the places only the spy wrote are sealed")
                .doesNotContain("La Grigonnais")
                .doesNotContain("Guenrouet")
                .contains("sealed ");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = launcher(out, err).launch(List.of("run", "--pin", ESPION_PINS.get(game), golden.toString()));
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(JSON.readTree(out.toString(StandardCharsets.UTF_8))).isEqualTo(expected(game + ".pin"));

        Path copy = dir.resolve(game + ".caissier");
        Files.copy(golden, copy);
        try (Session<?, ?> session = Session.open(copy, GAMES.games(), Pin.of(ESPION_PINS.get(game)))) {
            assertThat(session.warnings()).isEqualTo(warnings(game));
            assertThat(JSON.readTree(JSON.writeValueAsString(view(session)))).isEqualTo(expected(game + ".pin"));
        }
        assertThat(expected(game + ".pin")).isNotEqualTo(expected(game));
    }

    /** Each save's header says how it was sealed; the new seal shows how many sealed lines there are, not their length. */
    @Test
    void the_espion_saves_name_their_seal_and_the_new_one_has_sealed_lines_of_one_length() throws Exception {
        List<String> old = Files.readAllLines(GOLDEN.resolve("espion.caissier"));
        List<String> now = Files.readAllLines(GOLDEN.resolve("espion-argon2id.caissier"));
        assertThat(old).anyMatch(l -> l.startsWith("# sealing pbkdf2-hmac-sha256 "));
        assertThat(now).anyMatch(l -> l.startsWith("# sealing argon2id m=65536 t=3 p=1 "));
        assertThat(now).anyMatch(l -> l.startsWith("game espion ") && l.contains(" id="));
        List<Integer> lengths = now.stream()
                .map(l -> l.replaceFirst("^#(undone|dropped) ", ""))
                .filter(l -> l.startsWith("sealed "))
                .map(String::length)
                .distinct()
                .toList();
        assertThat(lengths).hasSize(1);
        assertThat(now).anyMatch(l -> l.startsWith("#dropped sealed "));
    }

    /** The session's state as {@code run} would print it (its numbers written out and read back as JSON). */
    private static <S> Object view(Session<S, ?> session) {
        return session.rules().view(session.state());
    }
}
