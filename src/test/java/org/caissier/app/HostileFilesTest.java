package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.caissier.table.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files a careless user or a bad copy hands to {@code run} and to the games: devices, pipes, huge files, text
 * that is not UTF-8, Windows and old Mac line ends. Each is refused at once with a message naming it, or read
 * the same way as the screen reads it.
 */
class HostileFilesTest {
    @TempDir
    Path dir;

    private final RunHarness cli = new RunHarness();

    private String errors() {
        return cli.err();
    }

    private int run(Path file) {
        return cli.run(file);
    }

    private Path commands(String text) throws Exception {
        Path file = dir.resolve("game.txt");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void run_on_a_device_exits_1_at_once_naming_it() {
        assertThat(run(Path.of("/dev/zero"))).isEqualTo(1);
        assertThat(errors()).contains("/dev/zero").contains("not a regular file");
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void run_on_a_pipe_exits_1_at_once_instead_of_waiting_for_a_writer() throws Exception {
        Path fifo = dir.resolve("pipe");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor())
                .isZero();
        assertThat(run(fifo)).isEqualTo(1);
        assertThat(errors()).contains(fifo.toString()).contains("not a regular file");
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void a_board_that_is_a_device_is_refused_with_its_line() throws Exception {
        assertThat(run(commands("game long-cours board=/dev/urandom Ann Bob Cid\n")))
                .isEqualTo(1);
        assertThat(errors()).startsWith("line 1: ").contains("/dev/urandom").contains("not a regular file");
    }

    @Test
    void a_board_file_past_the_size_cap_is_refused_without_being_read() throws Exception {
        Path huge = dir.resolve("huge.json");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(3L * 1024 * 1024 * 1024); // sparse: 3 GB that take no room
        }
        assertThat(run(commands("game long-cours board=huge.json Ann Bob Cid\n")))
                .isEqualTo(1);
        assertThat(errors()).startsWith("line 1: ").contains("huge.json").contains("too big");
    }

    @Test
    void a_command_file_that_is_not_utf8_is_a_syntax_refusal_with_its_line_number() throws Exception {
        Path latin1 = dir.resolve("latin1.txt");
        Files.write(latin1, "game long-cours Ann Bob Cid\n# à bientôt\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThat(run(latin1)).isEqualTo(2);
        assertThat(errors()).startsWith("line 2: SYNTAX: ").contains("UTF-8");
    }

    @Test
    void a_byte_order_mark_and_lone_cr_line_ends_read_the_same_in_run_and_on_the_screen() throws Exception {
        Path file = dir.resolve("mac.caissier");
        Files.writeString(
                file,
                "\uFEFF# caissier journal 1\rgame long-cours Ann Bob Cid\rplace Ann Marseille\r",
                StandardCharsets.UTF_8);
        assertThat(run(file)).as(errors()).isZero();
        try (Session<?, ?> s = Session.open(file, Wiring.games())) {
            assertThat(s.history()).hasSize(1);
            assertThat(s.warnings()).isEmpty();
        }
    }
}
