package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run} on a file it may not read, or naming a data file that is not there, says so in a sentence. */
class PlainFileMessagesTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Launcher launcher = new Launcher(
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    private String said() {
        return err.toString(StandardCharsets.UTF_8).trim();
    }

    /**
     * A file whose reading the system refuses: a write-only file, or for root (whom permissions do not stop) a
     * write-only kernel setting, which refuses root too.
     */
    private Path unreadable() throws Exception {
        Path file = Files.writeString(dir.resolve("game.caissier"), "game long-cours Ann Bob Cid\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("-w-------"));
        if (Files.isReadable(file)) {
            file = Path.of("/proc/sys/vm/compact_memory");
        }
        Assumptions.assumeTrue(
                Files.isRegularFile(file) && !Files.isReadable(file),
                "no file this user may not read: permissions do not stop it and /proc/sys/vm/compact_memory is absent");
        return file;
    }

    @Test
    void a_journal_that_may_not_be_read_is_exit_1_with_a_sentence() throws Exception {
        Path file = unreadable();
        assertThat(launcher.run(file, List.of())).isEqualTo(1);
        assertThat(said())
                .isEqualTo("you may not read " + file + " (permission denied): ask its owner for access,"
                        + " or use a copy of it");
    }

    @Test
    void a_missing_board_is_named_with_its_path() throws Exception {
        Path script =
                Files.writeString(dir.resolve("game.txt"), "game long-cours board=charts/none.json Ann Bob Cid\n");
        assertThat(launcher.run(script, List.of())).isEqualTo(1);
        assertThat(said())
                .contains("board file charts/none.json")
                .contains("cannot be read (no such file: charts/none.json)");
    }

    @Test
    void a_missing_command_file_is_named() {
        Path none = dir.resolve("nothing-here.caissier");
        assertThat(launcher.launch(List.of("run", none.toString()))).isEqualTo(1);
        assertThat(said()).isEqualTo("no such file: " + none);
    }
}
