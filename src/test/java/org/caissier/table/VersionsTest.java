package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The journal names its format and the game line its rules version; a program meeting a newer one says so
 * ("made by a newer Caissier") instead of calling the file damaged, and a journal without versions (every one
 * saved before they were kept) opens as it always did.
 */
class VersionsTest {
    @TempDir
    Path dir;

    /** The counter game as a later program would know it: its rules at version 2. */
    private static final GameModule<CounterState, CounterCommand> COUNTER_2 = new GameModule<>() {
        @Override
        public String id() {
            return CounterGame.ID;
        }

        @Override
        public StartedGame<CounterState, CounterCommand> start(List<String> words, Path baseDir) {
            return new CounterGame().start(words, baseDir);
        }

        @Override
        public Class<CounterState> stateType() {
            return CounterState.class;
        }

        @Override
        public Class<CounterCommand> commandType() {
            return CounterCommand.class;
        }

        @Override
        public int rulesVersion() {
            return 2;
        }
    };

    private static final Games LATER = new Games(List.of(COUNTER_2));

    private Path write(String... lines) throws Exception {
        Path file = dir.resolve("game.caissier");
        Files.writeString(file, String.join("\n", lines) + "\n");
        return file;
    }

    @Test
    void a_journal_of_a_newer_format_is_refused_as_made_by_a_newer_program_and_left_as_it_is() throws Exception {
        Path file = write("# caissier journal 2", "# something only format 2 knows", "game counter Ann", "add Ann 1");
        byte[] before = Files.readAllBytes(file);
        assertThatThrownBy(() -> Session.open(file, CounterGame.games()))
                .isInstanceOf(NewerJournalException.class)
                .hasMessageContaining("made by a newer Caissier")
                .hasMessageContaining("journal format 2");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        Script.Outcome run = new Script(CounterGame.games()).run(Files.readAllLines(file), dir);
        assertThat(run)
                .isInstanceOfSatisfying(
                        Script.DataProblem.class,
                        p -> assertThat(p.message()).startsWith("line 1: made by a newer Caissier"));
    }

    @Test
    void a_game_line_of_newer_rules_is_refused_as_made_by_a_newer_program() throws Exception {
        Path file = write(JournalFile.MAGIC, "game counter rules=2 Ann", "add Ann 1");
        assertThatThrownBy(() -> Session.open(file, CounterGame.games()))
                .isInstanceOf(NewerJournalException.class)
                .hasMessageContaining("line 2")
                .hasMessageContaining("made by a newer Caissier")
                .hasMessageContaining("rules of counter, version 2");
        Script.Outcome run = new Script(CounterGame.games()).run(Files.readAllLines(file), dir);
        assertThat(run)
                .isInstanceOfSatisfying(
                        Script.DataProblem.class,
                        p -> assertThat(p.message()).startsWith("line 2: made by a newer Caissier"));
    }

    @Test
    void a_game_of_rules_version_2_records_it_and_opens_again_where_they_are_known() throws Exception {
        Path file = dir.resolve("later.caissier");
        try (Session<?, ?> s = Session.create(file, LATER.start("game counter Ann", dir))) {
            s.submit("add Ann 3");
        }
        assertThat(Files.readAllLines(file)).contains("game counter rules=2 Ann");
        try (Session<?, ?> s = Session.open(file, LATER)) {
            assertThat(s.rules().view(cast(s.state())))
                    .isEqualTo(Map.of("game", "counter", "scores", Map.of("Ann", 3), "secrets", List.of()));
        }
        assertThatThrownBy(() -> Session.open(file, CounterGame.games()))
                .hasMessageContaining("made by a newer Caissier");
    }

    @Test
    void journals_without_versions_open_unchanged_in_both_programs() throws Exception {
        Path file = write(JournalFile.MAGIC, "game counter Ann", "add Ann 1", "add Ann 2");
        for (Games program : List.of(CounterGame.games(), LATER)) {
            try (Session<?, ?> s = Session.open(file, program)) {
                assertThat(s.history()).hasSize(2);
                assertThat(s.warnings()).isEmpty();
            }
        }
        assertThat(Files.readAllLines(file))
                .containsExactly(JournalFile.MAGIC, "game counter Ann", "add Ann 1", "add Ann 2");
        try (Session<?, ?> s =
                Session.create(dir.resolve("new.caissier"), CounterGame.games().start("game counter Ann", dir))) {
            assertThat(s.game().gameLine()).isEqualTo("game counter Ann");
        }
    }

    @SuppressWarnings("unchecked")
    private static <S> S cast(Object state) {
        return (S) state;
    }

    /** The counter game at version 2, telling which rules version each game it started was started by. */
    private static final class Counting implements GameModule<CounterState, CounterCommand> {
        final List<Integer> started = new ArrayList<>();

        @Override
        public String id() {
            return CounterGame.ID;
        }

        @Override
        public StartedGame<CounterState, CounterCommand> start(List<String> words, Path baseDir) {
            return start(words, baseDir, 2);
        }

        @Override
        public StartedGame<CounterState, CounterCommand> start(List<String> words, Path baseDir, int rulesVersion) {
            started.add(rulesVersion);
            return new CounterGame().start(words, baseDir);
        }

        @Override
        public int rulesVersion() {
            return 2;
        }
    }

    @Test
    void a_journal_without_a_rules_version_replays_by_version_1_and_keeps_its_game_line_through_an_undo()
            throws Exception {
        Counting module = new Counting();
        Games games = new Games(List.of(module));
        Path file = write(JournalFile.MAGIC, "game counter Ann", "add Ann 1", "add Ann 2");
        try (Session<?, ?> s = Session.open(file, games)) {
            s.undo();
        }
        assertThat(module.started).containsExactly(1);
        assertThat(Files.readAllLines(file)).contains("game counter Ann").doesNotContain("game counter rules=2 Ann");
        Script.Outcome run = new Script(games).run(Files.readAllLines(file), dir);
        assertThat(run).isInstanceOf(Script.Finished.class);
        assertThat(module.started).containsExactly(1, 1);
    }

    @Test
    void a_plain_command_file_is_read_by_the_newest_rules_unless_its_line_names_a_version() {
        Counting module = new Counting();
        Games games = new Games(List.of(module));
        assertThat(new Script(games).run(List.of("game counter Ann", "add Ann 1"), dir))
                .isInstanceOf(Script.Finished.class);
        assertThat(new Script(games).run(List.of("game counter rules=1 Ann", "add Ann 1"), dir))
                .isInstanceOf(Script.Finished.class);
        assertThat(new Script(games).run(List.of(JournalFile.MAGIC, "game counter rules=2 Ann"), dir))
                .isInstanceOf(Script.Finished.class);
        assertThat(module.started).containsExactly(2, 1, 2);
    }
}
