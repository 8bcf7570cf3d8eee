package org.caissier.table;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalTest {
    private static final List<String> HEAD = List.of(JournalFile.MAGIC, "game counter Ann");

    @TempDir
    Path dir;

    @Test
    void create_writes_the_header_and_the_game_line_each_ending_with_a_newline() throws Exception {
        Path f = dir.resolve("sub/dir/game.caissier");
        try (Journal j = Journal.create(f, HEAD)) {
            assertThat(j.path()).isEqualTo(f);
        }
        assertThat(Files.readString(f)).isEqualTo(JournalFile.MAGIC + "\ngame counter Ann\n");
    }

    @Test
    void create_never_overwrites_a_file() throws Exception {
        Path f = dir.resolve("precious.txt");
        Files.writeString(f, "my thesis\n");
        assertThatThrownBy(() -> Journal.create(f, HEAD))
                .isInstanceOf(FileAlreadyExistsException.class)
                .hasMessageContaining("left as it is");
        assertThat(Files.readString(f)).isEqualTo("my thesis\n");
    }

    @Test
    void appended_lines_are_there_after_reopening_and_later_lines_follow_them() throws Exception {
        Path f = dir.resolve("game.caissier");
        try (Journal j = Journal.create(f, HEAD)) {
            j.append("add Ann 1");
            j.append("add Ann 2");
        }
        try (Journal j = Journal.reopen(JournalFile.read(f))) {
            j.append("add Ann 3");
        }
        assertThat(JournalFile.read(f).entries())
                .extracting(JournalFile.Entry::text)
                .containsExactly("add Ann 1", "add Ann 2", "add Ann 3");
    }

    @Test
    void reopening_cuts_a_torn_last_line_before_appending() throws Exception {
        Path f = dir.resolve("game.caissier");
        Files.writeString(f, JournalFile.MAGIC + "\ngame counter Ann\nadd Ann 1\nadd A\0\0");
        try (Journal j = Journal.reopen(JournalFile.read(f))) {
            j.append("add Ann 2");
        }
        assertThat(Files.readString(f)).isEqualTo(JournalFile.MAGIC + "\ngame counter Ann\nadd Ann 1\nadd Ann 2\n");
    }

    @Test
    void reading_alone_never_cuts_a_torn_line() throws Exception {
        Path f = dir.resolve("game.caissier");
        String text = JournalFile.MAGIC + "\ngame counter Ann\nadd A";
        Files.writeString(f, text);
        JournalFile.read(f);
        assertThat(Files.readString(f)).isEqualTo(text);
    }

    @Test
    void a_line_with_a_line_break_is_refused_and_nothing_is_written() throws Exception {
        Path f = dir.resolve("game.caissier");
        try (Journal j = Journal.create(f, HEAD)) {
            byte[] before = Files.readAllBytes(f);
            assertThatThrownBy(() -> j.append("add Ann 1\nadd Ann 2")).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> j.append("add Ann 1\r")).isInstanceOf(IllegalArgumentException.class);
            assertThat(Files.readAllBytes(f)).isEqualTo(before);
        }
    }

    @Test
    void rewrite_replaces_the_whole_file_leaves_no_temporary_file_and_appending_goes_on_after_it() throws Exception {
        Path f = dir.resolve("game.caissier");
        try (Journal j = Journal.create(f, HEAD)) {
            j.append("add Ann 1");
            j.append("add Ann 2");
            j.rewrite(List.of(JournalFile.MAGIC, "game counter Ann", "add Ann 1", "#undone add Ann 2"));
            j.append("add Ann 5");
        }
        assertThat(Files.readString(f, UTF_8))
                .isEqualTo(JournalFile.MAGIC + "\ngame counter Ann\nadd Ann 1\n#undone add Ann 2\nadd Ann 5\n");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files)
                    .as("the journal, and its lock kept beside it")
                    .containsExactlyInAnyOrder(f, JournalLock.lockFile(f));
        }
    }

    @Test
    void rewrite_is_not_hindered_by_a_temporary_file_left_by_an_earlier_crash() throws Exception {
        Path f = dir.resolve("game.caissier");
        Files.writeString(dir.resolve(".game.caissier.new"), "half a file from before the power cut");
        try (Journal j = Journal.create(f, HEAD)) {
            j.rewrite(List.of(JournalFile.MAGIC, "game counter Ann", "add Ann 3"));
        }
        assertThat(JournalFile.read(f).entries())
                .extracting(JournalFile.Entry::text)
                .containsExactly("add Ann 3");
        assertThat(dir.resolve(".game.caissier.new")).doesNotExist();
    }

    // ---- one journal, whoever names it (issue 26)

    private Path counterGame() throws Exception {
        Path f = dir.resolve("game.caissier");
        try (Session<?, ?> s = Session.create(f, new CounterGame().start(List.of("Ann"), dir))) {
            s.submit("add Ann 1");
        }
        return f;
    }

    @Test
    void a_game_reached_through_a_link_is_the_same_game_with_the_same_lock() throws Exception {
        Path f = counterGame();
        Path link = Files.createSymbolicLink(dir.resolve("link.caissier"), f);
        assertThat(JournalLock.lockFile(link)).isEqualTo(JournalLock.lockFile(f));
        try (Session<?, ?> mine = Session.open(f, CounterGame.games())) {
            assertThatThrownBy(() -> Session.open(link, CounterGame.games()))
                    .isInstanceOf(GameOpenElsewhereException.class);
            mine.submit("add Ann 2");
        }
        try (Session<?, ?> through = Session.open(link, CounterGame.games())) {
            assertThatThrownBy(() -> Session.open(f, CounterGame.games()))
                    .isInstanceOf(GameOpenElsewhereException.class);
            through.submit("add Ann 3");
            through.undo(); // a whole rewrite goes to the real file: the link stays a link
            through.submit("add Ann 4");
        }
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(JournalFile.read(f).entries())
                .extracting(JournalFile.Entry::fileLine)
                .containsExactly("add Ann 1", "add Ann 2", "#dropped add Ann 3", "add Ann 4");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder("game.caissier", "link.caissier", ".game.caissier.lock");
        }
    }

    @Test
    void a_line_another_tool_appends_while_the_game_is_open_stops_writing_and_is_never_overwritten() throws Exception {
        Path f = counterGame();
        try (Session<?, ?> s = Session.open(f, CounterGame.games())) {
            s.submit("add Ann 2");
            Files.writeString(f, "add Ann 40\n", StandardOpenOption.APPEND);
            String outside = Files.readString(f);

            assertThatThrownBy(() -> s.submit("add Ann 3"))
                    .isInstanceOf(JournalChangedException.class)
                    .hasMessageContaining("changed by another program")
                    .hasMessageContaining("grew by 11 bytes");
            assertThatThrownBy(s::undo).as("nor rewritten whole").isInstanceOf(JournalChangedException.class);
            assertThat(Files.readString(f)).isEqualTo(outside);
            assertThat(((CounterState) s.state()).score("Ann"))
                    .as("the refused line is not shown")
                    .isEqualTo(3);
        }
        try (Session<?, ?> again = Session.open(f, CounterGame.games())) {
            assertThat(((CounterState) again.state()).score("Ann"))
                    .as("reopened, the file as it is")
                    .isEqualTo(43);
        }
    }

    @Test
    void a_journal_cut_or_replaced_behind_the_programs_back_stops_writing() throws Exception {
        Path f = counterGame();
        try (Session<?, ?> s = Session.open(f, CounterGame.games())) {
            String text = Files.readString(f);
            Path other = Files.writeString(dir.resolve("other"), text.replace("add Ann 1", "add Ann 7"));
            Files.move(other, f, StandardCopyOption.REPLACE_EXISTING);
            assertThatThrownBy(() -> s.submit("add Ann 3"))
                    .isInstanceOf(JournalChangedException.class)
                    .hasMessageContaining("another file was put in its place");
            assertThat(Files.readString(f)).contains("add Ann 7").doesNotContain("add Ann 3");
        }
        try (Session<?, ?> s = Session.open(f, CounterGame.games())) {
            try (var cut = FileChannel.open(f, StandardOpenOption.WRITE)) {
                cut.truncate(cut.size() - "add Ann 7\n".length());
            }
            assertThatThrownBy(() -> s.submit("add Ann 3"))
                    .isInstanceOf(JournalChangedException.class)
                    .hasMessageContaining("cut by 10 bytes");
        }
    }

    @Test
    void a_new_game_through_a_link_to_nowhere_is_refused_and_nothing_is_made() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("new.caissier"), dir.resolve("gone/elsewhere.caissier"));
        assertThatThrownBy(() -> Journal.create(link, HEAD)).isInstanceOf(IOException.class);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(link);
        }
    }

    @Test
    void a_new_game_over_an_existing_file_leaves_the_file_and_no_lock() throws Exception {
        Path f = Files.writeString(dir.resolve("precious.txt"), "my thesis\n");
        assertThatThrownBy(() -> Journal.create(f, HEAD)).isInstanceOf(FileAlreadyExistsException.class);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(f);
        }
    }

    @Test
    void opening_a_folder_or_a_pipe_as_a_game_makes_no_lock_file() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("folder.caissier"));
        assertThatThrownBy(() -> Session.open(folder, CounterGame.games()))
                .isInstanceOf(JournalException.class)
                .hasMessageContaining("not a regular file");
        Path pipe = dir.resolve("pipe.caissier");
        boolean piped = new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor() == 0;
        if (piped) {
            assertThatThrownBy(() -> Session.open(pipe, CounterGame.games()))
                    .isInstanceOf(JournalException.class)
                    .hasMessageContaining("not a regular file");
        }
        Path notAJournal = Files.writeString(dir.resolve("notes.txt"), "hello\n");
        assertThatThrownBy(() -> Session.open(notAJournal, CounterGame.games())).isInstanceOf(JournalException.class);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .as("no lock file left beside any of them")
                    .noneMatch(n -> n.endsWith(".lock"));
        }
    }

    @Test
    void a_read_only_look_and_run_make_no_lock_file() throws Exception {
        Path f = dir.resolve("game.caissier");
        Files.writeString(f, JournalFile.MAGIC + "\ngame counter Ann\nadd Ann 1\n");
        try (Session<?, ?> look = Session.openReadOnly(f, CounterGame.games())) {
            assertThat(((CounterState) look.state()).score("Ann")).isEqualTo(1);
        }
        assertThat(new Script(CounterGame.games()).run(Files.readAllLines(f), dir))
                .isInstanceOf(Script.Finished.class);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(f);
        }
    }
}
