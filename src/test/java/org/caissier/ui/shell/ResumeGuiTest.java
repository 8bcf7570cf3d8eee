package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Robots;
import org.junit.jupiter.api.Test;

/** The Resume button names the game to go on with, not its file: the game, the players, how far, the day. */
@GuiTest
class ResumeGuiTest extends MainWindows.ShownLater {
    private static final String TODAY = LocalDate.now().format(DateTimeFormatter.ofPattern("d MMM", Locale.ENGLISH));

    @Test
    void a_long_cours_game_is_resumed_by_its_players_round_and_day_even_after_a_new_start() {
        window = MainWindows.show(Robots.newRobot(), home);
        start("game long-cours Ann Bob Cid");
        play(
                "place Ann Marseille",
                "end Ann",
                "place Bob Londres",
                "end Bob",
                "place Cid \"San Francisco\"",
                "end Cid");
        window.menuItem("menuClose").click();
        window.button("resume").requireText("Resume Long Cours, Ann Bob Cid, round 2, " + TODAY);
        window.cleanUp();

        window = MainWindows.show(Robots.newRobot(), home);
        window.button("resume")
                .requireText("Resume Long Cours, Ann Bob Cid, round 2, " + TODAY)
                .click();
        window.label("turnLabel").requireText("Round 2 — Ann to play");
    }

    @Test
    void every_game_says_how_far_it_has_gone() {
        window = MainWindows.show(Robots.newRobot(), home);
        start("game pistes Ann Bob");
        window.menuItem("menuClose").click();
        window.button("resume").requireText("Resume Pistes, Ann Bob, round 1, " + TODAY);

        start("game cup-regatta Kiwi Luna");
        window.menuItem("menuClose").click();
        window.button("resume").requireText("Resume America's Cup regatta, Kiwi Luna, no race sailed, " + TODAY);

        start("game espion Anna Bruno");
        window.menuItem("menuClose").click();
        assertThat(window.button("resume").text()).startsWith("Resume Espion, Anna Bruno, turn ");
    }

    private void start(String line) {
        assertThat(GuiActionRunner.execute(() -> ((MainWindow) window.target()).startGame(line)))
                .isTrue();
    }

    private void play(String... lines) {
        for (String line : lines) {
            assertThat(GuiActionRunner.execute(() -> ((MainWindow) window.target()).play(line)))
                    .as(line)
                    .isTrue();
        }
    }
}
