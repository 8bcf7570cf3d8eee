package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.assertj.core.api.Assertions;
import org.caissier.table.JournalException;
import org.caissier.table.Pin;
import org.caissier.table.SealKdf;
import org.caissier.table.Session;
import org.caissier.testing.EspionJournals;

/**
 * A sealed Espion journal as the program writes it, for a test to attack with a text editor, and the verdicts of
 * {@code run} and of opening the game on what the attack left.
 */
final class SealAttack {
    static final String PIN = "86420135";
    /** The cheapest Argon2id: the attacks are on the lines, the derivation's cost is in the header. */
    static final SealKdf CHEAP = new SealKdf.Argon2id(8, 1, 1);

    private final Path dir;
    private ByteArrayOutputStream out = new ByteArrayOutputStream();
    private ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** Journals written in {@code dir}. */
    SealAttack(Path dir) {
        this.dir = dir;
    }

    /** The escape game as the program journals it; {@code id} is the game's id on its game line. */
    Path journal(String name, String id) throws Exception {
        return EspionJournals.sealed(
                dir.resolve(name), id, PIN, CHEAP, Path.of("src/test/resources/espion/games/escape.cmd"));
    }

    Path journal() throws Exception {
        return journal("espion.caissier", "a1b2c3d4e5f60718");
    }

    /** The program's command line run with {@code args}, {@code in} its standard input: its exit code. */
    int run(InputStream in, String... args) {
        out = new ByteArrayOutputStream();
        err = new ByteArrayOutputStream();
        return new Launcher(
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        in)
                .launch(List.of(args));
    }

    int run(String... args) {
        return run(new ByteArrayInputStream(new byte[0]), args);
    }

    /** What the last run wrote on its standard error. */
    String errors() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** What the last run wrote on its standard output. */
    String output() {
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The verdict of {@code run} and of opening the game, with the PIN or without: both the same. */
    void refusedAsSeal(Path file, boolean withPin, int line) throws Exception {
        byte[] before = Files.readAllBytes(file);
        int code = withPin ? run("run", "--pin", PIN, file.toString()) : run("run", file.toString());
        assertThat(code).as(errors()).isEqualTo(2);
        assertThat(errors()).startsWith("line " + line + ": ES-SEAL: ");
        assertThat(output()).isEmpty();
        JournalException refused = Assertions.catchThrowableOfType(
                JournalException.class,
                () -> (withPin ? Session.open(file, Wiring.games(), Pin.of(PIN)) : Session.open(file, Wiring.games()))
                        .close());
        assertThat(refused).hasMessageStartingWith("line " + line + ": ES-SEAL: ");
        // On a French screen the same verdict in French, from the bundles.
        assertThat(refused.message(Locale.FRENCH))
                .startsWith("ligne " + line + "\u202F: ES-SEAL\u202F: ")
                .doesNotContain("sealed")
                .doesNotContain("!table.");
        assertThat(Files.readAllBytes(file))
                .as("a refused file is left as it was")
                .isEqualTo(before);
    }

    /** Run and opened without the PIN, both without a word. */
    void accepted(Path file) throws Exception {
        assertThat(run("run", file.toString())).as(errors()).isZero();
        Session.open(file, Wiring.games()).close();
    }

    /** Where the sealed lines stand (0-based indexes into the file's lines). */
    static List<Integer> sealedAt(List<String> lines) {
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("sealed ")) {
                at.add(i);
            }
        }
        return at;
    }

    /** The file's lines with the first one equal to {@code from} replaced by {@code to}. */
    static void replace(Path file, String from, String to) throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int at = lines.indexOf(from);
        assertThat(at).as(from).isNotNegative();
        lines.set(at, to);
        Files.write(file, lines);
    }

    /** The 1-based line of the first sealed line after the line {@code text}. */
    static int nextSealedAfter(Path file, String text) throws Exception {
        List<String> lines = Files.readAllLines(file);
        int from = lines.indexOf(text);
        return sealedAt(lines).stream().filter(i -> i > from).findFirst().orElseThrow() + 1;
    }
}
