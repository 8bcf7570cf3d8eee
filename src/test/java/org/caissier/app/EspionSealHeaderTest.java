package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.caissier.app.SealAttack.PIN;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.caissier.table.LineSeal;
import org.caissier.table.Pin;
import org.caissier.table.SealException;
import org.caissier.table.Session;
import org.junit.jupiter.api.Test;

/**
 * The seal's header and the PIN's ways in: a sealing line asking for hours of work refused before anything is
 * derived, a cost lowered by hand opening nothing and sealing nothing cheaper, an older header within bounds still
 * opening; {@code run} reading the PIN from its first line of input or from a file; and a journal kept as written
 * giving the route with the PIN only.
 */
class EspionSealHeaderTest extends SealAttacks {
    @Test
    void a_header_asking_for_too_much_work_is_refused_at_once_and_nothing_is_derived() throws Exception {
        for (String asked : List.of(
                "argon2id m=99999999 t=3 p=1",
                "argon2id m=65536 t=11 p=1",
                "argon2id m=65536 t=3 p=5",
                "argon2id m=4 t=1 p=1",
                "argon2id m=16 t=1 p=4",
                "pbkdf2-hmac-sha256 iterations=999999999",
                "pbkdf2-hmac-sha256 iterations=600001",
                "scrypt n=1048576")) {
            Path file = attack.journal();
            String text = Files.readString(file);
            Files.writeString(file, text.replaceFirst("argon2id m=8 t=1 p=1", asked));
            int header = Files.readAllLines(file)
                            .indexOf(LineSeal.headerIn(Files.readAllLines(file)).orElseThrow())
                    + 1;
            attack.refusedAsSeal(file, false, header);
            attack.refusedAsSeal(file, true, header);
            Files.delete(file);
        }
    }

    /**
     * A sealing line's cost is part of the key: lowered by hand, the same PIN derives another key, which the check
     * refuses before any line is read. So a cheaper header weakens nothing already sealed, and nothing is sealed
     * under it (every sealed line is written with the key that opened the check). The verdict is the wrong PIN's,
     * the file is left as it was, and without the PIN its public lines open as before: the header is only bounded.
     */
    @Test
    void a_saved_game_s_cost_lowered_by_hand_opens_nothing_with_the_pin_and_seals_nothing_cheaper() throws Exception {
        Path file = dir.resolve("espion-argon2id.caissier");
        Files.copy(Path.of("src/test/resources/golden/espion-argon2id.caissier"), file);
        String pin = "24681012"; // the golden save's (GoldenJournalsTest)
        assertThat(attack.run("run", file.toString())).as(attack.errors()).isZero();
        String publicState = attack.output();
        Files.writeString(file, Files.readString(file).replace("argon2id m=65536 t=3 p=1", "argon2id m=8 t=1 p=1"));
        byte[] lowered = Files.readAllBytes(file);

        assertThat(attack.run("run", "--pin", pin, file.toString())).isEqualTo(1);
        assertThat(attack.errors()).contains("wrong PIN").doesNotContain(pin);
        assertThat(attack.output()).isEmpty();
        assertThatThrownBy(() -> Session.open(file, Wiring.games(), Pin.of(pin)).close())
                .isInstanceOf(SealException.class)
                .hasMessageContaining("wrong PIN");
        assertThat(Files.readAllBytes(file))
                .as("a refused file is left as it was")
                .isEqualTo(lowered);

        assertThat(attack.run("run", file.toString())).as(attack.errors()).isZero();
        assertThat(attack.output()).isEqualTo(publicState);
        try (Session<?, ?> s = Session.open(file, Wiring.games())) {
            assertThatThrownBy(() -> s.unlock(Pin.of(pin))).hasMessageContaining("wrong PIN");
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(lowered);
    }

    @Test
    void an_older_header_within_bounds_still_opens() {
        assertThat(LineSeal.headerProblem("# sealing pbkdf2-hmac-sha256 iterations=600000 salt=AAAA check=AAAA"))
                .isEmpty();
        assertThat(LineSeal.headerProblem("# sealing pbkdf2-hmac-sha256 iterations=2000 salt=AAAA check=AAAA"))
                .isEmpty();
        assertThat(LineSeal.headerProblem("# sealing argon2id m=262144 t=10 p=4 salt=AAAA check=AAAA"))
                .isEmpty();
    }

    @Test
    void run_reads_the_pin_from_standard_inputs_first_line_or_from_a_file() throws Exception {
        Path file = attack.journal();
        InputStream stdin = new ByteArrayInputStream((PIN + "\nnot read\n").getBytes(StandardCharsets.UTF_8));
        assertThat(attack.run(stdin, "run", "--pin", "-", file.toString()))
                .as(attack.errors())
                .isZero();
        assertThat(attack.output()).contains("\"Guenrouet\"");

        Path pinFile = dir.resolve("pin.txt");
        Files.writeString(pinFile, PIN + "\n");
        assertThat(attack.run("run", "--pin-file", pinFile.toString(), file.toString()))
                .as(attack.errors())
                .isZero();
        assertThat(attack.output()).contains("\"Guenrouet\"");

        assertThat(attack.run(
                        new ByteArrayInputStream("86420136\n".getBytes(StandardCharsets.UTF_8)),
                        "run",
                        "--pin",
                        "-",
                        file.toString()))
                .isEqualTo(1);
        assertThat(attack.errors()).contains("wrong PIN").doesNotContain("86420136");
        assertThat(attack.run("run", "--pin", "-", file.toString())).isEqualTo(1);
        assertThat(attack.errors()).startsWith("--pin: no PIN on the first line");
        assertThat(attack.run("run", "--pin-file", dir.resolve("none.txt").toString(), file.toString()))
                .isEqualTo(1);
        assertThat(attack.errors()).startsWith("--pin-file: ");
        assertThat(attack.run("run", "--pin", PIN, "--pin-file", pinFile.toString(), file.toString()))
                .isEqualTo(1);
    }

    @Test
    void a_journal_kept_as_the_program_wrote_it_gives_the_route_with_the_pin_and_hides_it_without() throws Exception {
        Path file = attack.journal();
        assertThat(attack.run("run", "--pin", PIN, file.toString()))
                .as(attack.errors())
                .isZero();
        assertThat(attack.output()).contains("\"La Grigonnais\"");
        assertThat(attack.run("run", file.toString())).as(attack.errors()).isZero();
        assertThat(attack.output()).doesNotContain("Grigonnais");
        try (Session<?, ?> s = Session.open(file, Wiring.games(), Pin.of(PIN))) {
            assertThat(s.warnings()).isEmpty();
        }
        assertThat(Optional.of(Files.readString(file))).get().asString().doesNotContain("Grigonnais");
    }
}
