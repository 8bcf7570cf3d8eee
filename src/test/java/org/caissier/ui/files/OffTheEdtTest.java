package org.caissier.ui.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.EventQueue;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.caissier.table.DataFileException;
import org.caissier.testing.GuiTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Work asked for on the screen's thread is done on the worker while that thread goes on handling events, and its
 * answer or its exception comes back to the caller. Nothing is shown, but the event queue's secondary loop needs the
 * screen's toolkit, so a display. (The timeout only turns a frozen screen thread into a failure; nothing is timed.)
 */
@GuiTest
class OffTheEdtTest {
    private final OffTheEdt offTheEdt = OffTheEdt.onScreen();

    @Test
    @Timeout(30)
    void the_work_runs_off_the_edt_while_the_edt_handles_an_event_and_its_answer_comes_back() throws Exception {
        List<String> seen = new CopyOnWriteArrayList<>();
        CountDownLatch handled = new CountDownLatch(1);
        AtomicReference<String> answer = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> answer.set(offTheEdt.get(() -> {
            seen.add(EventQueue.isDispatchThread() ? "work on the EDT" : "work on a worker");
            if (!EventQueue.isDispatchThread()) {
                // Only a screen thread that still handles events lets this through.
                EventQueue.invokeLater(handled::countDown);
                await(handled);
            }
            return "started";
        })));
        assertThat(seen).containsExactly("work on a worker");
        assertThat(handled.getCount()).isZero();
        assertThat(answer.get()).isEqualTo("started");
    }

    @Test
    @Timeout(30)
    void the_works_exception_is_thrown_again_on_the_edt() throws Exception {
        AtomicReference<Throwable> caught = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                offTheEdt.get(() -> {
                    throw new DataFileException("event table t.json: cannot be read (no such file)", null);
                });
            } catch (RuntimeException e) {
                caught.set(e);
            }
        });
        assertThatThrownBy(() -> {
                    throw caught.get();
                })
                .isInstanceOf(DataFileException.class)
                .hasMessageContaining("t.json");
    }

    @Test
    void off_the_edt_the_work_is_done_in_place() {
        Thread caller = Thread.currentThread();
        assertThat(offTheEdt.get(() -> Thread.currentThread() == caller)).isTrue();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
