package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.Test;

/** Hidden information on the counter game: a secret number written down sealed, read back only with the PIN. */
class SealedLinesTest extends CounterSessions {
    private static final String SECRET = "4711931";
    private static final Pin PIN = Pin.of("24681012");
    private static final Pin WRONG = Pin.of("24681013");

    static SecureRandom seeded(long seed) {
        try {
            SecureRandom random = SecureRandom.getInstance("SHA1PRNG");
            random.setSeed(seed);
            return random;
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    static LineSeal fastSeal(Pin pin, long seed) {
        // The least memory and passes keep the tests quick; the cost is in the header, so reading is unchanged.
        return LineSeal.create(pin, seeded(seed), new SealKdf.Argon2id(8, 1, 1));
    }

    /** Ann and Bob; Ann writes down the secret, sealed; then Bob scores 2 in clear. */
    private Session<CounterState, CounterCommand> playedGame() throws IOException {
        LineSeal seal = fastSeal(PIN, 1);
        Session<CounterState, CounterCommand> s =
                Session.create(file(), new CounterGame().start(List.of("Ann", "Bob"), dir), seal);
        opened.add(s);
        s.submitSealed(new CounterCommand.Secret("Ann", Integer.parseInt(SECRET)), seal);
        s.submit("add Bob 2");
        return s;
    }

    @SuppressWarnings("unchecked")
    private Session<CounterState, CounterCommand> reopen(Pin pin) throws Exception {
        Session<?, ?> s = pin == null
                ? Session.open(file(), CounterGame.games())
                : Session.open(file(), CounterGame.games(), pin);
        opened.add(s);
        return (Session<CounterState, CounterCommand>) s;
    }

    private void closeAll() throws IOException {
        closeSessions();
        opened.clear();
    }

    @Test
    void the_file_never_holds_the_secret_in_clear_and_the_session_that_sealed_it_knows_it() throws Exception {
        Session<CounterState, CounterCommand> s = playedGame();
        String bytes = Files.readString(file(), StandardCharsets.ISO_8859_1);
        assertThat(bytes)
                .doesNotContain(SECRET)
                .doesNotContain("secret Ann")
                .contains("\nsealed ")
                .contains(LineSeal.HEADER + "argon2id m=8 t=1 p=1 salt=");
        assertThat(s.state().secrets()).containsExactly(OptionalInt.of(Integer.parseInt(SECRET)));
        assertThat(s.state().scores()).containsEntry("Bob", 2);
    }

    @Test
    void replayed_with_the_pin_the_secret_is_back_and_told_only_to_its_seat() throws Exception {
        playedGame();
        closeAll();
        Session<CounterState, CounterCommand> s = reopen(PIN);
        assertThat(s.state().secrets()).containsExactly(OptionalInt.of(Integer.parseInt(SECRET)));
        Step<CounterState, CounterCommand> step = s.history().get(0);
        assertThat(s.describe(step, Locale.ENGLISH, Audience.seat("ann"))).contains(SECRET);
        assertThat(s.describe(step, Locale.ENGLISH)).isEqualTo("a player writes down a secret");
        assertThat(s.describe(step, Locale.ENGLISH, Audience.seat("Bob"))).doesNotContain(SECRET);
    }

    @Test
    void without_the_pin_the_public_lines_replay_and_the_secret_is_known_to_have_happened_but_not_shown()
            throws Exception {
        playedGame();
        closeAll();
        Session<CounterState, CounterCommand> s = reopen(null);
        assertThat(s.state().secrets()).containsExactly(OptionalInt.empty());
        assertThat(s.state().scores()).containsEntry("Bob", 2);
        assertThat(s.history()).hasSize(2);
        for (Step<CounterState, CounterCommand> step : s.history()) {
            assertThat(s.describe(step, Locale.ENGLISH, Audience.seat("Ann"))).doesNotContain(SECRET);
        }
        assertThat(s.describe(s.history().get(0), Locale.FRENCH)).isEqualTo("un joueur note un secret");
        s.submit("add Ann 1");
        closeAll();
        assertThat(reopen(PIN).state())
                .isEqualTo(new CounterState(
                        Map.of("Ann", 1, "Bob", 2), List.of(OptionalInt.of(Integer.parseInt(SECRET)))));
    }

    @Test
    void the_public_state_hides_a_secret_even_from_a_session_that_knows_it() throws Exception {
        Session<CounterState, CounterCommand> s = playedGame();
        assertThat(s.publicState().secrets()).containsExactly(OptionalInt.empty());
        assertThat(s.publicState().scores()).isEqualTo(s.state().scores());
    }

    @Test
    void a_wrong_pin_reads_nothing_and_changes_nothing() throws Exception {
        playedGame();
        closeAll();
        byte[] before = Files.readAllBytes(file());
        assertThatThrownBy(() -> reopen(WRONG))
                .isInstanceOf(SealException.class)
                .hasMessageContaining("wrong PIN")
                .satisfies(e -> assertThat(((SealException) e).line()).isZero());
        assertThat(Files.readAllBytes(file())).isEqualTo(before);
        Session<CounterState, CounterCommand> s = reopen(null);
        assertThatThrownBy(() -> s.unlock(WRONG)).isInstanceOf(SealException.class);
        assertThat(s.unlock(PIN).headerLine()).isEqualTo(s.sealingLine().orElseThrow());
    }

    @Test
    void a_tampered_sealed_line_is_refused_with_its_line_number_and_the_file_left_alone() throws Exception {
        playedGame();
        closeAll();
        List<String> lines = new ArrayList<>(Files.readAllLines(file()));
        int at = lines.indexOf(
                lines.stream().filter(l -> l.startsWith("sealed ")).findFirst().orElseThrow());
        char[] chars = lines.get(at).toCharArray();
        int flip = chars.length - 5;
        chars[flip] = chars[flip] == 'A' ? 'B' : 'A';
        lines.set(at, new String(chars));
        Files.write(file(), lines);
        byte[] before = Files.readAllBytes(file());
        assertThatThrownBy(() -> reopen(PIN))
                .isInstanceOf(JournalException.class)
                .hasMessage("line " + (at + 1) + ": CT-SEAL: this sealed line was not written here: copied, moved, "
                        + "changed or taken from another game");
        assertThat(Files.readAllBytes(file())).isEqualTo(before);
    }

    @Test
    void a_secret_line_in_clear_is_refused_and_nothing_is_written() throws Exception {
        Session<CounterState, CounterCommand> s = playedGame();
        byte[] before = Files.readAllBytes(file());
        assertThatThrownBy(() -> s.submit("secret Bob 12"))
                .isInstanceOf(RuleViolation.class)
                .extracting(e -> ((RuleViolation) e).ruleId())
                .isEqualTo("CT-SEAL");
        assertThat(Files.readAllBytes(file())).isEqualTo(before);
        assertThat(s.state().secrets()).hasSize(1);
    }

    @Test
    void a_key_from_another_journal_cannot_seal_into_this_one() throws Exception {
        Session<CounterState, CounterCommand> s = playedGame();
        LineSeal other = fastSeal(PIN, 2);
        assertThatThrownBy(() -> s.submitSealed(new CounterCommand.Secret("Bob", 3), other))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(s.history()).hasSize(2);
    }

    @Test
    void a_sealed_line_is_undone_only_with_its_seats_key_and_stays_sealed_through_undo_and_redo() throws Exception {
        Session<CounterState, CounterCommand> s = playedGame();
        byte[] before = Files.readAllBytes(file());
        assertThatThrownBy(() -> s.undoFrom(0))
                .isInstanceOfSatisfying(
                        RuleViolation.class, v -> assertThat(v.ruleId()).isEqualTo("CT-SEAL"));
        assertThatThrownBy(() -> s.undoFrom(0, fastSeal(PIN, 2))).isInstanceOf(IllegalArgumentException.class);
        assertThat(Files.readAllBytes(file())).isEqualTo(before);
        s.undo();
        assertThat(s.state().scores()).containsEntry("Bob", 0);
        s.redo();
        s.undoFrom(0, s.unlock(PIN));
        assertThat(Files.readString(file())).doesNotContain(SECRET).contains("#undone sealed ");
        assertThat(s.describe(s.history().get(0), Locale.ENGLISH)).isEqualTo("a secret line");
        assertThatThrownBy(s::redo)
                .isInstanceOfSatisfying(
                        RuleViolation.class, v -> assertThat(v.english()).contains("only with its player's PIN"));
        s.redo(s.unlock(PIN));
        assertThat(s.state().secrets()).containsExactly(OptionalInt.of(Integer.parseInt(SECRET)));
        assertThat(Files.readString(file())).doesNotContain(SECRET);
    }

    @Test
    void each_line_gets_a_fresh_nonce_and_the_same_pin_and_randomness_give_the_same_key() throws Exception {
        LineSeal seal = fastSeal(PIN, 7);
        SealPlace place = new SealPlace("g1", 1, "secret", true);
        assertThat(seal.seal("secret Ann 1", place)).isNotEqualTo(seal.seal("secret Ann 1", place));
        assertThat(fastSeal(PIN, 7).headerLine()).isEqualTo(seal.headerLine());
        assertThat(fastSeal(PIN, 8).headerLine()).isNotEqualTo(seal.headerLine());
        LineSeal reader = LineSeal.unlock(PIN, seal.headerLine(), seeded(9));
        assertThat(reader.open(seal.seal("secret Ann 1", place), place)).contains("secret Ann 1");
    }

    @Test
    void the_default_key_derivation_is_argon2id_with_64_mib_3_passes_1_lane_on_a_16_byte_salt() throws Exception {
        LineSeal seal = LineSeal.create(PIN, seeded(3));
        assertThat(seal.headerLine()).startsWith(LineSeal.HEADER + "argon2id m=65536 t=3 p=1 salt=");
        String salt = seal.headerLine().replaceAll(".* salt=(\\S+) .*", "$1");
        assertThat(Base64.getDecoder().decode(salt)).hasSize(16);
        SealPlace place = new SealPlace("", 1, "secret", true);
        assertThat(LineSeal.unlock(PIN, seal.headerLine(), seeded(4)).open(seal.seal("x", place), place))
                .contains("x");
    }

    @Test
    void a_new_game_takes_a_pin_of_eight_digits_or_more() {
        assertThatThrownBy(() -> LineSeal.create(Pin.of("1234567"), seeded(1), new SealKdf.Argon2id(8, 1, 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 8 digits");
        assertThat(LineSeal.create(Pin.of("12345678"), seeded(1), new SealKdf.Argon2id(8, 1, 1))
                        .headerLine())
                .startsWith(LineSeal.HEADER + "argon2id ");
    }

    @Test
    void a_pin_is_at_least_six_digits_and_never_printed() {
        assertThatThrownBy(() -> Pin.of("12345")).hasMessageContaining("at least 6 digits");
        assertThatThrownBy(() -> Pin.of("12345a")).hasMessageContaining("digits 0 to 9");
        assertThatThrownBy(() -> Pin.of("１２３４５６")).hasMessageContaining("digits 0 to 9");
        assertThat(Pin.of("123456").toString()).doesNotContain("123456");
    }

    @Test
    void run_reads_the_secret_with_the_pin_reports_it_unknown_without_and_refuses_a_wrong_pin_or_a_changed_line()
            throws Exception {
        playedGame();
        closeAll();
        List<String> lines = Files.readAllLines(file());
        Script script = new Script(CounterGame.games());
        assertThat(script.run(lines, dir, Optional.of(PIN)))
                .isInstanceOfSatisfying(
                        Script.Finished.class,
                        f -> assertThat(f.view().get("secrets")).isEqualTo(List.of(Integer.parseInt(SECRET))));
        assertThat(script.run(lines, dir))
                .isInstanceOfSatisfying(
                        Script.Finished.class,
                        f -> assertThat(f.view().get("secrets")).isEqualTo(Arrays.asList((Object) null)));
        assertThat(script.run(lines, dir, Optional.of(WRONG)))
                .isInstanceOfSatisfying(
                        Script.DataProblem.class, p -> assertThat(p.message()).contains("wrong PIN"));
        List<String> changed = new ArrayList<>(lines);
        int at = changed.indexOf(changed.stream()
                .filter(l -> l.startsWith("sealed "))
                .findFirst()
                .orElseThrow());
        changed.set(at, changed.get(at).substring(0, changed.get(at).length() - 4) + "AAA=");
        assertThat(script.run(changed, dir, Optional.of(PIN)))
                .isInstanceOfSatisfying(
                        Script.Refused.class,
                        r -> assertThat(r.render())
                                .startsWith(
                                        "line " + (at + 1) + ": CT-SEAL: this sealed line was not " + "written here"));
    }

    @Test
    void a_game_started_without_a_pin_takes_one_when_the_first_secret_comes_and_keeps_it() throws Exception {
        Session<CounterState, CounterCommand> s = Session.create(file(), new CounterGame().start(List.of("Ann"), dir));
        opened.add(s);
        s.submit("add Ann 1");
        LineSeal seal = fastSeal(PIN, 5);
        s.adoptSeal(seal);
        s.submitSealed(new CounterCommand.Secret("Ann", 99), seal);
        assertThatThrownBy(() -> s.adoptSeal(fastSeal(WRONG, 6))).isInstanceOf(IllegalStateException.class);
        closeAll();
        JournalFile read = JournalFile.read(file());
        assertThat(read.header()).contains(seal.headerLine());
        assertThat(read.entries()).extracting(JournalFile.Entry::text).first().isEqualTo("add Ann 1");
        assertThat(reopen(PIN).state().secrets()).containsExactly(OptionalInt.of(99));
    }

    @Test
    void a_session_opened_without_the_pin_gives_the_seats_own_state_with_its_key_and_stays_public() throws Exception {
        playedGame();
        closeAll();
        Session<CounterState, CounterCommand> s = reopen(null);
        CounterState known = s.stateWith(s.unlock(PIN));
        assertThat(known.secrets()).containsExactly(OptionalInt.of(Integer.parseInt(SECRET)));
        assertThat(known.scores()).isEqualTo(s.state().scores());
        assertThat(s.state().secrets()).containsExactly(OptionalInt.empty());
    }
}
