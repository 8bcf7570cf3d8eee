package org.caissier.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.Test;

/**
 * Issue 26, item 10: an event-stream client that never reads. Its buffer fills, the write under way never
 * ends, and the server's own heartbeat must not keep it open: after the patience it is dropped.
 */
class EventStreamStallTest {
    private final List<Callback> writes = new ArrayList<>();
    private final List<Throwable> failed = new ArrayList<>();
    private int gone;

    private final Response network = new Response.Wrapper(null, null) {
        @Override
        public void write(boolean last, ByteBuffer content, Callback callback) {
            writes.add(callback);
        }
    };
    private final EventStream stream = new EventStream(network, Callback.from(() -> { }, failed::add), () -> gone++);

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
            stream.beat(2);
        }
        assertThat(gone).isZero();
        assertThat(failed).isEmpty();
    }
}
