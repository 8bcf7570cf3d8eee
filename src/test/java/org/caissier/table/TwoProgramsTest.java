package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two programs on one game (separate JVMs): the second cannot open it for play, may look at it read-only
 * without writing a byte, and may replay it with {@code run}; once the first ends (even killed) it opens.
 */
class TwoProgramsTest {
    @TempDir
    Path dir;

    private Path newGame() throws IOException {
        Path file = dir.resolve("game.caissier");
        try (Session<?, ?> s = Session.create(file, new CounterGame().start(List.of("Ann"), dir))) {
            s.submit("add Ann 2");
        }
        return file;
    }

    @Test
    void a_game_open_in_another_program_is_refused_for_play_and_can_be_looked_at_read_only() throws Exception {
        Path file = newGame();
        Process other = start(file);
        try (BufferedReader said = reader(other);
                Writer tell = writer(other)) {
            assertThat(said.readLine()).isEqualTo("open");

            assertThatThrownBy(() -> Session.open(file, CounterGame.games()))
                    .isInstanceOf(GameOpenElsewhereException.class)
                    .hasMessageContaining("open in another Caissier")
                    .hasMessageContaining(file.toString());
            byte[] before = Files.readAllBytes(file);
            try (Session<?, ?> look = Session.openReadOnly(file, CounterGame.games())) {
                assertThat(look.readOnly()).isTrue();
                assertThat(((CounterState) look.state()).score("Ann")).isEqualTo(2);
                assertThatThrownBy(() -> look.submit("add Ann 5")).isInstanceOf(ReadOnlyJournalException.class);
                assertThatThrownBy(look::undo).isInstanceOf(ReadOnlyJournalException.class);
                assertThat(((CounterState) look.state()))
                        .as("nothing changed")
                        .extracting(s -> s.score("Ann"))
                        .isEqualTo(2);
            }
            assertThat(Files.readAllBytes(file))
                    .as("the read-only view wrote nothing")
                    .isEqualTo(before);

            // run only reads: it needs no lock
            Script.Outcome replayed = new Script(CounterGame.games()).run(Files.readAllLines(file), dir);
            assertThat(replayed).isInstanceOf(Script.Finished.class);

            // the owner still plays, and its line is there when the game is finally opened here
            tell.write("add Ann 3\n");
            tell.flush();
            assertThat(said.readLine()).isEqualTo("played");
        } finally {
            other.destroyForcibly();
            other.waitFor();
        }
        try (Session<?, ?> mine = Session.open(file, CounterGame.games())) {
            assertThat(((CounterState) mine.state()).score("Ann"))
                    .as("a killed program leaves no stale lock")
                    .isEqualTo(5);
        }
    }

    @Test
    void a_game_open_here_is_refused_to_another_program() throws Exception {
        Path file = newGame();
        try (Session<?, ?> mine = Session.open(file, CounterGame.games())) {
            Process other = start(file);
            try (BufferedReader said = reader(other)) {
                assertThat(said.readLine()).isEqualTo("elsewhere");
            } finally {
                other.destroyForcibly();
                other.waitFor();
            }
            mine.submit("add Ann 1");
        }
        assertThat(JournalFile.read(file).entries()).hasSize(2);
    }

    @Test
    void a_second_window_of_the_same_program_is_refused_too() throws Exception {
        Path file = newGame();
        try (Session<?, ?> mine = Session.open(file, CounterGame.games())) {
            assertThatThrownBy(() -> Session.open(file, CounterGame.games()))
                    .isInstanceOf(GameOpenElsewhereException.class);
            mine.submit("add Ann 1");
            mine.undo();
            assertThatThrownBy(() -> Session.open(file, CounterGame.games()))
                    .as("the lock outlives the rename of an undo")
                    .isInstanceOf(GameOpenElsewhereException.class);
        }
    }

    @Test
    void the_same_game_through_a_link_is_refused_to_another_program_and_no_line_is_overwritten() throws Exception {
        Path file = newGame();
        Path link = Files.createSymbolicLink(dir.resolve("link.caissier"), file);
        Process other = start(link);
        try (BufferedReader said = reader(other);
                Writer tell = writer(other)) {
            assertThat(said.readLine()).isEqualTo("open");
            assertThatThrownBy(() -> Session.open(file, CounterGame.games()))
                    .isInstanceOf(GameOpenElsewhereException.class);
            tell.write("add Ann 3\n");
            tell.flush();
            assertThat(said.readLine()).isEqualTo("played");
        } finally {
            other.destroyForcibly();
            other.waitFor();
        }
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(JournalFile.read(file).entries())
                .extracting(JournalFile.Entry::text)
                .containsExactly("add Ann 2", "add Ann 3");
    }

    @Test
    void a_line_appended_by_another_tool_stops_the_program_that_holds_the_game_from_writing_over_it() throws Exception {
        Path file = newGame();
        Process other = start(file);
        try (BufferedReader said = reader(other);
                Writer tell = writer(other)) {
            assertThat(said.readLine()).isEqualTo("open");
            Files.writeString(file, "add Ann 40\n", StandardOpenOption.APPEND);
            String outside = Files.readString(file);
            tell.write("add Ann 3\n");
            tell.flush();
            assertThat(said.readLine()).isEqualTo("refused JournalChangedException");
            assertThat(Files.readString(file)).isEqualTo(outside);
        } finally {
            other.destroyForcibly();
            other.waitFor();
        }
        assertThat(JournalFile.read(file).entries())
                .extracting(JournalFile.Entry::text)
                .containsExactly("add Ann 2", "add Ann 40");
    }

    private Process start(Path file) throws IOException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return new ProcessBuilder(
                        java.toString(), "-cp", testClassPath(), JournalHolderChild.class.getName(), file.toString())
                .redirectError(dir.resolve("child.err").toFile())
                .start();
    }

    private static BufferedReader reader(Process p) {
        return new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    }

    private static Writer writer(Process p) {
        return new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
    }

    private static String testClassPath() {
        return List.of(System.getProperty("surefire.test.class.path", ""), System.getProperty("java.class.path"))
                .stream()
                .filter(s -> !s.isBlank())
                .findFirst()
                .orElseThrow();
    }
}
