package org.caissier.ui.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.caissier.table.DataFileException;
import org.caissier.table.Said;
import org.junit.jupiter.api.Test;

/**
 * A typed path is read once the typing stops, by the worker, and only the answer for the text still typed is
 * shown. Timer, worker and screen thread are the test's queues: nothing runs until the test says.
 */
class PathCheckTest {
    private final List<Runnable> timers = new ArrayList<>();
    private final Deque<Runnable> worker = new ArrayDeque<>();
    private final Deque<Runnable> screen = new ArrayDeque<>();
    private final List<String> reads = new ArrayList<>();
    private final List<String> shown = new ArrayList<>();
    private final PathCheck<Integer> check = new PathCheck<>(
            (delayMs, task) -> {
                timers.add(task);
                return () -> timers.remove(task);
            },
            worker::add,
            screen::add,
            path -> {
                reads.add(path.toString());
                if (path.toString().endsWith(".bad")) {
                    throw new DataFileException(Said.of("table.file.notRegular", path));
                }
                return path.toString().length();
            },
            o -> shown.add(o.state() + " " + o.text()
                    + o.value().map(v -> " " + v).orElse("") + (o.problem() == null ? "" : ": " + o.problem())));

    private void typingStops() {
        List.copyOf(timers).forEach(Runnable::run);
    }

    private static void drain(Deque<Runnable> queue) {
        while (!queue.isEmpty()) {
            queue.poll().run();
        }
    }

    @Test
    void each_key_restarts_the_wait_and_the_file_is_read_once_by_the_worker() {
        for (String typed : List.of("/t", "/ta", "/tab")) {
            check.typed(typed);
        }
        assertThat(timers).hasSize(1);
        typingStops();
        assertThat(reads).as("read on the worker only").isEmpty();
        drain(worker);
        assertThat(reads).containsExactly(Path.of("/tab").toString());
        drain(screen);
        assertThat(shown).last().isEqualTo("READ /tab 4");
        assertThat(check.outcome().value()).contains(4);
    }

    @Test
    void an_answer_for_a_text_no_longer_typed_is_dropped() {
        check.typed("/old.bad");
        typingStops();
        drain(worker);
        check.typed("/new");
        drain(screen);
        assertThat(shown).containsExactly("READING /old.bad", "READING /new");
        typingStops();
        drain(worker);
        drain(screen);
        assertThat(shown).last().isEqualTo("READ /new 4");
    }

    @Test
    void a_refused_file_says_why_and_an_emptied_field_is_the_default_again() {
        check.typed("/x.bad");
        typingStops();
        drain(worker);
        drain(screen);
        assertThat(shown)
                .last()
                .isEqualTo(
                        "REFUSED /x.bad: /x.bad is not a regular file (a folder, a device or a pipe): it cannot be read");
        check.typed("  ");
        assertThat(shown).last().isEqualTo("EMPTY ");
        assertThat(timers).isEmpty();
    }
}
