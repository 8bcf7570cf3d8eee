package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.caissier.table.counter.CounterGame;
import org.caissier.testing.ReadOnlyPaths;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A journal this program may not write (a read-only file or folder) is refused with a sentence naming the file
 * and what to do, not a raw AccessDeniedException; nothing changes, and the game can still be looked at.
 */
class JournalNotWritableTest {
    @TempDir
    Path dir;

    private final ReadOnlyPaths readOnly = new ReadOnlyPaths();

    @AfterEach
    void restore() throws Exception {
        readOnly.restore();
    }

    private Path saved() throws Exception {
        Path file = dir.resolve("game.caissier");
        try (Session<?, ?> s = Session.create(file, new CounterGame().start(List.of("Ann", "Bob"), dir))) {
            s.submit("add Ann 2");
        }
        return file;
    }

    @Test
    void a_read_only_journal_is_refused_for_play_with_a_plain_sentence_and_opens_to_be_looked_at() throws Exception {
        Path file = saved();
        byte[] before = Files.readAllBytes(file);
        readOnly.lock(file);
        assertThatThrownBy(() -> Session.open(file, CounterGame.games()))
                .isInstanceOf(JournalNotWritableException.class)
                .hasMessage("you may not write to " + file + " (the file or its folder is read-only): nothing was"
                        + " changed; the game can be looked at read-only, or copied to a folder of yours to be played");
        try (Session<?, ?> look = Session.openReadOnly(file, CounterGame.games())) {
            assertThat(look.history()).hasSize(1);
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    @Test
    void a_game_in_a_read_only_folder_cannot_be_started_and_says_so() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("shared"));
        readOnly.lock(folder);
        Path file = folder.resolve("game.caissier");
        assertThatThrownBy(() -> Session.create(file, new CounterGame().start(List.of("Ann", "Bob"), dir)))
                .isInstanceOf(JournalNotWritableException.class)
                .hasMessageStartingWith("you may not write to " + file);
        assertThat(file).doesNotExist();
    }

    @Test
    void undo_in_a_folder_made_read_only_meanwhile_says_so_and_changes_nothing() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("shared"));
        Path file = folder.resolve("game.caissier");
        try (Session<?, ?> s = Session.create(file, new CounterGame().start(List.of("Ann", "Bob"), dir))) {
            s.submit("add Ann 2");
            byte[] before = Files.readAllBytes(file);
            readOnly.lock(folder);
            assertThatThrownBy(s::undo).isInstanceOf(JournalNotWritableException.class);
            assertThat(s.history()).hasSize(1);
            assertThat(Files.readAllBytes(file)).isEqualTo(before);
            try (var left = Files.list(folder)) {
                assertThat(left.map(p -> p.getFileName().toString()))
                        .containsExactlyInAnyOrder("game.caissier", ".game.caissier.lock");
            }
        }
    }
}
