package org.caissier.testing;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.EventQueue;
import java.util.concurrent.CountDownLatch;
import org.assertj.swing.exception.WaitTimedOutError;
import org.junit.jupiter.api.Test;

class ScreenThreadTest {
    @Test
    void a_screen_thread_that_never_answers_fails_the_wait_with_what_it_was_doing() throws InterruptedException {
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        EventQueue.invokeLater(() -> holdTheScreen(held, release));
        held.await();
        try {
            assertThatThrownBy(() -> ScreenThread.answers(1))
                    .isInstanceOf(WaitTimedOutError.class)
                    .hasMessageContaining("answered nothing for 1 s")
                    .hasMessageContaining("\"AWT-EventQueue")
                    .hasMessageContaining("holdTheScreen");
        } finally {
            release.countDown();
        }
        ScreenThread.answers();
    }

    private static void holdTheScreen(CountDownLatch held, CountDownLatch release) {
        held.countDown();
        try {
            release.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
