package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.caissier.app.Wiring;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A data file named on a game line is read one way for every game, and one that cannot be read says which and why. */
class DataFileTest {
    @TempDir
    Path dir;

    @Test
    void a_relative_path_is_taken_from_the_journals_folder_and_no_path_is_the_programs_own_copy() throws Exception {
        Files.writeString(dir.resolve("t.txt"), "x");
        assertThat(DataFile.load(role("table"), "t.txt", dir, "/counter/table.txt"))
                .containsExactly('x');
        assertThat(DataFile.load(role("board file"), null, dir, "/longcours/board.json"))
                .isNotEmpty();
    }

    @Test
    void a_missing_file_a_folder_and_a_file_too_big_are_refused_naming_the_file() throws Exception {
        assertThatThrownBy(() -> DataFile.load(role("event table"), "none.json", dir, null))
                .isInstanceOf(DataFileException.class)
                .hasMessage("event table none.json: cannot be read (no such file: none.json)");
        Files.createDirectory(dir.resolve("folder"));
        assertThatThrownBy(() -> DataFile.load(role("crews"), "folder", dir, null))
                .isInstanceOf(DataFileException.class)
                .hasMessageStartingWith("crews folder: cannot be read (")
                .hasMessageContaining("not a regular file");
        Path big = dir.resolve("big.json");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(TextFiles.DATA_CAP + 1);
        }
        assertThatThrownBy(() -> DataFile.load(role("board file"), "big.json", dir, null))
                .hasMessageStartingWith("board file big.json: cannot be read (")
                .hasMessageContaining("too big");
    }

    @Test
    void every_game_with_a_data_file_says_it_the_same_way() {
        Games games = Wiring.games();
        assertThatThrownBy(() -> games.start("game long-cours board=nowhere.json Ann Bob Cy", dir))
                .isInstanceOf(DataFileException.class)
                .hasMessageStartingWith("board file nowhere.json: cannot be read");
        assertThatThrownBy(() -> games.start("game pistes table=nowhere.json Ann Bob", dir))
                .isInstanceOf(DataFileException.class)
                .hasMessageStartingWith("event table nowhere.json: cannot be read");
        assertThatThrownBy(() -> games.start("game cup-tournament crews=nowhere.csv", dir))
                .isInstanceOf(DataFileException.class)
                .hasMessageStartingWith("crews nowhere.csv: cannot be read");
    }

    @Test
    void a_data_file_that_cannot_be_read_is_said_in_french_too() {
        DataFileException board = Assertions.assertThrows(
                DataFileException.class,
                () -> Wiring.games().start("game long-cours board=nulle-part.json Ann Bob Cy", dir));
        assertThat(board.message(Locale.FRENCH))
                .isEqualTo(
                        "fichier de plateau nulle-part.json\u202F: illisible (ce fichier n’existe pas\u202F: nulle-part.json)");
        DataFileException table = Assertions.assertThrows(
                DataFileException.class, () -> Wiring.games().start("game pistes table=nulle-part.json Ann Bob", dir));
        assertThat(table.message(Locale.FRENCH)).startsWith("table des événements nulle-part.json\u202F: illisible");
        assertThat(table.message(Locale.ENGLISH)).isEqualTo(table.getMessage());
    }

    @Test
    void a_saved_game_whose_board_is_gone_says_so_in_french_naming_the_game_line() throws Exception {
        Path saved = Files.writeString(
                dir.resolve("soir.caissier"), JournalFile.MAGIC + "\ngame long-cours board=parti.json Ann Bob Cy\n");
        JournalException e = Assertions.assertThrows(JournalException.class, () -> Session.open(saved, Wiring.games()));
        assertThat(e.message(Locale.FRENCH))
                .isEqualTo(
                        "ligne 2\u202F: fichier de plateau parti.json\u202F: illisible (ce fichier n’existe pas\u202F: parti.json)");
        assertThat(e.getMessage())
                .isEqualTo("line 2: board file parti.json: cannot be read (no such file: parti.json)");
    }

    /** A file's role, named alike in both languages. */
    private static RuleViolation.Both role(String name) {
        return new RuleViolation.Both(name, name);
    }
}
