package org.caissier.table;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.caissier.table.JournalFile.Entry;
import org.caissier.table.JournalFile.Mark;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalFileTest {
    private static final String HEAD = JournalFile.MAGIC + "\n# started 2026-01-01T10:00:00\n"
            + "# data table sha256=ab12 source=\"my table.txt\"\ngame counter Ann\n";

    @TempDir
    Path dir;

    private Path file(byte[]... parts) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        Path f = dir.resolve("game.caissier");
        Files.write(f, out.toByteArray());
        return f;
    }

    private Path file(String text) throws IOException {
        return file(text.getBytes(UTF_8));
    }

    private static JournalException refusal(Path f) {
        byte[] before = read(f);
        JournalException e = Assertions.assertThrows(JournalException.class, () -> JournalFile.read(f));
        assertThat(read(f)).as("a refused file is left as it was").isEqualTo(before);
        return e;
    }

    private static byte[] read(Path f) {
        try {
            return Files.readAllBytes(f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void reads_the_header_the_game_line_and_each_command_with_its_mark_and_line_number() throws Exception {
        Path f = file(HEAD + "add Ann 1\n#undone add Ann 2\n#dropped add Ann 3\n# a remark\n\nroll Ann 4 # comment\n");
        JournalFile j = JournalFile.read(f);
        assertThat(j.header()).hasSize(3).first().isEqualTo(JournalFile.MAGIC);
        assertThat(j.gameLineNumber()).isEqualTo(4);
        assertThat(j.gameLine()).isEqualTo("game counter Ann");
        assertThat(j.entries())
                .containsExactly(
                        new Entry(5, "add Ann 1", Mark.ACTIVE),
                        new Entry(6, "add Ann 2", Mark.UNDONE),
                        new Entry(7, "add Ann 3", Mark.DROPPED),
                        new Entry(10, "roll Ann 4 # comment", Mark.ACTIVE));
        assertThat(j.tornLine()).isEmpty();
        assertThat(j.validLength()).isEqualTo(Files.size(f));
        assertThat(j.recordedDigests()).isEqualTo(Map.of("table", "ab12"));
    }

    @Test
    void an_entry_writes_back_the_line_it_was_read_from() {
        assertThat(new Entry(0, "add Ann 1", Mark.ACTIVE).fileLine()).isEqualTo("add Ann 1");
        assertThat(new Entry(0, "add Ann 1", Mark.UNDONE).fileLine()).isEqualTo("#undone add Ann 1");
        assertThat(new Entry(0, "add Ann 1", Mark.DROPPED).fileLine()).isEqualTo("#dropped add Ann 1");
    }

    @Test
    void a_torn_last_line_is_left_out_and_reported_and_the_file_is_not_changed() throws Exception {
        Path f = file(HEAD + "add Ann 1\nadd An");
        byte[] before = Files.readAllBytes(f);
        JournalFile j = JournalFile.read(f);
        assertThat(j.entries()).extracting(Entry::text).containsExactly("add Ann 1");
        assertThat(j.tornLine()).contains("add An");
        assertThat(j.validLength()).isEqualTo(before.length - "add An".length());
        assertThat(Files.readAllBytes(f)).isEqualTo(before);
    }

    @Test
    void a_torn_last_line_of_nul_bytes_is_left_out() throws Exception {
        // What a file system can leave after a power cut: the size grew but the bytes never came.
        Path f = file((HEAD + "add Ann 1\n").getBytes(UTF_8), new byte[] {0, 0, 0, 0, 0, 0, 0, 0});
        JournalFile j = JournalFile.read(f);
        assertThat(j.entries()).extracting(Entry::text).containsExactly("add Ann 1");
        assertThat(j.tornLine()).isPresent();
        assertThat(j.tornLine().get()).doesNotContain("\0");
    }

    @Test
    void a_torn_last_line_with_half_a_character_is_left_out() throws Exception {
        byte[] e9 = "é".getBytes(UTF_8);
        Path f = file((HEAD + "add Ann 1\nadd Zo").getBytes(UTF_8), new byte[] {e9[0]});
        JournalFile j = JournalFile.read(f);
        assertThat(j.entries()).hasSize(1);
        assertThat(j.tornLine()).isPresent();
    }

    @Test
    void nul_bytes_before_the_last_line_are_refused_naming_the_line() throws Exception {
        Path f =
                file((HEAD + "add Ann 1\n").getBytes(UTF_8), new byte[] {0, 0, 0, '\n'}, "add Ann 2\n".getBytes(UTF_8));
        JournalException e = refusal(f);
        assertThat(e.line()).isEqualTo(6);
        assertThat(e.getMessage()).startsWith("line 6: ").contains("damaged");
    }

    @Test
    void invalid_utf8_before_the_last_line_is_refused_naming_the_line() throws Exception {
        Path f = file(
                (HEAD + "add Ann 1\nadd ").getBytes(UTF_8),
                new byte[] {(byte) 0xC3, (byte) 0x28},
                " 2\nadd Ann 3\n".getBytes(UTF_8));
        JournalException e = refusal(f);
        assertThat(e.line()).isEqualTo(6);
        assertThat(e.getMessage()).contains("line 6");
    }

    @Test
    void invalid_utf8_in_the_last_complete_line_is_refused_too() throws Exception {
        Path f = file((HEAD + "add ").getBytes(UTF_8), new byte[] {(byte) 0xFF}, "\n".getBytes(UTF_8));
        assertThat(refusal(f).line()).isEqualTo(5);
    }

    @Test
    void a_journal_saved_by_an_editor_that_adds_a_byte_order_mark_still_reads() throws Exception {
        JournalFile j = JournalFile.read(
                file(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, (HEAD + "add Ann 1\r\n").getBytes(UTF_8)));
        assertThat(j.header().get(0)).isEqualTo(JournalFile.MAGIC);
        assertThat(j.entries()).extracting(Entry::text).containsExactly("add Ann 1");
    }

    @Test
    void a_file_that_is_not_a_journal_is_refused_on_line_one() throws Exception {
        JournalException e = refusal(file("game counter Ann\nadd Ann 1\n"));
        assertThat(e.line()).isEqualTo(1);
        assertThat(e.getMessage()).contains("not a Caissier journal");
    }

    @Test
    void an_empty_file_and_a_binary_file_are_not_journals() throws Exception {
        assertThat(refusal(file("")).line()).isEqualTo(1);
        assertThat(refusal(file(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0}))
                        .line())
                .isEqualTo(1);
    }

    @Test
    void a_journal_without_a_game_line_is_refused() throws Exception {
        JournalException e = refusal(file(JournalFile.MAGIC + "\n# started today\n"));
        assertThat(e.getMessage()).contains("no \"game ...\" line");
    }

    @Test
    void what_is_wrong_with_the_file_is_said_in_french_too() throws Exception {
        JournalException damaged = refusal(
                file((HEAD + "add Ann 1\n").getBytes(UTF_8), new byte[] {0, '\n'}, "add Ann 2\n".getBytes(UTF_8)));
        assertThat(damaged.message(Locale.FRENCH))
                .isEqualTo("ligne 6\u202F: cette ligne est abîmée (ce n’est pas du texte)");
        assertThat(damaged.message(Locale.ENGLISH))
                .isEqualTo(damaged.getMessage())
                .isEqualTo("line 6: this line is damaged (it is not text)");
        assertThat(refusal(file("game counter Ann\n")).message(Locale.FRENCH))
                .isEqualTo("ligne 1\u202F: ce n’est pas un journal de Caissier (il doit commencer par «\u202F"
                        + JournalFile.MAGIC + "\u202F»)");
        assertThat(refusal(file(JournalFile.MAGIC + "\n# started today\n")).message(Locale.FRENCH))
                .isEqualTo("ligne 2\u202F: le journal n’a pas de ligne «\u202Fgame ...\u202F»");
        JournalException folder = Assertions.assertThrows(JournalException.class, () -> JournalFile.read(dir));
        assertThat(folder.message(Locale.FRENCH))
                .isEqualTo(dir + " n’est pas un fichier ordinaire (c’est un"
                        + " dossier, un périphérique ou un tube)\u202F: il ne peut pas être lu");
        assertThat(folder.getMessage())
                .isEqualTo(dir + " is not a regular file (a folder, a device or a pipe):" + " it cannot be read");
    }

    @Test
    void a_missing_file_is_refused_by_name() {
        Path missing = dir.resolve("nowhere.caissier");
        assertThatThrownBy(() -> JournalFile.read(missing))
                .isInstanceOf(JournalException.class)
                .hasMessageContaining("nowhere.caissier");
        assertThat(missing).doesNotExist();
    }

    @Test
    void a_journal_saved_with_windows_line_ends_reads_the_same() throws Exception {
        String unix = HEAD + "add Ann 1\n#undone add Ann 2\n";
        JournalFile lf = JournalFile.read(file(unix));
        JournalFile crlf = JournalFile.read(file(unix.replace("\n", "\r\n")));
        assertThat(crlf.header()).isEqualTo(lf.header());
        assertThat(crlf.gameLine()).isEqualTo(lf.gameLine());
        assertThat(crlf.entries()).isEqualTo(lf.entries());
        assertThat(crlf.tornLine()).isEmpty();
    }

    @Test
    void spaces_around_a_command_line_are_left_out_and_an_indented_hash_is_still_a_comment() throws Exception {
        Path f = file(HEAD + "  add Ann 1\t\n\u2003add Ann 2\u2003\nadd Ann\u00A03\n   # a remark\n\u3000\n"
                + "#undone  add Ann 4 \nadd Ann 5\n");
        JournalFile j = JournalFile.read(f);
        assertThat(j.entries())
                .containsExactly(
                        new Entry(5, "add Ann 1", Mark.ACTIVE),
                        new Entry(6, "add Ann 2", Mark.ACTIVE),
                        new Entry(7, "add Ann\u00A03", Mark.ACTIVE),
                        new Entry(10, "add Ann 4", Mark.UNDONE),
                        new Entry(11, "add Ann 5", Mark.ACTIVE));
        assertThat(j.commentsBefore(3)).containsExactly("   # a remark", "\u3000");
    }
}
