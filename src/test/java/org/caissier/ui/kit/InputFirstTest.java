package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import org.junit.jupiter.api.Test;

/**
 * Issue 26, item 8: under a flood of presses a typed key waits for at most the one press being saved, never for
 * every press queued before it; the box's tasks keep their order, and input held down cannot stop them.
 */
class InputFirstTest {
    /** The event queue, played by hand: what runs, in order, one event at a time. */
    private final Queue<Runnable> events = new ArrayDeque<>();

    private final List<String> ran = new ArrayList<>();
    private int keysWaiting;
    private final InputFirst box = new InputFirst(events::add, () -> keysWaiting > 0);

    private void key() {
        keysWaiting++;
        events.add(() -> {
            keysWaiting--;
            ran.add("key");
        });
    }

    private void runAll() {
        while (!events.isEmpty()) {
            events.poll().run();
        }
    }

    @Test
    void a_key_typed_behind_four_queued_presses_runs_before_them_and_the_presses_keep_their_order() {
        for (int i = 1; i <= 4; i++) {
            int press = i;
            box.execute(() -> ran.add("press " + press));
        }
        events.poll().run(); // the first press is being saved when the key comes
        key();
        runAll();
        assertThat(ran).containsExactly("press 1", "key", "press 2", "press 3", "press 4");
    }

    @Test
    void one_task_per_event_so_input_that_comes_between_two_presses_goes_first() {
        box.execute(() -> ran.add("press 1"));
        box.execute(() -> ran.add("press 2"));
        assertThat(events).as("one turn posted for both").hasSize(1);
        events.poll().run();
        assertThat(ran).containsExactly("press 1");
        key();
        runAll();
        assertThat(ran).containsExactly("press 1", "key", "press 2");
    }

    @Test
    void input_that_never_stops_delays_a_press_a_few_turns_only() {
        InputFirst flooded = new InputFirst(events::add, () -> true); // a key held down: input always waiting
        flooded.execute(() -> ran.add("press"));
        int turns = 0;
        while (ran.isEmpty() && turns < 100) {
            events.poll().run();
            turns++;
        }
        assertThat(ran).containsExactly("press");
        assertThat(turns).isEqualTo(InputFirst.MAX_YIELDS + 1);
    }

    @Test
    void a_task_that_fails_does_not_stop_the_ones_after_it() {
        box.execute(() -> {
            throw new IllegalStateException("a press the screen could not show");
        });
        box.execute(() -> ran.add("press 2"));
        try {
            events.poll().run();
        } catch (IllegalStateException expected) {
            ran.add("failed");
        }
        runAll();
        assertThat(ran).containsExactly("failed", "press 2");
    }
}
