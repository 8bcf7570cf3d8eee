package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Window;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.swing.JMenuItem;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.ui.LongCoursUi;
import org.caissier.pistes.ui.PistesUi;
import org.caissier.table.Session;
import org.caissier.testing.GuiTest;
import org.caissier.testing.Robots;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.game.GameUi;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.Theme;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game's Game menu items receive the open session when it is a game of their kind (the Cup's "export results"
 * needs its state), and nothing on the first screen or in another game.
 */
@GuiTest
class GameMenuGuiTest {
    @TempDir
    Path home;

    private Robot robot;
    private FrameFixture window;
    private final List<String> received = new ArrayList<>();

    /** Long Cours's screens with one more Game menu item, which tells what it was given. */
    private final class Reporting implements GameUi<LongCoursState, LongCoursCommand> {
        private final GameUi<LongCoursState, LongCoursCommand> real =
                LongCoursUi.plugin().screens();

        @Override
        public String gameId() {
            return real.gameId();
        }

        @Override
        public String displayName(Messages messages) {
            return real.displayName(messages);
        }

        @Override
        public Optional<String> askNewGame(Window owner, UiContext context) {
            return real.askNewGame(owner, context);
        }

        @Override
        public List<JMenuItem> gameMenuItems(UiContext context, Optional<Session<?, ?>> openGame) {
            JMenuItem report = new JMenuItem("Report");
            report.setName("menuReport");
            report.addActionListener(e -> received.add(openGame.map(s -> s.gameId() + " "
                            + s.history().size() + " " + s.file().getFileName())
                    .orElse("none")));
            return List.of(report);
        }

        @Override
        public GameView open(
                Session<LongCoursState, LongCoursCommand> session,
                GameContext<LongCoursState, LongCoursCommand> context) {
            return real.open(session, context);
        }
    }

    @BeforeEach
    void open() {
        robot = Robots.newRobot();
        MainWindow frame = GuiActionRunner.execute(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(Locale.ENGLISH);
            Theme.apply(false, 14);
            GamePlugin<LongCoursState, LongCoursCommand> lc = LongCoursUi.plugin();
            return new MainWindow(
                    settings,
                    new GameRegistry(List.of(
                            new GamePlugin<>(lc.module(), new Reporting(), lc.boxDefaults()), PistesUi.plugin())));
        });
        window = new FrameFixture(robot, frame);
        window.show(new Dimension(1280, 860));
        ShownWindow.ensureReceivesInput(window);
    }

    @AfterEach
    void close() {
        window.cleanUp();
    }

    private MainWindow frame() {
        return (MainWindow) window.target();
    }

    @Test
    void the_item_gets_the_open_game_of_its_kind_and_nothing_otherwise() {
        window.menuItem("menuReport").click();
        assertThat(GuiActionRunner.execute(() -> frame().startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        assertThat(GuiActionRunner.execute(() -> frame().play("place Ann Marseille")))
                .isTrue();
        window.menuItem("menuReport").click();
        String file = GuiActionRunner.execute(
                () -> frame().session().orElseThrow().file().getFileName().toString());
        assertThat(GuiActionRunner.execute(() -> frame().startGame("game pistes Ann Bob")))
                .isTrue();
        window.menuItem("menuReport").click();
        assertThat(received).containsExactly("none", "long-cours 1 " + file, "none");
    }
}
