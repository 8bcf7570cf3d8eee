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
import java.util.Locale;
import java.util.Optional;
import org.assertj.core.api.Assertions;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionState;
import org.caissier.table.JournalException;
import org.caissier.table.LineSeal;
import org.caissier.table.Pin;
import org.caissier.table.SealException;
import org.caissier.table.SealKdf;
import org.caissier.table.SealPlace;
import org.caissier.table.Session;
import org.caissier.testing.EspionJournals;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The saved file attacked as a hunter would, with a text editor: each sealed line copied, moved, swapped, deleted,
 * marked undone, pasted from another game, a public line sealed, a header asking for hours of work. Each gives one
 * verdict, {@code line N: ES-SEAL: ...}, through {@code run} and through opening the game: without the PIN wherever
 * the public lines show it, with the PIN always; never a rule of the spy's (ES-MOVE-2) blamed for it. Since the
 * rules' version 2 every public line is bound too: an answer turned, a road edited, a line removed or another game's
 * lines pasted in are refused with the PIN at the next sealed line, and the spy's end only stands confirmed.
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
        return EspionJournals.sealed(
                dir.resolve(name), id, PIN, CHEAP, Path.of("src/test/resources/espion/games/escape.cmd"));
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
        return new Launcher(
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        in)
                .launch(List.of(args));
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
        JournalException refused = Assertions.catchThrowableOfType(
                JournalException.class,
                () -> (withPin ? Session.open(file, Wiring.games(), Pin.of(PIN)) : Session.open(file, Wiring.games()))
                        .close());
        assertThat(refused).hasMessageStartingWith("line " + line + ": ES-SEAL: ");
        // On a French screen the same verdict in French, from the bundles.
        assertThat(refused.message(Locale.FRENCH))
                .startsWith("ligne " + line + "\u202F: ES-SEAL\u202F: ")
                .doesNotContain("sealed")
                .doesNotContain("!table.");
        assertThat(Files.readAllBytes(file))
                .as("a refused file is left as it was")
                .isEqualTo(before);
    }

    private void accepted(Path file) throws Exception {
        assertThat(run("run", file.toString())).as(errors()).isZero();
        Session.open(file, Wiring.games()).close();
    }

    @Test
    void every_sealed_line_of_a_game_has_the_same_length_whatever_place_it_hides() throws Exception {
        List<String> lines = Files.readAllLines(journal());
        List<Integer> lengths = sealedAt(lines).stream()
                .map(i -> lines.get(i).length())
                .distinct()
                .toList();
        assertThat(sealedAt(lines))
                .as("the start, three moves and the confirmed end")
                .hasSize(5);
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
        for (String asked : List.of(
                "argon2id m=99999999 t=3 p=1",
                "argon2id m=65536 t=11 p=1",
                "argon2id m=65536 t=3 p=5",
                "argon2id m=4 t=1 p=1",
                "argon2id m=16 t=1 p=4",
                "pbkdf2-hmac-sha256 iterations=999999999",
                "pbkdf2-hmac-sha256 iterations=600001",
                "scrypt n=1048576")) {
            Path file = journal();
            String text = Files.readString(file);
            Files.writeString(file, text.replaceFirst("argon2id m=8 t=1 p=1", asked));
            int header = Files.readAllLines(file)
                            .indexOf(LineSeal.headerIn(Files.readAllLines(file)).orElseThrow())
                    + 1;
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
                .isInstanceOf(SealException.class)
                .hasMessageContaining("wrong PIN");
        assertThat(Files.readAllBytes(file))
                .as("a refused file is left as it was")
                .isEqualTo(lowered);

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
        assertThat(LineSeal.headerProblem("# sealing argon2id m=262144 t=10 p=4 salt=AAAA check=AAAA"))
                .isEmpty();
    }

    @Test
    void run_reads_the_pin_from_standard_inputs_first_line_or_from_a_file() throws Exception {
        Path file = journal();
        InputStream stdin = new ByteArrayInputStream((PIN + "\nnot read\n").getBytes(StandardCharsets.UTF_8));
        assertThat(run(stdin, "run", "--pin", "-", file.toString()))
                .as(errors())
                .isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"Guenrouet\"");

        Path pinFile = dir.resolve("pin.txt");
        Files.writeString(pinFile, PIN + "\n");
        assertThat(run("run", "--pin-file", pinFile.toString(), file.toString()))
                .as(errors())
                .isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"Guenrouet\"");

        assertThat(run(
                        new ByteArrayInputStream("86420136\n".getBytes(StandardCharsets.UTF_8)),
                        "run",
                        "--pin",
                        "-",
                        file.toString()))
                .isEqualTo(1);
        assertThat(errors()).contains("wrong PIN").doesNotContain("86420136");
        assertThat(run("run", "--pin", "-", file.toString())).isEqualTo(1);
        assertThat(errors()).startsWith("--pin: no PIN on the first line");
        assertThat(run("run", "--pin-file", dir.resolve("none.txt").toString(), file.toString()))
                .isEqualTo(1);
        assertThat(errors()).startsWith("--pin-file: ");
        assertThat(run("run", "--pin", PIN, "--pin-file", pinFile.toString(), file.toString()))
                .isEqualTo(1);
    }

    @Test
    void a_journal_kept_as_the_program_wrote_it_gives_the_route_with_the_pin_and_hides_it_without() throws Exception {
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

    /** The file's lines with the first one equal to {@code from} replaced by {@code to}. */
    private static void replace(Path file, String from, String to) throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int at = lines.indexOf(from);
        assertThat(at).as(from).isNotNegative();
        lines.set(at, to);
        Files.write(file, lines);
    }

    /** The 1-based line of the first sealed line after the line {@code text}. */
    private static int nextSealedAfter(Path file, String text) throws Exception {
        List<String> lines = Files.readAllLines(file);
        int from = lines.indexOf(text);
        return sealedAt(lines).stream().filter(i -> i > from).findFirst().orElseThrow() + 1;
    }

    @Test
    void the_spys_answer_turned_from_out_to_in_is_refused_with_the_pin_at_his_next_sealed_line() throws Exception {
        Path file = journal();
        int next = nextSealedAfter(file, "answer Anna out");
        replace(file, "answer Anna out", "answer Anna in");
        refusedAsSeal(file, true, next);
        assertThat(errors()).contains("or a line before it, was changed");
    }

    @Test
    void a_roadblock_edited_is_refused_with_the_pin() throws Exception {
        Path file = journal();
        String cut = "roadblock Bruno \"Blain – Bouvron\" \"Blain – Le Gâvre\"";
        int next = nextSealedAfter(file, cut);
        replace(file, cut, "roadblock Bruno \"Blain – Bouvron\" \"Blain – Nozay\"");
        refusedAsSeal(file, true, next);
    }

    @Test
    void a_public_line_after_the_last_move_edited_is_refused_with_the_pin_at_the_confirmed_end() throws Exception {
        Path file = EspionJournals.sealed(
                dir.resolve("surrender.caissier"),
                "5a5a5a5a5a5a",
                PIN,
                CHEAP,
                Path.of("src/test/resources/espion/games/surrender.cmd"));
        List<String> lines = Files.readAllLines(file);
        assertThat(lines.get(lines.size() - 2)).isEqualTo("surrender Anna");
        replace(
                file,
                "roadblock Bruno \"Glain – Saint-Julien\" \"Glain – Moisdon\" \"Glain – Vritz\" "
                        + "\"Glain – Challain\" \"Glain – Pouancé\"",
                "roadblock Bruno \"Glain – Saint-Julien\" \"Glain – Moisdon\" \"Glain – Vritz\" "
                        + "\"Glain – Challain\" \"Glain – Nort\"");
        refusedAsSeal(file, true, lines.size());
        accepted(file);
    }

    @Test
    void game_bs_sealing_line_id_and_sealed_lines_under_game_as_public_lines_are_refused_with_the_pin()
            throws Exception {
        Path a = journal();
        Path script = dir.resolve("other.cmd");
        Files.writeString(
                script,
                Files.readString(Path.of("src/test/resources/espion/games/escape.cmd"))
                        .replace("circle Bruno 5 Blain", "circle Bruno 5 Nort"));
        Path b = EspionJournals.sealed(dir.resolve("b.caissier"), "ffee00112233aabb", PIN, CHEAP, script);
        // Game B's header, game line and sealed lines, and every public line of game A.
        List<String> aLines = Files.readAllLines(a);
        List<String> pasted = new ArrayList<>(Files.readAllLines(b));
        for (int i = 0; i < pasted.size(); i++) {
            if (!pasted.get(i).startsWith("sealed ")
                    && !pasted.get(i).startsWith("#")
                    && !pasted.get(i).startsWith("game ")) {
                pasted.set(i, aLines.get(i));
            }
        }
        Files.write(b, pasted);
        refusedAsSeal(b, true, nextSealedAfter(b, "circle Bruno 5 Blain"));
        accepted(b);
    }

    @Test
    void a_game_line_downgraded_to_the_older_rules_is_refused_with_the_pin() throws Exception {
        Path file = journal();
        String text = Files.readString(file);
        assertThat(text).contains("game espion rules=2 Anna Bruno");
        Files.writeString(file, text.replace("game espion rules=2 ", "game espion "));
        refusedAsSeal(file, true, sealedAt(Files.readAllLines(file)).get(0) + 1);
    }

    @Test
    void an_end_cut_from_its_confirmation_is_refused_with_the_pin_and_shows_no_route_without() throws Exception {
        Path file = journal();
        List<String> lines = Files.readAllLines(file);
        Files.write(file, lines.subList(0, lines.size() - 1));
        refusedAsSeal(file, true, lines.size() - 1);
        assertThat(errors()).contains("not confirmed");
        accepted(file);
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("\"route\" : null")
                .doesNotContain("Guenrouet");
        try (Session<?, ?> s = Session.open(file, Wiring.games())) {
            EspionState everyone = ((EspionState) s.state()).seenByEveryone();
            assertThat(everyone.shownToEveryone()).isFalse();
            assertThat(everyone.routeKnown()).isFalse();
        }
    }

    /**
     * Cut just before the spy's last sealed move, the file opens a turn early with or without the PIN: nothing after
     * the cut was there to bind it. What shows it is the spy's view, which names his last line found.
     */
    @Test
    void a_file_cut_before_the_spys_last_move_opens_a_turn_early_and_his_view_names_his_last_line() throws Exception {
        Path file = journal();
        List<String> lines = Files.readAllLines(file);
        Files.write(file, lines.subList(0, sealedAt(lines).get(3)));
        assertThat(run("run", "--pin", PIN, file.toString())).as(errors()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("\"moves\" : 2")
                .contains("\"turn\" : 3");
        try (Session<?, ?> s = Session.open(file, Wiring.games());
                Session<EspionState, EspionCommand> typed = s.as(EspionState.class, EspionCommand.class)) {
            EspionState his = typed.stateWith(typed.unlock(Pin.of(PIN)));
            assertThat(his.route()).hasSize(3);
            assertThat(his.route().get(his.route().size() - 1).turn())
                    .as("his last line: the move of turn 2")
                    .isEqualTo(2);
        }
    }

    @Test
    void the_end_is_never_written_without_the_spys_confirmation_and_once_confirmed_never_taken_back() throws Exception {
        Path file = journal();
        List<String> lines = Files.readAllLines(file);
        // Before the end: the hunter's one click on Escape is refused, and nothing is written.
        Files.write(file, lines.subList(0, lines.size() - 2));
        byte[] before = Files.readAllBytes(file);
        try (Session<?, ?> s = Session.open(file, Wiring.games())) {
            Session<EspionState, EspionCommand> typed = s.as(EspionState.class, EspionCommand.class);
            assertThatThrownBy(() -> typed.submit(new EspionCommand.Escape("Anna")))
                    .hasMessageContaining("ES-SEAL")
                    .hasMessageContaining("confirms it behind his PIN");
            assertThatThrownBy(() -> typed.submit("confirm Anna")).hasMessageContaining("ES-SEAL");
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        // After it: no undo, with the PIN or without.
        Files.write(file, lines);
        byte[] ended = Files.readAllBytes(file);
        try (Session<?, ?> s = Session.open(file, Wiring.games(), Pin.of(PIN))) {
            Session<EspionState, EspionCommand> typed = s.as(EspionState.class, EspionCommand.class);
            assertThat(typed.state().shownToEveryone()).isTrue();
            assertThatThrownBy(typed::undo)
                    .hasMessageContaining("ES-END-1")
                    .hasMessageContaining("the game is over and its route was shown to everyone");
            assertThatThrownBy(() -> typed.undoFrom(0, typed.unlock(Pin.of(PIN))))
                    .hasMessageContaining("ES-END-1");
        }
        try (Session<?, ?> s = Session.open(file, Wiring.games())) {
            assertThatThrownBy(s::undo).hasMessageContaining("ES-END-1");
            assertThatThrownBy(s::redo).hasMessageContaining("ES-END-1");
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(ended);
    }
}
