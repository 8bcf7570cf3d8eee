package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.caissier.app.SealAttack.CHEAP;
import static org.caissier.app.SealAttack.PIN;
import static org.caissier.app.SealAttack.nextSealedAfter;
import static org.caissier.app.SealAttack.replace;
import static org.caissier.app.SealAttack.sealedAt;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionState;
import org.caissier.table.LineSeal;
import org.caissier.table.Pin;
import org.caissier.table.SealPlace;
import org.caissier.table.Session;
import org.caissier.testing.EspionJournals;
import org.junit.jupiter.api.Test;

/**
 * The saved file attacked as a hunter would, with a text editor: each sealed line copied, moved, swapped, deleted,
 * marked undone, pasted from another game, a public line sealed, a header asking for hours of work. Each gives one
 * verdict, {@code line N: ES-SEAL: ...}, through {@code run} and through opening the game: without the PIN wherever
 * the public lines show it, with the PIN always; never a rule of the spy's (ES-MOVE-2) blamed for it. Since the
 * rules' version 2 every public line is bound too: an answer turned, a road edited, a line removed or another game's
 * lines pasted in are refused with the PIN at the next sealed line, and the spy's end only stands confirmed.
 */
class EspionSealAttacksTest extends SealAttacks {
    @Test
    void every_sealed_line_of_a_game_has_the_same_length_whatever_place_it_hides() throws Exception {
        List<String> lines = Files.readAllLines(attack.journal());
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
        Path file = attack.journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        List<Integer> sealed = sealedAt(lines);
        lines.set(sealed.get(2), lines.get(sealed.get(1)));
        Files.write(file, lines);
        attack.refusedAsSeal(file, true, sealed.get(2) + 1);
        attack.accepted(file);
    }

    @Test
    void two_sealed_moves_swapped_are_refused_as_a_seal_fault_never_as_a_move_too_far() throws Exception {
        Path file = attack.journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        List<Integer> sealed = sealedAt(lines);
        String first = lines.get(sealed.get(1));
        lines.set(sealed.get(1), lines.get(sealed.get(3)));
        lines.set(sealed.get(3), first);
        Files.write(file, lines);
        attack.refusedAsSeal(file, true, sealed.get(1) + 1);
        assertThat(attack.errors()).doesNotContain("ES-MOVE");
        attack.accepted(file);
    }

    @Test
    void the_start_moved_into_a_move_is_refused_with_the_pin() throws Exception {
        Path file = attack.journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        List<Integer> sealed = sealedAt(lines);
        lines.set(sealed.get(1), lines.get(sealed.get(0)));
        lines.remove((int) sealed.get(0));
        lines.add(sealed.get(0), "# the start was here");
        Files.write(file, lines);
        // Without the PIN, the public lines show the start is missing: the first circle is refused for it.
        attack.refusedAsSeal(file, false, sealed.get(0) + 2);
        attack.refusedAsSeal(file, true, sealed.get(0) + 2);
    }

    @Test
    void a_deleted_sealed_move_is_refused_at_the_public_line_that_shows_it_with_or_without_the_pin() throws Exception {
        Path file = attack.journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int move = sealedAt(lines).get(1);
        lines.remove(move);
        Files.write(file, lines);
        // The next line, the circle of turn 2, stands where the spy's move is due.
        attack.refusedAsSeal(file, false, move + 1);
        attack.refusedAsSeal(file, true, move + 1);
        assertThat(attack.errors()).contains("missing");
    }

    @Test
    void a_sealed_move_marked_undone_by_hand_is_refused_with_the_pin_and_where_the_public_lines_show_it()
            throws Exception {
        Path file = attack.journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        List<Integer> sealed = sealedAt(lines);
        lines.set(sealed.get(1), "#undone " + lines.get(sealed.get(1)));
        Files.write(file, lines);
        attack.refusedAsSeal(file, true, sealed.get(1) + 1);
        assertThat(attack.errors()).contains("marked undone by hand");
        attack.refusedAsSeal(file, false, sealed.get(1) + 2);
    }

    @Test
    void the_last_sealed_move_marked_undone_by_hand_is_refused_with_the_pin() throws Exception {
        Path file = attack.journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int last = sealedAt(lines).get(3);
        lines.set(last, "#undone " + lines.get(last));
        Files.write(file, lines.subList(0, last + 1));
        attack.refusedAsSeal(file, true, last + 1);
        attack.accepted(file);
    }

    @Test
    void a_sealed_line_pasted_from_another_game_with_the_same_pin_is_refused_with_the_pin() throws Exception {
        Path file = attack.journal();
        List<String> other = Files.readAllLines(attack.journal("other.caissier", "ffee00112233aabb"));
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int move = sealedAt(lines).get(2);
        lines.set(move, other.get(sealedAt(other).get(2)));
        Files.write(file, lines);
        attack.refusedAsSeal(file, true, move + 1);
        attack.accepted(file);
    }

    @Test
    void a_game_pasted_whole_under_another_game_line_is_refused_with_the_pin() throws Exception {
        Path file = attack.journal();
        String text = Files.readString(file);
        Files.writeString(file, text.replace("id=a1b2c3d4e5f60718", "id=0000000000000000"));
        List<String> lines = Files.readAllLines(file);
        attack.refusedAsSeal(file, true, sealedAt(lines).get(0) + 1);
    }

    @Test
    void a_sealed_circle_gets_one_verdict_from_run_and_run_with_the_pin() throws Exception {
        Path file = attack.journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int circle = lines.indexOf("circle Bruno 4 Saffré");
        LineSeal key = LineSeal.unlock(Pin.of(PIN), LineSeal.headerIn(lines).orElseThrow(), new SecureRandom());
        lines.set(circle, key.seal("circle Bruno 4 Saffré", new SealPlace("a1b2c3d4e5f60718", 2, "move", true)));
        Files.write(file, lines);
        attack.refusedAsSeal(file, false, circle + 1);
        attack.refusedAsSeal(file, true, circle + 1);
        assertThat(attack.errors()).contains("\"start\" and \"move\"");
    }

    @Test
    void a_sealed_answer_is_refused_with_or_without_the_pin() throws Exception {
        Path file = attack.journal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int answer = lines.indexOf("answer Anna in");
        LineSeal key = LineSeal.unlock(Pin.of(PIN), LineSeal.headerIn(lines).orElseThrow(), new SecureRandom());
        lines.set(answer, key.seal("answer Anna in", new SealPlace("a1b2c3d4e5f60718", 2, "move", true)));
        Files.write(file, lines);
        attack.refusedAsSeal(file, false, answer + 1);
        attack.refusedAsSeal(file, true, answer + 1);
    }

    @Test
    void the_spys_answer_turned_from_out_to_in_is_refused_with_the_pin_at_his_next_sealed_line() throws Exception {
        Path file = attack.journal();
        int next = nextSealedAfter(file, "answer Anna out");
        replace(file, "answer Anna out", "answer Anna in");
        attack.refusedAsSeal(file, true, next);
        assertThat(attack.errors()).contains("or a line before it, was changed");
    }

    @Test
    void a_roadblock_edited_is_refused_with_the_pin() throws Exception {
        Path file = attack.journal();
        String cut = "roadblock Bruno \"Blain – Bouvron\" \"Blain – Le Gâvre\"";
        int next = nextSealedAfter(file, cut);
        replace(file, cut, "roadblock Bruno \"Blain – Bouvron\" \"Blain – Nozay\"");
        attack.refusedAsSeal(file, true, next);
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
        attack.refusedAsSeal(file, true, lines.size());
        attack.accepted(file);
    }

    @Test
    void game_bs_sealing_line_id_and_sealed_lines_under_game_as_public_lines_are_refused_with_the_pin()
            throws Exception {
        Path a = attack.journal();
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
        attack.refusedAsSeal(b, true, nextSealedAfter(b, "circle Bruno 5 Blain"));
        attack.accepted(b);
    }

    @Test
    void a_game_line_downgraded_to_the_older_rules_is_refused_with_the_pin() throws Exception {
        Path file = attack.journal();
        String text = Files.readString(file);
        assertThat(text).contains("game espion rules=2 Anna Bruno");
        Files.writeString(file, text.replace("game espion rules=2 ", "game espion "));
        attack.refusedAsSeal(file, true, sealedAt(Files.readAllLines(file)).get(0) + 1);
    }

    @Test
    void an_end_cut_from_its_confirmation_is_refused_with_the_pin_and_shows_no_route_without() throws Exception {
        Path file = attack.journal();
        List<String> lines = Files.readAllLines(file);
        Files.write(file, lines.subList(0, lines.size() - 1));
        attack.refusedAsSeal(file, true, lines.size() - 1);
        assertThat(attack.errors()).contains("not confirmed");
        attack.accepted(file);
        assertThat(attack.output()).contains("\"route\" : null").doesNotContain("Guenrouet");
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
        Path file = attack.journal();
        List<String> lines = Files.readAllLines(file);
        Files.write(file, lines.subList(0, sealedAt(lines).get(3)));
        assertThat(attack.run("run", "--pin", PIN, file.toString()))
                .as(attack.errors())
                .isZero();
        assertThat(attack.output()).contains("\"moves\" : 2").contains("\"turn\" : 3");
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
        Path file = attack.journal();
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
