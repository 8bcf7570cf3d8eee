package org.caissier.ui.box;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.Executor;
import org.caissier.device.ButtonMapping;
import org.caissier.device.LinkStatus;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DiceSource;
import org.caissier.table.VirtualDice;
import org.junit.jupiter.api.Test;

/**
 * Letting the box go (Box → Disconnect, closing the window, a connect to another port) stops its port thread,
 * which can take seconds: that wait must never run on the screen's thread. Here the screen's thread and the worker
 * are queues the test runs by hand, and a link's stop only counts; whatever {@code disconnect} runs in place would
 * run on the EDT.
 */
class BoxLetGoOffTheEdtTest {
    private final Queue<Runnable> edt = new ArrayDeque<>();
    private final Queue<Runnable> worker = new ArrayDeque<>();
    private final List<FakeLink> opened = new ArrayList<>();
    private final Host host = new Host();
    private boolean stopEnds = true;
    private final BoxSession box = new BoxSession(
            host,
            edt::add,
            (settings, listener, executor) -> {
                FakeLink link = new FakeLink(settings.port());
                opened.add(link);
                return link;
            },
            gameId -> ButtonMapping.standard(),
            (delayMs, task) -> () -> {},
            (Executor) worker::add);

    @Test
    void disconnecting_stops_the_port_thread_on_the_worker_and_says_disconnecting_then_disconnected() {
        box.connect("/dev/ttyACM0");
        box.connected(null);
        assertThat(host.dice.origin()).isEqualTo(DiceOrigin.BOX);

        box.disconnect();

        assertThat(opened.get(0).stops)
                .as("port thread stops waited for on the EDT")
                .isZero();
        assertThat(host.dice.origin()).as("the dice given back at once").isEqualTo(DiceOrigin.VIRTUAL);
        assertThat(box.active()).isFalse();
        assertThat(text()).isEqualTo("Box: disconnecting…");

        runAll(worker);
        assertThat(opened.get(0).stops).isEqualTo(1);
        assertThat(text()).as("told on the EDT, not by the worker").isEqualTo("Box: disconnecting…");
        runAll(edt);
        assertThat(text()).isEqualTo("Box: disconnected");
        assertThat(BoxStatusText.alarming(box)).isFalse();
    }

    @Test
    void a_connect_while_the_old_link_is_let_go_opens_its_port_only_once_the_old_one_is_gone() {
        box.connect("auto");
        box.connect("/dev/ttyACM1");

        assertThat(opened).extracting(l -> l.port).as("ports opened").containsExactly("auto");
        assertThat(box.active()).isTrue();
        assertThat(text()).isEqualTo("Box: disconnecting…");

        runAll(worker);
        assertThat(opened).hasSize(1);
        runAll(edt);
        assertThat(opened).extracting(l -> l.port).containsExactly("auto", "/dev/ttyACM1");
        assertThat(opened.get(0).stops).isEqualTo(1);
        assertThat(text()).isEqualTo("Box: searching on /dev/ttyACM1");
    }

    @Test
    void a_connect_given_up_before_the_old_link_is_gone_opens_nothing() {
        box.connect("auto");
        box.connect("/dev/ttyACM1");
        box.disconnect();
        runAll(worker);
        runAll(edt);

        assertThat(opened).hasSize(1);
        assertThat(box.active()).isFalse();
        assertThat(text()).isEqualTo("Box: disconnected");
    }

    @Test
    void a_port_thread_that_does_not_end_is_said_in_red() {
        stopEnds = false;
        box.connect("/dev/ttyACM0");
        box.disconnect();
        runAll(worker);
        runAll(edt);

        assertThat(text()).isEqualTo("Box: the port did not let go (unplug the box)");
        assertThat(BoxStatusText.alarming(box)).isTrue();
    }

    private String text() {
        return BoxStatusText.of(host.messages(), box);
    }

    private static void runAll(Queue<Runnable> tasks) {
        for (Runnable t = tasks.poll(); t != null; t = tasks.poll()) {
            t.run();
        }
    }

    private final class FakeLink implements BoxSession.Link {
        final String port;
        int stops;

        FakeLink(String port) {
            this.port = port;
        }

        @Override
        public LinkStatus status() {
            return new LinkStatus(LinkStatus.State.SEARCHING, port, 0, 0, 0, 0);
        }

        @Override
        public int roll(int count) {
            return 1;
        }

        @Override
        public void light(int seat) {}

        @Override
        public void beep(int millis) {}

        @Override
        public void close() {
            stop();
        }

        @Override
        public boolean stop() {
            stops++;
            return stopEnds;
        }
    }

    private static final class Host implements BoxHost {
        DiceSource dice = new VirtualDice();

        @Override
        public DiceSource currentDice() {
            return dice;
        }

        @Override
        public void useDice(DiceSource source) {
            dice = source;
        }

        @Override
        public Optional<String> gameId() {
            return Optional.empty();
        }

        @Override
        public PressResult boxAction(String actionId, int seat) {
            return PressResult.ignored();
        }

        @Override
        public int seatToLight() {
            return 0;
        }

        @Override
        public void boxStatusChanged() {}
    }
}
