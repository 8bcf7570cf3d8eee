package org.caissier.table;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
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
        assertThatThrownBy(() -> Journal.create(f, HEAD)).isInstanceOf(FileAlreadyExistsException.class)
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
        assertThat(JournalFile.read(f).entries()).extracting(JournalFile.Entry::text)
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
        assertThat(Files.readString(f, UTF_8)).isEqualTo(
                JournalFile.MAGIC + "\ngame counter Ann\nadd Ann 1\n#undone add Ann 2\nadd Ann 5\n");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).as("the journal, and its lock kept beside it").containsExactlyInAnyOrder(f,
                    JournalLock.lockFile(f));
        }
    }

    @Test
    void rewrite_is_not_hindered_by_a_temporary_file_left_by_an_earlier_crash() throws Exception {
        Path f = dir.resolve("game.caissier");
        Files.writeString(dir.resolve(".game.caissier.new"), "half a file from before the power cut");
        try (Journal j = Journal.create(f, HEAD)) {
            j.rewrite(List.of(JournalFile.MAGIC, "game counter Ann", "add Ann 3"));
        }
        assertThat(JournalFile.read(f).entries()).extracting(JournalFile.Entry::text).containsExactly("add Ann 3");
        assertThat(dir.resolve(".game.caissier.new")).doesNotExist();
    }
}
