package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.EventQueue;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.ui.PistesUi;
import org.caissier.table.GameModule;
import org.caissier.table.Seats;
import org.caissier.table.Session;
import org.caissier.table.StartedGame;
import org.caissier.testing.GuiTest;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.kit.AppSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Start in a new-game dialog (or a Cup match sailed from its event) starts the game from its line, which reads its
 * board, event table or crews file: that read must not run on the screen's thread, where a slow disk would freeze
 * the window. The Pistes module here notes the thread it starts on, and off the EDT it waits until the EDT has
 * handled an event, which only a screen thread that still answers does. Opening a saved game, which starts the game
 * from its line and replays it, is watched the same way. (The timeout only turns a hang into a failure; nothing is
 * timed.)
 */
@GuiTest
class StartReadsOffTheEdtGuiTest {
    @TempDir
    Path home;

    private final List<String> startedOn = new CopyOnWriteArrayList<>();
    /** What the window does meanwhile, on the EDT, while the game starts on the worker. */
    private Runnable meanwhile = () -> {};

    /** Pistes as it is, noting where its start (which reads the event table) runs. */
    private final class Watched implements GameModule<PistesState, PistesCommand> {
        private final GameModule<PistesState, PistesCommand> real =
                PistesUi.plugin().module();

        @Override
        public String id() {
            return real.id();
        }

        @Override
        public StartedGame<PistesState, PistesCommand> start(List<String> words, Path baseDir) {
            if (EventQueue.isDispatchThread()) {
                startedOn.add("the EDT");
            } else {
                CountDownLatch screenAnswered = new CountDownLatch(1);
                EventQueue.invokeLater(() -> {
                    meanwhile.run();
                    screenAnswered.countDown();
                });
                try {
                    screenAnswered.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                startedOn.add("a worker, the window answering");
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

    private final GameRegistry registry = new GameRegistry(List.of(new GamePlugin<>(
            new Watched(), PistesUi.plugin().screens(), PistesUi.plugin().boxDefaults())));

    private MainWindow window() {
        return GuiActionRunner.execute(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(Locale.ENGLISH);
            return new MainWindow(settings, registry);
        });
    }

    @Test
    @Timeout(60)
    void starting_a_game_reads_its_files_on_a_worker_while_the_window_answers() {
        MainWindow frame = window();
        try {
            boolean started = GuiActionRunner.execute(() -> frame.startGame("game pistes Ann Bob"));

            assertThat(started).isTrue();
            assertThat(startedOn).containsExactly("a worker, the window answering");
            assertThat(GuiActionRunner.execute(
                            () -> frame.session().map(s -> s.gameId()).orElse("none")))
                    .isEqualTo("pistes");
        } finally {
            GuiActionRunner.execute(frame::dispose);
        }
    }

    /**
     * Opening a saved game replays its journal (starting the game from its line first) on a worker too; opening
     * it again meanwhile does nothing (the game would otherwise be "open elsewhere", by this very window).
     */
    @Test
    @Timeout(60)
    void opening_a_saved_game_replays_it_on_a_worker_while_the_window_answers() throws Exception {
        Path journal = home.resolve("saved.caissier");
        try (Session<?, ?> saved = Session.create(journal, registry.games().startNew("game pistes Ann Bob", null))) {
            assertThat(saved.gameId()).isEqualTo("pistes");
        }
        startedOn.clear();
        MainWindow frame = window();
        List<Boolean> secondClick = new CopyOnWriteArrayList<>();
        meanwhile = () -> secondClick.add(frame.openGame(journal)); // Resume clicked again during the replay
        try {
            boolean opened = GuiActionRunner.execute(() -> frame.openGame(journal));

            assertThat(opened).isTrue();
            assertThat(startedOn).containsExactly("a worker, the window answering");
            assertThat(secondClick)
                    .as("the second opening, while the first replays")
                    .containsExactly(false);
            assertThat(GuiActionRunner.execute(
                            () -> frame.session().map(s -> s.file()).orElse(null)))
                    .isEqualTo(journal);
        } finally {
            GuiActionRunner.execute(frame::dispose);
        }
    }
}
