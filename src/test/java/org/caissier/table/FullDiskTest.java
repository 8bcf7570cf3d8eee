package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.caissier.testing.FullDisk;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A disk that fills up while a file is rewritten whole: the old file stays as it was, no temporary file stays. */
class FullDiskTest {
    @TempDir
    Path dir;

    private List<String> left() throws IOException {
        try (var files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void a_file_rewritten_on_a_full_disk_is_left_as_it_was_without_a_temporary_file() throws Exception {
        Path file = Files.writeString(dir.resolve("notes.txt"), "before\n");
        assertThatThrownBy(() -> FullDisk.after(3).write(file, "after, much longer\n".getBytes()))
                .hasMessage("No space left on device");
        assertThat(file).hasContent("before");
        assertThat(left()).containsExactly("notes.txt");
    }

    @Test
    void undo_on_a_full_disk_leaves_the_journal_and_no_temporary_file_and_play_goes_on() throws Exception {
        Path file = dir.resolve("game.caissier");
        Journal journal = Journal.create(file, List.of(JournalFile.MAGIC, "game counter Ann Bob", "add Ann 2"));
        try {
            String before = Files.readString(file);
            journal.rewriteThrough(FullDisk.after(10));
            assertThatThrownBy(() ->
                            journal.rewrite(List.of(JournalFile.MAGIC, "game counter Ann Bob", "#undone add Ann 2")))
                    .hasMessage("No space left on device");
            assertThat(Files.readString(file)).isEqualTo(before);
            assertThat(left()).containsExactly(".game.caissier.lock", "game.caissier");
            journal.append("add Bob 1");
            assertThat(Files.readString(file)).isEqualTo(before + "add Bob 1\n");
        } finally {
            journal.close();
        }
    }

    @Test
    void a_new_game_on_a_full_disk_leaves_nothing_and_can_be_tried_again() throws Exception {
        Path file = dir.resolve("game.caissier");
        List<String> lines = List.of(JournalFile.MAGIC, "# started 2026-11-26T10:00:00", "game counter Ann Bob");
        for (int room : new int[] {0, 10, 30}) {
            assertThatThrownBy(() -> Journal.create(file, lines, FullDisk.after(room)))
                    .hasMessage("No space left on device");
            assertThat(left())
                    .as("no empty file, no temporary file, no lock (room for %d bytes)", room)
                    .isEmpty();
        }
        try (Journal journal = Journal.create(file, lines)) {
            journal.append("add Ann 2");
        }
        assertThat(JournalFile.read(file).entries())
                .extracting(JournalFile.Entry::text)
                .containsExactly("add Ann 2");
    }
}
