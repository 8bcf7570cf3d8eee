package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A journal refused at one line: what comes before it goes on in a copy, the original untouched. */
class JournalRescueTest {
    @TempDir
    Path dir;

    @Test
    void the_lines_before_the_bad_one_open_as_a_copy_and_the_refused_file_is_left_as_it_was() throws Exception {
        Path file = dir.resolve("evening.caissier");
        String text = JournalFile.MAGIC + "\ngame counter Ann Bob\nadd Ann 2\nadd Bob 3\nadd Ann -7\nadd Bob 1\n";
        Files.writeString(file, text);
        JournalException refused =
                Assertions.assertThrows(JournalException.class, () -> Session.open(file, CounterGame.games()));
        assertThat(refused.line()).isEqualTo(5);
        assertThat(refused.getMessage()).isEqualTo("line 5: CT-ADD-1: cannot add a negative number");
        assertThat(refused.message(Locale.FRENCH))
                .as("the screen's language")
                .isEqualTo("ligne 5\u202F: CT-ADD-1\u202F: on n'ajoute pas un nombre négatif");

        Path copy = JournalRescue.copyBefore(file, refused.line()).orElseThrow();

        assertThat(copy.getFileName().toString()).isEqualTo("evening-rescued.caissier");
        assertThat(Files.readString(file)).isEqualTo(text);
        try (Session<?, ?> s = Session.open(copy, CounterGame.games())) {
            CounterState state = (CounterState) s.state();
            assertThat(state.score("Ann")).isEqualTo(2);
            assertThat(state.score("Bob")).isEqualTo(3);
        }
        assertThat(JournalRescue.copyBefore(file, refused.line())
                        .orElseThrow()
                        .getFileName()
                        .toString())
                .isEqualTo("evening-rescued-2.caissier");
    }

    @Test
    void nothing_is_rescued_when_the_game_line_itself_is_wrong_or_the_file_is_no_journal() throws Exception {
        Path file = dir.resolve("bad.caissier");
        Files.writeString(file, JournalFile.MAGIC + "\ngame nothing Ann\n");
        assertThatThrownBy(() -> Session.open(file, CounterGame.games())).isInstanceOf(JournalException.class);
        assertThat(JournalRescue.copyBefore(file, 2)).isEmpty();
        Path notes = dir.resolve("notes.txt");
        Files.writeString(notes, "shopping list\nbread\n");
        assertThat(JournalRescue.copyBefore(notes, 2)).isEmpty();
    }
}
