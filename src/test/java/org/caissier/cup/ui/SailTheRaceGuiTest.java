package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.core.KeyPressInfo.keyCode;
import static org.assertj.swing.data.TableCell.row;

import java.awt.Dimension;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.app.Wiring;
import org.caissier.table.Session;
import org.caissier.testing.GuiTest;
import org.caissier.testing.Robots;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A regatta race sailed with the assistant from the regatta's "sail the race" button: the boats' marks by key, the
 * finishing order scored into the regatta, the finish undone and redone with the regatta's line following it, and
 * an undo refused once the regatta has moved on.
 */
@GuiTest
@SuppressWarnings("deprecation") // AssertJ Swing reads the old modifier masks
class SailTheRaceGuiTest {
    @TempDir
    Path home;

    private Robot robot;
    private FrameFixture window;

    @BeforeEach
    void open() {
        robot = Robots.newRobot();
        MainWindow frame = GuiActionRunner.execute(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(Locale.ENGLISH);
            Theme.apply(false, 14);
            return new MainWindow(settings, Wiring.registry());
        });
        window = new FrameFixture(robot, frame);
        window.show(new Dimension(1280, 860));
        ShownWindow.ensureReceivesInput(window);
    }

    @AfterEach
    void close() {
        window.cleanUp();
    }

    @Test
    void ac_reg_1_sail_the_race_scores_the_regatta_and_undoing_the_finish_takes_its_line_back() throws Exception {
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-cup-regatta").click();
        DialogFixture dialog = WindowFinder.findDialog("newCupRegattaDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        dialog.textBox("playerName1").enterText("Ann");
        dialog.textBox("playerName2").enterText("Bob");
        dialog.textBox("playerName3").enterText("Cid\n");
        ShownWindow.afterDialogClosed(window);
        Path regatta = file("cup-regatta.caissier");

        window.button("sailRace").click();
        window.panel("cupMatchView").requireVisible();
        for (int seat : new int[] {3, 1, 2}) { // Cid, Ann, Bob: five buoys and the finish each
            for (int leg = 1; leg <= 6; leg++) {
                window.pressAndReleaseKey(keyCode(KeyEvent.VK_0 + seat).modifiers(InputEvent.ALT_MASK));
            }
        }
        window.label("matchHeadline").requireText("Cid wins — Scored in the event: Cid, Ann, Bob, in that order");
        assertThat(Files.readAllLines(regatta)).contains("race Cid Ann Bob");

        window.menuItem("menuUndo").click();
        assertThat(window.label("matchHeadline").text()).doesNotContain("Scored");
        assertThat(Files.readAllLines(regatta))
                .contains("#undone race Cid Ann Bob")
                .doesNotContain("race Cid Ann Bob");

        window.menuItem("menuRedo").click();
        window.label("matchHeadline").requireText("Cid wins — Scored in the event: Cid, Ann, Bob, in that order");
        assertThat(Files.readAllLines(regatta))
                .containsOnlyOnce("race Cid Ann Bob")
                .noneMatch(l -> l.startsWith("#undone"));

        // the regatta moves on (its next race entered elsewhere): the finish can no longer be taken back
        try (Session<?, ?> event = Session.open(regatta, Wiring.games())) {
            event.submit("race Ann Bob Cid");
        }
        window.menuItem("menuUndo").click();
        assertThat(window.label("feedback").text()).contains("The finish stays: the event has had another line since");
        window.label("matchHeadline").requireText("Cid wins — Scored in the event: Cid, Ann, Bob, in that order");
        assertThat(Files.readAllLines(regatta)).containsSubsequence("race Cid Ann Bob", "race Ann Bob Cid");

        window.button("matchBack").click();
        window.table("seriesTable").requireCellValue(row(0).column(1), "Ann");
        window.label("raceTitle").requireText("Race 3: crews in finishing order");
    }

    private Path file(String suffix) throws Exception {
        try (Stream<Path> files = Files.list(home.resolve("games"))) {
            List<Path> all = files.filter(p -> p.toString().endsWith(suffix)).toList();
            assertThat(all).hasSize(1);
            return all.get(0);
        }
    }
}
