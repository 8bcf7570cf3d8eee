package org.caissier.device;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.caissier.device.protocol.Result;
import org.caissier.device.protocol.Sentence;
import org.junit.jupiter.api.Test;

/** PROTOCOL.md §5: an event is acknowledged only once it was handled (its command saved), never before. */
class AcknowledgeAfterSaveTest {
    private final List<Sentence.FromHost> sent = new ArrayList<>();
    private final List<BoxListener.Acknowledgement> handlers = new ArrayList<>();
    private final List<BoxEvent> pressed = new ArrayList<>();

    /** A listener that, like the screen, handles presses later (on another thread). */
    private final BoxListener later = new BoxListener() {
        @Override
        public void buttonPressed(int seat, boolean longPress, BoxEvent event) {
            pressed.add(event);
        }

        @Override
        public void afterEvent(Acknowledgement acknowledgement) {
            handlers.add(acknowledgement);
        }
    };

    private final BoxLink link = new BoxLink(sent::add, later, () -> 0L);

    private void box(Sentence.FromDevice s) {
        link.received(new Result.Decoded(s));
    }

    private void connect() {
        link.portOpened();
        box(new Sentence.Hello(1, "1.0", 2, 6, "B1"));
        box(new Sentence.Heartbeat(0, 5));
        sent.clear();
    }

    @Test
    void a_press_is_acknowledged_only_after_it_was_handled() {
        connect();
        box(new Sentence.Button(1, 3, false));
        assertThat(pressed).containsExactly(new BoxEvent("B1", 1, 5, 0));
        assertThat(sent)
                .as("nothing acknowledged while the press is being saved")
                .isEmpty();

        handlers.remove(0).saved();
        assertThat(sent).containsExactly(new Sentence.Ack(1));
    }

    @Test
    void a_press_sent_again_while_still_being_saved_is_not_acknowledged_for_it() {
        connect();
        box(new Sentence.Button(1, 3, false));
        handlers.remove(0).saved();
        box(new Sentence.Button(2, 4, false));
        sent.clear();
        box(new Sentence.Button(2, 4, false)); // resent after a reconnect, press 2 not saved yet
        assertThat(sent).as("only the saved press 1 is acknowledged").containsExactly(new Sentence.Ack(1));
        assertThat(pressed).hasSize(2);
    }

    @Test
    void a_press_handled_while_the_link_is_down_is_acknowledged_once_it_is_back() {
        connect();
        box(new Sentence.Button(1, 3, false));
        link.portClosed("unplugged");
        handlers.remove(0).saved();
        assertThat(sent).isEmpty();
        link.portOpened();
        box(new Sentence.Hello(1, "1.0", 2, 6, "B1"));
        sent.clear();
        link.tick();
        assertThat(sent).containsExactly(new Sentence.Ack(1));
    }
}
