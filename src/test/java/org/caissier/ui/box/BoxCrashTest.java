package org.caissier.ui.box;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.caissier.device.BoxEvent;
import org.caissier.device.BoxNote;
import org.caissier.device.SimulatedBox;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.Sentence;
import org.caissier.table.JournalFile;
import org.caissier.table.Session;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * PROTOCOL.md §5 across crashes: the simulated box presses buttons while the program (a child JVM) handles them,
 * and the program is killed (SIGKILL) at seeded points. After each restart and handshake the box sends again what
 * was not acknowledged; at the end every press the box sent is in the journal exactly once.
 */
class BoxCrashTest {
    private static final int ROUNDS = 8;

    @TempDir
    Path dir;

    private OutputStream toProgram;

    @Test
    void every_press_the_box_sent_is_in_the_journal_exactly_once_however_the_program_is_killed() throws Exception {
        Path journal = dir.resolve("box.caissier");
        Random random = new Random(20261123L);
        SimulatedBox box = new SimulatedBox(SimulatedBox.defaultIdentity(), new Random(7), () -> 0L, this::send);
        List<Integer> pressed = new ArrayList<>();
        for (int round = 1; round <= ROUNDS + 1; round++) {
            boolean last = round > ROUNDS;
            Process program = start(journal, round);
            try (BufferedReader said =
                    new BufferedReader(new InputStreamReader(program.getInputStream(), StandardCharsets.US_ASCII))) {
                toProgram = program.getOutputStream();
                box.received(Codec.decode(said.readLine() + "\r\n")); // the program's QRY: HEL, HBT, then the replay
                int replayed = box.unacknowledged();
                int presses = last ? 0 : 1 + random.nextInt(12);
                for (int i = 0; i < presses; i++) {
                    int seat = 1 + random.nextInt(6);
                    pressed.add(seat);
                    box.press(seat, false);
                }
                int acksToRead = last ? Integer.MAX_VALUE : random.nextInt(replayed + presses + 1);
                int acks = 0;
                while (acks < acksToRead && !(last && box.unacknowledged() == 0)) {
                    String line = said.readLine();
                    assertThat(line)
                            .as(
                                    "round %d: the program stopped by itself: %s",
                                    round, Files.readString(dir.resolve("child-" + round + ".err")))
                            .isNotNull();
                    if (line.contains("ACK")) {
                        acks++;
                    }
                    box.received(Codec.decode(line + "\r\n"));
                }
                if (last) {
                    toProgram.close();
                    assertThat(program.waitFor()).isZero();
                }
            } finally {
                program.destroyForcibly();
                program.waitFor();
            }
        }

        assertThat(box.unacknowledged()).as("the box has nothing left to send").isZero();
        JournalFile read = JournalFile.read(journal);
        assertThat(read.entries())
                .extracting(JournalFile.Entry::text)
                .as("one command per press, in order")
                .isEqualTo(pressed.stream().map(seat -> "add Ann " + seat).toList());
        try (Session<?, ?> session = Session.open(journal, CounterGame.games())) {
            assertThat(session.notes())
                    .as("each press noted once, by its sequence number")
                    .isEqualTo(IntStream.rangeClosed(1, pressed.size())
                            .mapToObj(seq -> BoxNote.of(
                                    new BoxEvent(SimulatedBox.defaultIdentity().boxId(), seq, 0)))
                            .toList());
            assertThat(((CounterState) session.state()).score("Ann"))
                    .isEqualTo(pressed.stream().mapToInt(Integer::intValue).sum());
        }
    }

    private void send(Sentence.FromDevice sentence) {
        try {
            toProgram.write(Codec.encode(sentence).getBytes(StandardCharsets.US_ASCII));
            toProgram.flush();
        } catch (IOException e) {
            // the program was killed while the box was talking: the box keeps what was not acknowledged
            if (!e.getMessage().contains("Broken pipe") && !e.getMessage().contains("Stream closed")) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private Process start(Path journal, int round) throws IOException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return new ProcessBuilder(
                        java.toString(), "-cp", testClassPath(), BoxCrashChild.class.getName(), journal.toString())
                .redirectError(dir.resolve("child-" + round + ".err").toFile())
                .start();
    }

    private static String testClassPath() {
        return List.of(System.getProperty("surefire.test.class.path", ""), System.getProperty("java.class.path"))
                .stream()
                .filter(s -> !s.isBlank())
                .findFirst()
                .orElseThrow();
    }
}
