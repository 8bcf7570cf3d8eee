package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionModule;
import org.caissier.espion.EspionState;
import org.caissier.table.JournalException;
import org.caissier.table.LineSeal;
import org.caissier.table.Pin;
import org.caissier.table.SealKdf;
import org.caissier.table.SealPlace;
import org.caissier.table.Session;
import org.caissier.table.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The saved file attacked as a hunter would, with a text editor: each sealed line copied, moved, swapped, deleted,
 * marked undone, pasted from another game, a public line sealed, a header asking for hours of work. Each gives one
 * verdict, {@code line N: ES-SEAL: ...}, through {@code run} and through opening the game: without the PIN wherever
 * the public lines show it, with the PIN always; never a rule of the spy's (ES-MOVE-2) blamed for it.
 */
class EspionSealAttacksTest {
    private static final String PIN = "86420135";
    /** The cheapest Argon2id: the attacks are on the lines, the derivation's cost is in the header. */
    private static final SealKdf CHEAP = new SealKdf.Argon2id(8, 1, 1);

    @TempDir
    Path dir;
    private ByteArrayOutputStream out;
    private ByteArrayOutputStream err;

    /** The escape game as the program journals it; {@code id} is the game's id on its game line. */
    private Path journal(String name, String id) throws Exception {
        Path file = dir.resolve(name);
        LineSeal seal = LineSeal.create(Pin.of(PIN), new SecureRandom(), CHEAP);
        var game = new EspionModule().start(Words.split("Anna Bruno territory=25 id=" + id), dir);
        try (Session<EspionState, EspionCommand> s = Session.create(file, game, seal)) {
            for (String line : Files.readAllLines(Path.of("src/test/resources/espion/games/escape.cmd"))) {
                List<String> words = Words.split(line);
                if (words.isEmpty() || words.get(0).equals("game")) {
                    continue;
                }
                EspionCommand c = s.parse(line);
                if (s.rules().secretOf(c).isPresent()) {
                    s.submitSealed(c, seal);
                } else {
                    s.submit(c);
                }
            }
        }
        return file;
    }

    private Path journal() throws Exception {
        return journal("espion.caissier", "a1b2c3d4e5f60718");
    }

    /** Where the sealed lines stand (0-based indexes into the file's lines). */
    private static List<Integer> sealedAt(List<String> lines) {
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("sealed ")) {
                at.add(i);
            }
        }
        return at;
    }

    private int run(InputStream in, String... args) {
        out = new ByteArrayOutputStream();
        err = new ByteArrayOutputStream();
        return new Launcher(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), in).launch(List.of(args));
    }

    private int run(String... args) {
        return run(new ByteArrayInputStream(new byte[0]), args);
    }

    private String errors() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** The verdict of {@code run} and of opening the game, with the PIN or without: both the same. */
    private void refusedAsSeal(Path file, boolean withPin, int line) throws Exception {
        byte[] before = Files.readAllBytes(file);
        int code = withPin ? run("run", "--pin", PIN, file.toString()) : run("run", file.toString());
        assertThat(code).as(errors()).isEqualTo(2);
        assertThat(errors()).startsWith("line " + line + ": ES-SEAL: ");
        assertThat(out.size()).isZero();
        JournalException refused = org.assertj.core.api.Assertions.catchThrowableOfType(JournalException.class,
                () -> (withPin ? Session.open(file, Wiring.games(), Pin.of(PIN))
                        : Session.open(file, Wiring.games())).close());
        assertThat(refused).hasMessageStartingWith("line " + line + ": ES-SEAL: ");
        // On a French screen the same verdict in French, from the bundles.
        assertThat(refused.message(java.util.Locale.FRENCH))
                .startsWith("ligne " + line + "\u202F: ES-SEAL\u202F: ").doesNotContain("sealed").doesNotContain("!table.");
        assertThat(Files.readAllBytes(file)).as("a refused file is left as it was").isEqualTo(before);
    }

    private void accepted(Path file) throws Exception {
        assertThat(run("run", file.toString())).as(errors()).isZero();
        Session.open(file, Wiring.games()).close();
    }

    @Test
    void every_sealed_line_of_a_game_has_the_same_length_whatever_place_it_hides() throws Exception {
        List<String> lines = Files.readAllLines(journal());
        List<Integer> lengths = sealedAt(lines).stream().map(i -> lines.get(i).length()).distinct().toList();
        assertThat(sealedAt(lines)).hasSize(4);
        assertThat(lengths).hasSize(1);
    }

    @Test
    void a_sealed_move_copied_over_another_is_refused_with_the_pin_and_cannot_be_seen_without() throws Exception {
        Path file = journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        List<Integer> sealed = sealedAt(lines);
        lines.set(sealed.get(2), lines.get(sealed.get(1)));
        Files.write(file, lines);
        refusedAsSeal(file, true, sealed.get(2) + 1);
        accepted(file);
    }

    @Test
    void two_sealed_moves_swapped_are_refused_as_a_seal_fault_never_as_a_move_too_far() throws Exception {
        Path file = journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        List<Integer> sealed = sealedAt(lines);
        String first = lines.get(sealed.get(1));
        lines.set(sealed.get(1), lines.get(sealed.get(3)));
        lines.set(sealed.get(3), first);
        Files.write(file, lines);
        refusedAsSeal(file, true, sealed.get(1) + 1);
        assertThat(errors()).doesNotContain("ES-MOVE");
        accepted(file);
    }

    @Test
    void the_start_moved_into_a_move_is_refused_with_the_pin() throws Exception {
        Path file = journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        List<Integer> sealed = sealedAt(lines);
        lines.set(sealed.get(1), lines.get(sealed.get(0)));
        lines.remove((int) sealed.get(0));
        lines.add(sealed.get(0), "# the start was here");
        Files.write(file, lines);
        // Without the PIN, the public lines show the start is missing: the first circle is refused for it.
        refusedAsSeal(file, false, sealed.get(0) + 2);
        refusedAsSeal(file, true, sealed.get(0) + 2);
    }

    @Test
    void a_deleted_sealed_move_is_refused_at_the_public_line_that_shows_it_with_or_without_the_pin() throws Exception {
        Path file = journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int move = sealedAt(lines).get(1);
        lines.remove(move);
        Files.write(file, lines);
        // The next line, the circle of turn 2, stands where the spy's move is due.
        refusedAsSeal(file, false, move + 1);
        refusedAsSeal(file, true, move + 1);
        assertThat(errors()).contains("missing");
    }

    @Test
    void a_sealed_move_marked_undone_by_hand_is_refused_with_the_pin_and_where_the_public_lines_show_it()
            throws Exception {
        Path file = journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        List<Integer> sealed = sealedAt(lines);
        lines.set(sealed.get(1), "#undone " + lines.get(sealed.get(1)));
        Files.write(file, lines);
        refusedAsSeal(file, true, sealed.get(1) + 1);
        assertThat(errors()).contains("marked undone by hand");
        refusedAsSeal(file, false, sealed.get(1) + 2);
    }

    @Test
    void the_last_sealed_move_marked_undone_by_hand_is_refused_with_the_pin() throws Exception {
        Path file = journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int last = sealedAt(lines).get(3);
        lines.set(last, "#undone " + lines.get(last));
        Files.write(file, lines.subList(0, last + 1));
        refusedAsSeal(file, true, last + 1);
        accepted(file);
    }

    @Test
    void a_sealed_line_pasted_from_another_game_with_the_same_pin_is_refused_with_the_pin() throws Exception {
        Path file = journal();
        List<String> other = Files.readAllLines(journal("other.caissier", "ffee00112233aabb"));
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int move = sealedAt(lines).get(2);
        lines.set(move, other.get(sealedAt(other).get(2)));
        Files.write(file, lines);
        refusedAsSeal(file, true, move + 1);
        accepted(file);
    }

    @Test
    void a_game_pasted_whole_under_another_game_line_is_refused_with_the_pin() throws Exception {
        Path file = journal();
        String text = Files.readString(file);
        Files.writeString(file, text.replace("id=a1b2c3d4e5f60718", "id=0000000000000000"));
        List<String> lines = Files.readAllLines(file);
        refusedAsSeal(file, true, sealedAt(lines).get(0) + 1);
    }

    @Test
    void a_sealed_circle_gets_one_verdict_from_run_and_run_with_the_pin() throws Exception {
        Path file = journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int circle = lines.indexOf("circle Bruno 4 Saffré");
        LineSeal key = LineSeal.unlock(Pin.of(PIN), LineSeal.headerIn(lines).orElseThrow(), new SecureRandom());
        lines.set(circle, key.seal("circle Bruno 4 Saffré", new SealPlace("a1b2c3d4e5f60718", 2, "move", true)));
        Files.write(file, lines);
        refusedAsSeal(file, false, circle + 1);
        refusedAsSeal(file, true, circle + 1);
        assertThat(errors()).contains("\"start\" and \"move\"");
    }

    @Test
    void a_sealed_answer_is_refused_with_or_without_the_pin() throws Exception {
        Path file = journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int answer = lines.indexOf("answer Anna in");
        LineSeal key = LineSeal.unlock(Pin.of(PIN), LineSeal.headerIn(lines).orElseThrow(), new SecureRandom());
        lines.set(answer, key.seal("answer Anna in", new SealPlace("a1b2c3d4e5f60718", 2, "move", true)));
        Files.write(file, lines);
        refusedAsSeal(file, false, answer + 1);
        refusedAsSeal(file, true, answer + 1);
    }

    @Test
    void a_header_asking_for_too_much_work_is_refused_at_once_and_nothing_is_derived() throws Exception {
        for (String asked : List.of("argon2id m=99999999 t=3 p=1", "argon2id m=65536 t=11 p=1",
                "argon2id m=65536 t=3 p=5", "argon2id m=4 t=1 p=1", "argon2id m=16 t=1 p=4",
                "pbkdf2-hmac-sha256 iterations=999999999", "pbkdf2-hmac-sha256 iterations=600001",
                "scrypt n=1048576")) {
            Path file = journal();
            String text = Files.readString(file);
            Files.writeString(file, text.replaceFirst("argon2id m=8 t=1 p=1", asked));
            int header = Files.readAllLines(file).indexOf(
                    LineSeal.headerIn(Files.readAllLines(file)).orElseThrow()) + 1;
            refusedAsSeal(file, false, header);
            refusedAsSeal(file, true, header);
            Files.delete(file);
        }
    }

    /**
     * A sealing line's cost is part of the key: lowered by hand, the same PIN derives another key, which the check
     * refuses before any line is read. So a cheaper header weakens nothing already sealed, and nothing is sealed
     * under it (every sealed line is written with the key that opened the check). The verdict is the wrong PIN's,
     * the file is left as it was, and without the PIN its public lines open as before: the header is only bounded.
     */
    @Test
    void a_saved_game_s_cost_lowered_by_hand_opens_nothing_with_the_pin_and_seals_nothing_cheaper() throws Exception {
        Path file = dir.resolve("espion-argon2id.caissier");
        Files.copy(Path.of("src/test/resources/golden/espion-argon2id.caissier"), file);
        String pin = "24681012"; // the golden save's (GoldenJournalsTest)
        assertThat(run("run", file.toString())).as(errors()).isZero();
        String publicState = out.toString(StandardCharsets.UTF_8);
        Files.writeString(file, Files.readString(file).replace("argon2id m=65536 t=3 p=1", "argon2id m=8 t=1 p=1"));
        byte[] lowered = Files.readAllBytes(file);

        assertThat(run("run", "--pin", pin, file.toString())).isEqualTo(1);
        assertThat(errors()).contains("wrong PIN").doesNotContain(pin);
        assertThat(out.size()).isZero();
        assertThatThrownBy(() -> Session.open(file, Wiring.games(), Pin.of(pin)).close())
                .isInstanceOf(org.caissier.table.SealException.class).hasMessageContaining("wrong PIN");
        assertThat(Files.readAllBytes(file)).as("a refused file is left as it was").isEqualTo(lowered);

        assertThat(run("run", file.toString())).as(errors()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(publicState);
        try (Session<?, ?> s = Session.open(file, Wiring.games())) {
            assertThatThrownBy(() -> s.unlock(Pin.of(pin))).hasMessageContaining("wrong PIN");
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(lowered);
    }

    @Test
    void an_older_header_within_bounds_still_opens() {
        assertThat(LineSeal.headerProblem("# sealing pbkdf2-hmac-sha256 iterations=600000 salt=AAAA check=AAAA"))
                .isEmpty();
        assertThat(LineSeal.headerProblem("# sealing pbkdf2-hmac-sha256 iterations=2000 salt=AAAA check=AAAA"))
                .isEmpty();
        assertThat(LineSeal.headerProblem("# sealing argon2id m=262144 t=10 p=4 salt=AAAA check=AAAA")).isEmpty();
    }

    @Test
    void run_reads_the_pin_from_standard_inputs_first_line_or_from_a_file() throws Exception {
        Path file = journal();
        InputStream stdin = new ByteArrayInputStream((PIN + "\nnot read\n").getBytes(StandardCharsets.UTF_8));
        assertThat(run(stdin, "run", "--pin", "-", file.toString())).as(errors()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"Guenrouet\"");

        Path pinFile = dir.resolve("pin.txt");
        Files.writeString(pinFile, PIN + "\n");
        assertThat(run("run", "--pin-file", pinFile.toString(), file.toString())).as(errors()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"Guenrouet\"");

        assertThat(run(new ByteArrayInputStream("86420136\n".getBytes(StandardCharsets.UTF_8)), "run", "--pin", "-",
                file.toString())).isEqualTo(1);
        assertThat(errors()).contains("wrong PIN").doesNotContain("86420136");
        assertThat(run("run", "--pin", "-", file.toString())).isEqualTo(1);
        assertThat(errors()).startsWith("--pin: no PIN on the first line");
        assertThat(run("run", "--pin-file", dir.resolve("none.txt").toString(), file.toString())).isEqualTo(1);
        assertThat(errors()).startsWith("--pin-file: ");
        assertThat(run("run", "--pin", PIN, "--pin-file", pinFile.toString(), file.toString())).isEqualTo(1);
    }

    @Test
    void a_journal_kept_as_the_program_wrote_it_gives_the_route_with_the_pin_and_hides_it_without()
            throws Exception {
        Path file = journal();
        assertThat(run("run", "--pin", PIN, file.toString())).as(errors()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"La Grigonnais\"");
        assertThat(run("run", file.toString())).as(errors()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("Grigonnais");
        try (Session<?, ?> s = Session.open(file, Wiring.games(), Pin.of(PIN))) {
            assertThat(s.warnings()).isEmpty();
        }
        assertThat(Optional.of(Files.readString(file))).get().asString().doesNotContain("Grigonnais");
    }
}
