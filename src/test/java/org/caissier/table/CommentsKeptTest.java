package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.caissier.table.counter.CounterGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The comment lines a user wrote in a journal stay where they stand through undo, redo and a replacing command. */
class CommentsKeptTest {
    @TempDir
    Path dir;

    @Test
    void undo_redo_and_a_new_command_keep_every_comment_in_its_place() throws Exception {
        Path file = dir.resolve("game.caissier");
        Files.writeString(file, """
                # caissier journal 1
                # a header comment
                game counter Ann
                # first round, played at Cid's
                add Ann 1

                # second round
                add Ann 2
                # we stopped here
                """, StandardCharsets.UTF_8);
        try (Session<?, ?> s = Session.open(file, CounterGame.games())) {
            s.undo();
            assertThat(Files.readString(file)).isEqualTo("""
                    # caissier journal 1
                    # a header comment
                    game counter Ann
                    # first round, played at Cid's
                    add Ann 1

                    # second round
                    #undone add Ann 2
                    # we stopped here
                    """);
            s.redo();
            s.undo();
            s.submit("add Ann 7");
            s.withNote("box B1 seq=3 up=0", () -> {
                try {
                    return s.submit("add Ann 4");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            s.undo();
            s.redo();
        }
        assertThat(Files.readString(file)).isEqualTo("""
                # caissier journal 1
                # a header comment
                game counter Ann
                # first round, played at Cid's
                add Ann 1

                # second round
                #dropped add Ann 2
                # we stopped here
                add Ann 7
                #> box B1 seq=3 up=0
                add Ann 4
                """);
    }

    @Test
    void a_note_torn_off_its_command_is_cut_when_the_game_is_reopened() throws Exception {
        Path file = dir.resolve("game.caissier");
        Files.writeString(
                file,
                "# caissier journal 1\ngame counter Ann\nadd Ann 1\n#> box B1 seq=2 up=0\nadd An",
                StandardCharsets.UTF_8);
        try (Session<?, ?> s = Session.open(file, CounterGame.games())) {
            assertThat(s.notes()).isEmpty();
            assertThat(s.warnings()).hasSize(1);
            s.submit("add Ann 3");
            assertThat(s.notes())
                    .as("the orphan note does not claim the next command")
                    .isEmpty();
        }
        assertThat(Files.readString(file)).isEqualTo("# caissier journal 1\ngame counter Ann\nadd Ann 1\nadd Ann 3\n");
    }
}
