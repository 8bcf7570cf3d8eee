package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Attacks on the files the kernel writes beside a journal: a symbolic or hard link planted under the name of the
 * torn-line file, the lock file or a new journal's temporary file, pointing at another file of the player's. That
 * file is never written to; the link is refused with a sentence, or (a torn line's text) the text gets a fresh name.
 */
class PlantedLinksTest extends CounterSessions {
    private Path notes;
    private static final String NOTES = "the player's own notes\n";

    @BeforeEach
    void notes() throws Exception {
        notes = dir.resolve("notes.txt");
        Files.writeString(notes, NOTES);
    }

    /** A saved game whose last line was torn, closed. */
    private void tornGame() throws Exception {
        create("Ann").submit("add Ann 1");
        opened.get(0).close();
        Files.writeString(file(), "add Ann 9", StandardOpenOption.APPEND);
    }

    private void assertTornTextKeptApart(Session<CounterState, CounterCommand> s) throws Exception {
        Path fresh = dir.resolve("game.caissier.2.torn");
        assertThat(notes).hasContent(NOTES.strip());
        assertThat(fresh).hasContent("add Ann 9");
        assertThat(Files.isSymbolicLink(fresh)).isFalse();
        assertThat(s.warnings()).singleElement().asString().contains("game.caissier.2.torn");
        s.submit("add Ann 2");
        assertThat(s.state().scores()).isEqualTo(Map.of("Ann", 3));
    }

    @Test
    void a_torn_file_planted_as_a_symbolic_link_is_left_alone_and_the_text_gets_a_fresh_name() throws Exception {
        tornGame();
        Files.createSymbolicLink(Journal.tornFile(file()), notes);
        assertTornTextKeptApart(reopen());
    }

    @Test
    void a_torn_file_planted_as_a_hard_link_is_left_alone_and_the_text_gets_a_fresh_name() throws Exception {
        tornGame();
        Files.createLink(Journal.tornFile(file()), notes);
        assertTornTextKeptApart(reopen());
    }

    @Test
    void a_dangling_link_planted_as_the_torn_file_makes_no_file_where_it_points() throws Exception {
        tornGame();
        Path target = dir.resolve("made-by-the-link.txt");
        Files.createSymbolicLink(Journal.tornFile(file()), target);
        reopen();
        assertThat(target).doesNotExist();
        assertThat(dir.resolve("game.caissier.2.torn")).hasContent("add Ann 9");
    }

    @Test
    void a_lock_file_planted_as_a_symbolic_link_is_refused_with_a_sentence_and_nothing_is_written() throws Exception {
        create("Ann").submit("add Ann 1");
        opened.get(0).close();
        Files.delete(JournalLock.lockFile(file()));
        Files.createSymbolicLink(JournalLock.lockFile(file()), notes);
        byte[] before = Files.readAllBytes(file());

        assertThatThrownBy(this::reopen)
                .isInstanceOf(PlantedFileException.class)
                .hasMessageContaining(".game.caissier.lock")
                .hasMessageContaining("is a link to another file")
                .hasMessageContaining("remove the link");
        assertThat(notes).hasContent(NOTES.strip());
        assertThat(Files.readAllBytes(file())).isEqualTo(before);
        assertThat(Files.isSymbolicLink(JournalLock.lockFile(file())))
                .as("the link is the player's to remove")
                .isTrue();
    }

    @Test
    void a_lock_file_planted_as_a_hard_link_is_refused_with_a_sentence() throws Exception {
        create("Ann").submit("add Ann 1");
        opened.get(0).close();
        Files.delete(JournalLock.lockFile(file()));
        Files.createLink(JournalLock.lockFile(file()), notes);

        assertThatThrownBy(this::reopen)
                .isInstanceOf(PlantedFileException.class)
                .hasMessageContaining("has 2 names");
        assertThat(notes).hasContent(NOTES.strip());
    }

    @Test
    void a_new_game_is_refused_where_a_lock_file_link_was_planted_before_it() throws Exception {
        Files.createSymbolicLink(JournalLock.lockFile(file()), notes);

        assertThatThrownBy(() -> create("Ann"))
                .isInstanceOf(PlantedFileException.class)
                .hasMessageContaining("is a link to another file");
        assertThat(file()).doesNotExist();
        assertThat(notes).hasContent(NOTES.strip());
    }

    @Test
    void a_new_game_never_writes_through_a_link_planted_as_its_temporary_file() throws Exception {
        Files.createSymbolicLink(WholeFile.temporary(file()), notes);

        create("Ann").submit("add Ann 1");
        assertThat(notes).hasContent(NOTES.strip());
        assertThat(Files.isSymbolicLink(file())).isFalse();
        assertThat(OwnFiles.links(file())).isEqualTo(1);
        assertThat(JournalFile.read(file()).gameLine()).isEqualTo("game counter Ann");
    }

    @Test
    void an_undo_never_writes_through_a_link_planted_as_the_temporary_file() throws Exception {
        Session<CounterState, CounterCommand> s = create("Ann");
        s.submit("add Ann 1");
        Files.createLink(WholeFile.temporary(file()), notes);

        s.undo();
        assertThat(notes).hasContent(NOTES.strip());
        assertThat(JournalFile.read(file()).entries())
                .extracting(JournalFile.Entry::fileLine)
                .containsExactly("#undone add Ann 1");
    }

    @Test
    void a_new_game_is_refused_where_a_link_already_stands_under_its_name() throws Exception {
        Files.createSymbolicLink(file(), notes);

        assertThatThrownBy(() -> create("Ann")).isInstanceOf(FileAlreadyExistsException.class);
        assertThat(notes).hasContent(NOTES.strip());
        assertThat(Files.isSymbolicLink(file())).isTrue();
        assertThat(Files.exists(JournalLock.lockFile(file()), LinkOption.NOFOLLOW_LINKS))
                .as("no lock file left for a game that did not come to be")
                .isFalse();
    }
}
