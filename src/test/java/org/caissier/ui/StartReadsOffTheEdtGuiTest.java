package org.caissier.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.EventQueue;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.pistes.ui.PistesUi;
import org.caissier.table.GameModule;
import org.caissier.table.Seats;
import org.caissier.table.StartedGame;
import org.caissier.testing.GuiTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Start in a new-game dialog (or a Cup match sailed from its event) starts the game from its line, which reads its
 * board, event table or crews file: that read must not run on the screen's thread, where a slow disk would freeze
 * the window. The Pistes module here notes the thread it starts on, and off the EDT it waits until the EDT has
 * handled an event, which only a screen thread that still answers does. (The timeout only turns a hang into a
 * failure; nothing is timed.)
 */
@GuiTest
class StartReadsOffTheEdtGuiTest {
    @TempDir
    Path home;
    private final List<String> startedOn = new CopyOnWriteArrayList<>();
    private final CountDownLatch screenAnswered = new CountDownLatch(1);

    /** Pistes as it is, noting where its start (which reads the event table) runs. */
    private final class Watched implements GameModule {
        private final GameModule real = PistesUi.plugin().module();

        @Override
        public String id() {
            return real.id();
        }

        @Override
        public StartedGame<?, ?> start(List<String> words, Path baseDir) {
            if (EventQueue.isDispatchThread()) {
                startedOn.add("the EDT");
            } else {
                startedOn.add("a worker");
                EventQueue.invokeLater(screenAnswered::countDown);
                try {
                    screenAnswered.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return real.start(words, baseDir);
        }

        @Override
        public int rulesVersion() {
            return real.rulesVersion();
        }

        @Override
        public Seats seats() {
            return real.seats();
        }
    }

    @Test
    @Timeout(60)
    void starting_a_game_reads_its_files_on_a_worker_while_the_window_answers() {
        MainWindow frame = GuiActionRunner.execute(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(Locale.ENGLISH);
            GamePlugin pistes = PistesUi.plugin();
            return new MainWindow(settings, new GameRegistry(List.of(
                    new GamePlugin(new Watched(), pistes.screens(), pistes.boxDefaults()))));
        });
        try {
            boolean started = GuiActionRunner.execute(() -> frame.startGame("game pistes Ann Bob"));

            assertThat(started).isTrue();
            assertThat(startedOn).containsExactly("a worker");
            assertThat(screenAnswered.getCount()).as("the window answered while the file was read").isZero();
            assertThat(GuiActionRunner.execute(() -> frame.session().map(s -> s.gameId()).orElse("none")))
                    .isEqualTo("pistes");
        } finally {
            GuiActionRunner.execute(frame::dispose);
        }
    }
}
