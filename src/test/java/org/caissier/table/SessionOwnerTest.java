package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One thread owns a session and plays on it; others read its snapshots. */
class SessionOwnerTest {
    @TempDir
    Path dir;

    private final ExecutorService other = Executors.newSingleThreadExecutor(r -> new Thread(r, "page-server"));

    @AfterEach
    void stop() {
        other.shutdownNow();
    }

    private Session<CounterState, CounterCommand> create() throws Exception {
        return Session.create(dir.resolve("g.caissier"), new CounterGame().start(List.of("Ann"), dir));
    }

    @Test
    void another_thread_cannot_play_and_changes_nothing() throws Exception {
        try (Session<CounterState, CounterCommand> s = create()) {
            s.submit("add Ann 1");
            List<String> before = Files.readAllLines(s.file());
            Future<?> attempt = other.submit(() -> {
                s.submit("add Ann 5");
                return null;
            });
            assertThatThrownBy(attempt::get)
                    .hasCauseInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("page-server")
                    .hasMessageContaining("snapshot()");
            assertThatThrownBy(() -> other.submit(() -> {
                                s.undo();
                                return null;
                            })
                            .get())
                    .hasCauseInstanceOf(IllegalStateException.class);
            assertThat(s.state().score("Ann")).isEqualTo(1);
            assertThat(Files.readAllLines(s.file())).isEqualTo(before);
        }
    }

    @Test
    void other_threads_read_the_snapshot_published_after_each_change() throws Exception {
        try (Session<CounterState, CounterCommand> s = create()) {
            Session.Snapshot<CounterState, CounterCommand> first = s.snapshot();
            s.submit("add Ann 2");
            s.submit("add Ann 3");
            s.undo();
            Session.Snapshot<CounterState, CounterCommand> seen =
                    CompletableFuture.supplyAsync(s::snapshot, other).get();
            assertThat(seen.state().score("Ann")).isEqualTo(2);
            assertThat(seen.history()).hasSize(2);
            assertThat(seen.canUndo()).isTrue();
            assertThat(seen.canRedo()).isTrue();
            assertThatThrownBy(() -> seen.history().clear()).isInstanceOf(UnsupportedOperationException.class);
            assertThat(first.history()).isEmpty();
            assertThat(first.state().score("Ann")).isZero();
        }
    }

    @Test
    void the_owner_can_hand_the_session_to_another_thread() throws Exception {
        try (Session<CounterState, CounterCommand> s = create()) {
            Thread worker = other.submit(Thread::currentThread).get();
            s.ownedBy(() -> Thread.currentThread() == worker, "page-server");
            other.submit(() -> {
                        s.submit("add Ann 4");
                        return null;
                    })
                    .get();
            assertThat(s.snapshot().state().score("Ann")).isEqualTo(4);
            assertThatThrownBy(() -> s.submit("add Ann 1"))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("belongs to page-server");
        }
    }
}
