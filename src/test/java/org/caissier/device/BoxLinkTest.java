package org.caissier.device;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.caissier.device.LinkStatus.State;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.DecodeError;
import org.caissier.device.protocol.Result;
import org.caissier.device.protocol.Sentence;
import org.junit.jupiter.api.Test;

class BoxLinkTest {
    final Wire wire = new Wire();

    @Test
    void opening_the_port_sends_a_query_and_the_hello_connects() {
        wire.link.portOpened();
        assertThat(wire.hostSent).containsExactly("$CBQRY*5B");
        assertThat(wire.host.last().state()).isEqualTo(State.SEARCHING);
        wire.pump();
        assertThat(wire.link.status().state()).isEqualTo(State.CONNECTED);
        assertThat(wire.host.connections).containsExactly(SimulatedBox.defaultIdentity());
    }

    @Test
    void a_box_with_another_protocol_version_is_reported_and_ignored() {
        Wire old = new Wire(2);
        old.connect();
        assertThat(old.link.status().state()).isEqualTo(State.VERSION_MISMATCH);
        assertThat(old.link.status().detail()).contains("protocol 2");
        old.box.press(3, false);
        old.pump();
        assertThat(old.host.events).isEmpty();
        assertThat(old.host.connections).isEmpty();
    }

    @Test
    void the_query_is_repeated_every_second_until_a_box_answers() {
        wire.boxToHost = false;
        wire.connect();
        wire.advance(3000);
        assertThat(wire.sentences("QRY")).isEqualTo(4);
        wire.boxToHost = true;
        wire.advance(1000);
        assertThat(wire.link.status().state()).isEqualTo(State.CONNECTED);
    }

    @Test
    void every_event_is_acknowledged_and_delivered_once() {
        wire.connect();
        wire.box.press(2, false);
        wire.box.press(5, true);
        wire.box.rollButton();
        wire.pump();
        assertThat(wire.host.events).hasSize(3).startsWith("press 2", "press 5 long");
        assertThat(wire.host.events.get(2)).matches("dice 0 \\[\\d, \\d]");
        assertThat(wire.sentences("ACK")).isEqualTo(3);
        assertThat(wire.box.unacknowledged()).isZero();
    }

    @Test
    void events_replayed_after_a_reconnection_are_not_delivered_twice_but_acknowledged_again() {
        wire.connect();
        wire.hostToBox = false; // acknowledgements lost: the box keeps the events
        wire.box.press(1, false);
        wire.box.press(2, false);
        wire.pump();
        assertThat(wire.box.unacknowledged()).isEqualTo(2);
        wire.hostToBox = true;
        wire.link.portClosed("unplugged");
        wire.connect();
        assertThat(wire.host.events).containsExactly("press 1", "press 2");
        assertThat(wire.link.status().duplicates()).isEqualTo(2);
        assertThat(wire.box.unacknowledged()).isZero();
    }

    @Test
    void events_lost_on_the_way_are_counted_as_a_gap_and_never_invented() {
        wire.connect();
        wire.box.press(1, false);
        wire.pump();
        wire.link.received(Codec.decode(Wire.line(new Sentence.Button(4, 6, false))));
        assertThat(wire.host.events).containsExactly("press 1", "press 6");
        assertThat(wire.link.status().gaps()).isEqualTo(2);
    }

    @Test
    void a_roll_answered_twice_under_two_numbers_is_applied_once() {
        wire.connect();
        int id = wire.link.roll(2);
        wire.pump();
        wire.link.received(Codec.decode(Wire.line(new Sentence.Dice(50, id, List.of(1, 2)))));
        assertThat(wire.host.events).hasSize(1);
        assertThat(wire.link.status().duplicates()).isEqualTo(1);
    }

    @Test
    void a_hello_on_the_same_line_does_not_ask_again_for_a_roll_already_sent() {
        wire.connect();
        wire.hostToBox = false;
        wire.link.roll(2);
        wire.pump();
        wire.hostToBox = true;
        wire.box.hello();
        wire.pump();
        assertThat(wire.sentences("ROL")).isEqualTo(1);
    }

    @Test
    void a_roll_forgotten_by_a_box_that_restarted_on_the_same_line_is_asked_again() {
        wire.connect();
        wire.advance(2000);
        wire.hostToBox = false; // the box takes the roll, then restarts before answering: as good as never sent
        int id = wire.link.roll(2);
        wire.pump();
        wire.hostToBox = true;
        wire.link.received(Codec.decode(Wire.line(new Sentence.Hello(1, "1.0.0-sim", 2, 6, "SIM-0001"))));
        wire.link.received(Codec.decode(Wire.line(new Sentence.Heartbeat(0, 0))));
        wire.pump();
        assertThat(wire.sentences("ROL")).isEqualTo(2);
        assertThat(wire.host.events).singleElement().asString().startsWith("dice " + id + " ");
    }

    @Test
    void sequence_numbers_wrap_from_65535_to_1_without_looking_like_duplicates() {
        wire.connect();
        wire.link.received(Codec.decode(Wire.line(new Sentence.Button(65535, 1, false))));
        wire.link.received(Codec.decode(Wire.line(new Sentence.Button(1, 2, false))));
        wire.link.received(Codec.decode(Wire.line(new Sentence.Button(65535, 1, false))));
        assertThat(wire.host.events).containsExactly("press 1", "press 2");
        assertThat(wire.link.status().gaps()).isZero();
        assertThat(wire.link.status().duplicates()).isEqualTo(1);
    }

    @Test
    void a_restarted_box_counting_from_1_again_is_not_mistaken_for_repeats() {
        wire.connect();
        for (int i = 0; i < 5; i++) {
            wire.box.press(1, false);
        }
        wire.pump();
        wire.link.received(Codec.decode(Wire.line(new Sentence.Heartbeat(0, 0))));
        wire.link.received(Codec.decode(Wire.line(new Sentence.Button(1, 3, false))));
        assertThat(wire.host.events).endsWith("press 3");
    }

    @Test
    void another_box_plugged_in_starts_its_own_numbering() {
        wire.connect();
        for (int i = 0; i < 5; i++) {
            wire.box.press(1, false);
        }
        wire.pump();
        wire.link.received(Codec.decode(Wire.line(new Sentence.Hello(1, "1.0.0", 2, 6, "OTHER-BOX"))));
        wire.link.received(Codec.decode(Wire.line(new Sentence.Button(1, 4, false))));
        assertThat(wire.host.events).endsWith("press 4");
        assertThat(wire.link.status().duplicates()).isZero();
    }

    @Test
    void dropped_lines_and_box_error_reports_are_counted() {
        wire.connect();
        wire.link.received(new Result.Dropped(DecodeError.BAD_CHECKSUM, "$CBQRY*00", "checksum"));
        wire.link.received(Codec.decode(Wire.line(new Sentence.Error("CHK", "bad-checksum"))));
        assertThat(wire.link.status().errors()).isEqualTo(1);
        assertThat(wire.link.status().boxErrors()).isEqualTo(1);
        assertThat(wire.host.last().errors()).isEqualTo(1);
    }

    @Test
    void events_arriving_before_the_handshake_are_left_for_the_replay() {
        wire.link.portOpened();
        wire.link.received(Codec.decode(Wire.line(new Sentence.Button(1, 3, false))));
        assertThat(wire.host.events).isEmpty();
        assertThat(wire.sentences("ACK")).isZero();
    }

    @Test
    void a_silent_box_is_disconnected_after_the_timeout_and_found_again_when_it_speaks() {
        wire.connect();
        wire.advance(5000);
        assertThat(wire.link.status().state()).isEqualTo(State.CONNECTED);
        wire.boxToHost = false;
        wire.advance(3000);
        assertThat(wire.link.status().state()).isEqualTo(State.CONNECTED);
        wire.advance(1000);
        assertThat(wire.link.status().state()).isEqualTo(State.DISCONNECTED);
        assertThat(wire.link.status().detail()).contains("silent");
        wire.boxToHost = true;
        wire.advance(1000);
        assertThat(wire.link.status().state()).isEqualTo(State.CONNECTED);
    }

    @Test
    void a_roll_request_gets_its_roll_id_back_with_the_faces() {
        wire.connect();
        int first = wire.link.roll(2);
        int second = wire.link.roll(3);
        wire.pump();
        assertThat(first).isEqualTo(1);
        assertThat(second).isEqualTo(2);
        assertThat(wire.host.events).hasSize(2).allMatch(e -> e.startsWith("dice "));
        assertThat(wire.host.events.get(1)).startsWith("dice 2 [").matches("dice 2 \\[\\d, \\d, \\d]");
        assertThat(wire.link.pendingRolls()).isEmpty();
    }

    @Test
    void a_roll_asked_before_the_box_is_found_is_sent_after_the_handshake() {
        int id = wire.link.roll(2);
        assertThat(wire.sentences("ROL")).isZero();
        wire.connect();
        wire.advance(1000); // the first heartbeat ends the replay
        assertThat(wire.host.events).singleElement().asString().startsWith("dice " + id + " ");
    }

    @Test
    void a_roll_lost_with_the_cable_is_asked_again_and_answered_once() {
        wire.connect();
        wire.hostToBox = false;
        int id = wire.link.roll(2);
        wire.pump();
        wire.hostToBox = true;
        wire.link.portClosed("unplugged");
        wire.connect();
        wire.advance(1000);
        assertThat(wire.host.events).singleElement().asString().startsWith("dice " + id + " ");
        wire.advance(3000);
        assertThat(wire.host.events).hasSize(1);
    }

    @Test
    void a_roll_answered_while_the_acknowledgement_was_lost_is_not_rolled_again() {
        wire.connect();
        wire.hostToBox = true;
        wire.boxToHost = false;
        wire.link.roll(2);
        wire.pump();
        wire.boxToHost = true;
        wire.link.portClosed("unplugged");
        wire.connect();
        wire.advance(2000);
        assertThat(wire.host.events).hasSize(1);
        assertThat(wire.sentences("ROL")).isEqualTo(1);
    }

    @Test
    void statuses_tell_the_screen_every_step() {
        wire.connect();
        wire.link.portClosed("unplugged");
        assertThat(wire.host.statuses)
                .extracting(LinkStatus::state)
                .containsExactly(State.SEARCHING, State.CONNECTED, State.DISCONNECTED);
        assertThat(List.of(wire.link.status().detail())).containsExactly("unplugged");
    }
}
