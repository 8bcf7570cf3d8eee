package org.caissier.device;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.Result;
import org.caissier.device.protocol.Sentence;
import org.junit.jupiter.api.Test;

/**
 * Issue 26, item 7: a box that restarted numbers its presses from 1 again. After a HEL, a heartbeat whose last
 * event is behind the last one applied tells it (PROTOCOL.md §5), even when its uptime is larger than the last
 * one seen; so does a saved game whose last noted press is ahead of the box's count (a game resumed next week).
 */
class BoxRestartTest {
    private final List<Sentence.FromHost> sent = new ArrayList<>();
    private final List<BoxEvent> pressed = new ArrayList<>();
    private final BoxLink link = new BoxLink(
            sent::add,
            new BoxListener() {
                @Override
                public void buttonPressed(int seat, boolean longPress, BoxEvent event) {
                    pressed.add(event);
                }
            },
            () -> 0L);

    private void box(Sentence.FromDevice s) {
        link.received(new Result.Decoded(s));
    }

    @Test
    void a_heartbeat_behind_the_last_press_applied_after_a_hello_means_the_box_restarted() {
        link.portOpened();
        box(new Sentence.Hello(1, "1.0", 2, 6, "B1"));
        box(new Sentence.Heartbeat(0, 5));
        for (int seq = 1; seq <= 5; seq++) {
            box(new Sentence.Button(seq, 2, false));
        }
        // The box ran elsewhere (its uptime grew past the last one seen) and counts from 1 again.
        box(new Sentence.Hello(1, "1.0", 2, 6, "B1"));
        box(new Sentence.Heartbeat(2, 600));
        box(new Sentence.Button(3, 4, false));
        assertThat(pressed).hasSize(6);
        assertThat(pressed.get(5)).isEqualTo(new BoxEvent("B1", 3, 600, 2));
        assertThat(link.status().duplicates()).isZero();
    }

    /** The shared vector the firmware's restart test produces (test_box.cpp), against 5 presses applied. */
    @Test
    void the_shared_restart_vector_makes_the_host_forget_what_it_applied() throws Exception {
        String vector = Files.readAllLines(Path.of("firmware-protocol", "test-vectors", "valid.txt")).stream()
                .filter(l -> l.endsWith("\tHBT last=1 uptime=3"))
                .findFirst()
                .orElseThrow();
        link.portOpened();
        box(new Sentence.Hello(1, "1.0", 2, 6, "B1"));
        box(new Sentence.Heartbeat(0, 0));
        for (int seq = 1; seq <= 5; seq++) {
            box(new Sentence.Button(seq, 2, false));
        }
        box(new Sentence.Hello(1, "1.0", 2, 6, "B1"));
        link.received(Codec.decode(vector.substring(0, vector.indexOf('\t')) + "\r\n"));
        box(new Sentence.Button(1, 2, false));
        assertThat(pressed).hasSize(6);
        assertThat(pressed.get(5).seq()).isEqualTo(1);
    }

    @Test
    void the_same_box_resending_after_a_hello_is_still_recognised() {
        link.portOpened();
        box(new Sentence.Hello(1, "1.0", 2, 6, "B1"));
        box(new Sentence.Heartbeat(0, 5));
        box(new Sentence.Button(1, 2, false));
        box(new Sentence.Hello(1, "1.0", 2, 6, "B1"));
        box(new Sentence.Heartbeat(1, 9));
        box(new Sentence.Button(1, 2, false)); // resent: already applied
        assertThat(pressed).hasSize(1);
        assertThat(link.status().duplicates()).isEqualTo(1);
    }

    @Test
    void a_game_resumed_with_a_box_that_restarted_plays_its_presses() {
        List<String> notes = List.of("box B1 seq=50 up=3000");
        // A week later the box has been up longer than then, and has counted to 2 since it started.
        assertThat(BoxNote.saved(notes, new BoxEvent("B1", 3, 4000, 2))).isFalse();
        assertThat(BoxNote.saved(notes, new BoxEvent("B1", 1, 4000, 0))).isFalse();
    }

    @Test
    void a_press_saved_before_a_crash_is_still_recognised_when_the_box_did_not_restart() {
        List<String> notes = List.of("box B1 seq=50 up=3000");
        assertThat(BoxNote.saved(notes, new BoxEvent("B1", 50, 3010, 52))).isTrue();
        assertThat(BoxNote.saved(notes, new BoxEvent("B1", 49, 3010, 50))).isTrue();
        assertThat(BoxNote.saved(notes, new BoxEvent("B1", 51, 3010, 52))).isFalse();
    }
}
