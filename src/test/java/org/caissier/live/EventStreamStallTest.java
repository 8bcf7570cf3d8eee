package org.caissier.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.Test;

/**
 * Issue 26, item 10: an event-stream client that never reads. Its buffer fills, the write under way never
 * ends, and the server's own heartbeat must not keep it open: after the patience it is dropped. Issue 36, item 2:
 * one that reads but whose page never says it is alive is dropped after the same patience.
 */
class EventStreamStallTest {
    private final List<Callback> writes = new ArrayList<>();
    private final List<Throwable> failed = new ArrayList<>();
    private int gone;
    private String last;

    private final Response network = new Response.Wrapper(null, null) {
        @Override
        public void write(boolean end, ByteBuffer content, Callback callback) {
            writes.add(callback);
            last = content == null
                    ? null
                    : StandardCharsets.UTF_8.decode(content).toString();
        }
    };
    private final EventStream stream = new EventStream(network, Callback.from(() -> {}, failed::add), () -> gone++);

    @Test
    void a_stream_whose_write_never_ends_is_dropped_after_its_patience() {
        stream.send(EventStream.event(1));
        stream.beat(2);
        stream.beat(2);
        assertThat(gone).isZero();
        stream.beat(2);
        assertThat(gone).as("dropped from the list").isEqualTo(1);
        assertThat(failed).as("its request ends, closing the connection").hasSize(1);
        assertThat(writes).hasSize(1);
    }

    @Test
    void a_stream_that_reads_stays_however_long_it_lasts() {
        stream.send(EventStream.event(1));
        for (int i = 0; i < 20; i++) {
            writes.remove(0).succeeded();
            stream.alive();
            stream.beat(2);
        }
        assertThat(gone).isZero();
        assertThat(failed).isEmpty();
    }

    @Test
    void a_stream_that_reads_but_whose_page_never_says_it_is_alive_is_dropped_after_its_patience() {
        stream.send(EventStream.event(1));
        for (int i = 0; i < 2; i++) {
            writes.remove(0).succeeded();
            stream.beat(2);
        }
        assertThat(gone).isZero();
        writes.remove(0).succeeded();
        stream.beat(2);
        assertThat(gone).as("dropped although it read every heartbeat").isEqualTo(1);
        assertThat(failed).singleElement().satisfies(why -> assertThat(why).hasMessageContaining("alive"));
    }

    @Test
    void a_stream_that_ends_with_the_server_says_so_last() {
        stream.send(EventStream.event(1));
        stream.end();
        writes.remove(0).succeeded();
        assertThat(gone).isEqualTo(1);
        assertThat(last).isEqualTo(EventStream.CLOSED);
    }
}
