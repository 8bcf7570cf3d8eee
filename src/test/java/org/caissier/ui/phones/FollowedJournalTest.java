package org.caissier.ui.phones;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.assertj.core.api.Assertions;
import org.caissier.app.Wiring;
import org.caissier.table.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 36, item 4: a journal another program writes, followed by path: a line is seen once whole, an unfinished
 * one is not yet written, and an undo that rewrites the file through a rename is seen too.
 */
class FollowedJournalTest {
    @TempDir
    Path dir;

    @Test
    void a_line_is_seen_once_whole_and_a_rewrite_through_a_rename_is_seen_too() throws Exception {
        List<String> golden = Files.readAllLines(Path.of("src/test/resources/golden/long-cours.caissier"));
        Path file = dir.resolve("played-elsewhere.caissier");
        // The golden game ends on "end Bob" and an undone line: "end Bob" is played elsewhere.
        List<String> before = golden.subList(0, golden.size() - 2);
        Files.write(file, before);
        FollowedJournal followed = new FollowedJournal(file, Wiring.games(), Session::state);
        Object first = followed.state();
        assertThat(followed.gameId()).isEqualTo("long-cours");

        String line = golden.get(golden.size() - 2);
        Files.writeString(file, line.substring(0, line.length() / 2), StandardOpenOption.APPEND);
        assertThat(followed.state())
                .as("an unfinished last line is not yet written")
                .isEqualTo(first);
        Files.writeString(file, line.substring(line.length() / 2) + "\n", StandardOpenOption.APPEND);
        Object played = followed.state();
        assertThat(played).as("the line once whole").isNotEqualTo(first);

        // An undo: the whole file written beside it and renamed over it, as the journal does.
        Path beside = dir.resolve("played-elsewhere.caissier.new");
        Files.write(beside, before);
        Files.move(beside, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        assertThat(followed.state()).isEqualTo(first);

        Files.delete(file);
        Assertions.assertThatThrownBy(followed::state).isInstanceOf(IOException.class);
        assertThat(followed.last()).as("the last state read is kept").isEqualTo(first);
        Files.write(file, golden, StandardCharsets.UTF_8);
        assertThat(followed.state()).isEqualTo(played);
    }
}
