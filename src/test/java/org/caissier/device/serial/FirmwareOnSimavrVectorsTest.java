package org.caissier.device.serial;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.caissier.device.protocol.Canonical;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.LineAssembler;
import org.caissier.device.protocol.ProtocolVectorsTest;
import org.caissier.device.protocol.ProtocolVectorsTest.Vector;
import org.caissier.device.protocol.Result;
import org.caissier.device.protocol.Sentence;
import org.caissier.testing.Needs;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shared test vectors on the wire to the Uno image in simavr, as a terminal would type them: every host
 * sentence of {@code valid.txt} is obeyed, every box sentence is ignored, and line noise and every line of
 * {@code invalid.txt} get exactly the answer PROTOCOL.md section 7 gives, as the program's own line assembler
 * reads the same bytes. After each one a ping checks that the box is still in step.
 */
@Tag("serial")
// .ci/run leaves these out of its main run and runs them once, through their documented command (make sim-test)
@Tag("simavr")
@Needs(Needs.Tool.SIMAVR)
class FirmwareOnSimavrVectorsTest {
    static final String HELLO = "HEL proto=1 firmware=1.0.0 dice=2 buttons=6 box=CB-0001";

    @TempDir
    Path dir;

    SimulatedUno uno;
    RawSerialLine line;
    int markers;

    @BeforeAll
    static void build() throws Exception {
        SimulatedUno.build();
    }

    @BeforeEach
    void plugIn() throws Exception {
        uno = new SimulatedUno(dir);
        line = new RawSerialLine(uno.port());
        answersTo(""); // whatever the box said before the port was opened
    }

    @AfterEach
    void unplug() throws Exception {
        if (line != null) {
            line.close();
        }
        if (uno != null) {
            uno.close();
        }
    }

    /** Writes the bytes, then a ping; returns what the box said before the pong, heartbeats left out. */
    List<String> answersTo(String bytes) {
        String token = "m" + ++markers;
        line.write(bytes + Codec.encode(new Sentence.Ping(token)));
        List<String> said = new ArrayList<>();
        while (true) {
            Result r = line.next();
            if (r instanceof Result.Decoded d
                    && d.sentence() instanceof Sentence.Pong p
                    && p.token().equals(token)) {
                return said;
            }
            if (!(r instanceof Result.Decoded d && d.sentence() instanceof Sentence.Heartbeat)) {
                said.add(Canonical.render(r));
            }
        }
    }

    /** The next line from the box that is not a heartbeat. */
    String nextBesidesHeartbeats() {
        while (true) {
            Result r = line.next();
            if (!(r instanceof Result.Decoded d && d.sentence() instanceof Sentence.Heartbeat)) {
                return Canonical.render(r);
            }
        }
    }

    static List<Vector> vectors(String file) throws Exception {
        List<Vector> all = ProtocolVectorsTest.load().stream()
                .filter(v -> Path.of(v.source()).getFileName().toString().equals(file))
                .toList();
        assertThat(all).as(file).isNotEmpty();
        return all;
    }

    @Test
    void every_host_sentence_of_the_valid_vectors_is_obeyed_and_every_box_sentence_is_ignored() throws Exception {
        int lit = 0;
        for (Vector v : vectors("valid.txt")) {
            Sentence s = ((Result.Decoded) Codec.decode(v.line())).sentence();
            List<String> said = answersTo(v.line() + "\r\n");
            String what = v.line() + " (" + v.source() + ":" + v.lineNo() + ")";
            if (s instanceof Sentence.FromDevice) {
                assertThat(said).as("answer to the box's own sentence " + what).isEmpty();
            } else if (s instanceof Sentence.Query) {
                assertThat(said).as(what).containsExactly(HELLO);
            } else if (s instanceof Sentence.Ack) {
                assertThat(said).as(what).isEmpty();
            } else if (s instanceof Sentence.Ping p) {
                assertThat(said).as(what).containsExactly("PON token=" + p.token());
            } else if (s instanceof Sentence.Beep b) {
                assertThat(said).as(what).isEmpty();
                long ms = Long.parseLong(uno.await("beep ").after("beep "));
                // tone() counts half periods of a pitch rounded to the timer: 2 s of 2.2 kHz last 1989 ms
                assertThat(ms)
                        .as("beep of " + what + ", simulated ms")
                        .isCloseTo((long) b.millis(), within(Math.max(1L, b.millis() / 100L)));
            } else if (s instanceof Sentence.Light l && l.seat() > 6) {
                assertThat(said).as(what + " on a box of 6 seats").containsExactly("ERR code=FLD detail=CBLIT");
            } else if (s instanceof Sentence.Light l) {
                assertThat(said).as(what).isEmpty();
                if (l.seat() > 0) {
                    assertThat(uno.await("led " + l.seat() + " ").what())
                            .as(what)
                            .isEqualTo("led " + l.seat() + " on");
                } else if (lit > 0) {
                    assertThat(uno.await("led " + lit + " ").what()).as(what).isEqualTo("led " + lit + " off");
                }
                lit = l.seat();
            } else if (s instanceof Sentence.Roll r) {
                assertThat(said).as(what).isEmpty();
                String dice = nextBesidesHeartbeats();
                assertThat(dice)
                        .as(what)
                        .matches("DIC seq=\\d+ roll=" + r.rollId() + " faces=[1-6](,[1-6]){" + (r.count() - 1) + "}");
                String shown = uno.await("display ").what();
                for (String next = shown; !next.startsWith("tx $CBDIC"); ) {
                    shown = next;
                    next = uno.await(x ->
                                    x.what().startsWith("display ") || x.what().startsWith("tx $CBDIC"))
                            .what();
                }
                String faces = dice.substring(dice.indexOf("faces=") + "faces=".length());
                assertThat(faces + ",0")
                        .as("the digits show the first two dice of " + what)
                        .startsWith(shown.substring("display ".length()));
                int seq = Integer.parseInt(dice.substring("DIC seq=".length(), dice.indexOf(' ', "DIC seq=".length())));
                assertThat(answersTo(Codec.encode(new Sentence.Ack(seq)))).isEmpty();
            }
        }
        List<String> sentVerbatim = new ArrayList<>(uno.sent());
        sentVerbatim.retainAll(vectors("valid.txt").stream().map(Vector::line).toList());
        assertThat(sentVerbatim)
                .as("vectors of valid.txt the box sent byte for byte")
                .contains("$CBHEL,1,1.0.0,2,6,CB-0001*45", "$CBHBT,0,0*5F", "$CBERR,FLD,CBLIT*5A", "$CBPON,abc*1C");
        for (String sent : uno.sent()) {
            assertThat(Codec.decode(sent)).as("a line the box sent: " + sent).isInstanceOf(Result.Decoded.class);
        }
    }

    @Test
    void line_noise_and_every_invalid_vector_get_the_answer_of_section_7_and_the_box_stays_in_step() throws Exception {
        byte[] noise = new byte[600];
        new Random(15).nextBytes(noise);
        String garbage = new String(noise, StandardCharsets.ISO_8859_1) + "\r\n";
        assertThat(answersTo(garbage)).as("answers to line noise").isEqualTo(expectedAnswers(garbage));
        for (Vector v : vectors("invalid.txt")) {
            String bytes = v.line() + "\r\n";
            assertThat(answersTo(bytes))
                    .as(v.line() + " (" + v.source() + ":" + v.lineNo() + ", " + v.expected() + ")")
                    .isEqualTo(expectedAnswers(bytes));
        }
    }

    /**
     * What a box must answer to these bytes (heartbeats aside), from the program's reading of them: an ERR with
     * the code of section 7 and the address for a refused line, nothing for a line that is one of the box's own
     * sentences, a hello for a query, a pong for a ping.
     */
    static List<String> expectedAnswers(String bytes) {
        List<String> expected = new ArrayList<>();
        byte[] raw = bytes.getBytes(StandardCharsets.ISO_8859_1);
        new LineAssembler().feed(raw, 0, raw.length, r -> {
            if (r instanceof Result.Dropped d) {
                String address = address(d.line());
                if (!List.of("CBHEL", "CBDIC", "CBBTN", "CBHBT", "CBERR", "CBPON")
                        .contains(address)) {
                    expected.add("ERR code=" + d.error().deviceCode() + " detail=" + address);
                }
            } else {
                Sentence s = ((Result.Decoded) r).sentence();
                if (s instanceof Sentence.Query) {
                    expected.add(HELLO);
                } else if (s instanceof Sentence.Ping p) {
                    expected.add("PON token=" + p.token());
                } else {
                    assertThat(s)
                            .as("a sentence the box answers in another way")
                            .isInstanceOfAny(Sentence.FromDevice.class, Sentence.Ack.class);
                }
            }
        });
        return expected;
    }

    /** Up to five characters after the '$', as the box quotes a refused line: printable, not '$', '*' or ','. */
    static String address(String line) {
        StringBuilder a = new StringBuilder();
        for (int i = 1; i < line.length() && a.length() < 5; i++) {
            char c = line.charAt(i);
            if (c < 0x20 || c > 0x7E || c == '$' || c == '*' || c == ',') {
                break;
            }
            a.append(c);
        }
        return a.toString();
    }
}
