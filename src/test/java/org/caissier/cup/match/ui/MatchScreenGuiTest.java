package org.caissier.cup.match.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.core.KeyPressInfo.keyCode;
import static org.assertj.swing.data.TableCell.row;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JTextComponentFixture;
import org.caissier.app.Wiring;
import org.caissier.table.Games;
import org.caissier.table.Session;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.kit.WrappingLabel;
import org.junit.jupiter.api.Test;

/**
 * A tournament match sailed with the assistant from the screen alone: opened from the tournament's schedule, key
 * posts and start cards typed, a tie redrawn, a start penalty and who starts first by key, a card, the buoys and
 * the finish by key; the finish scores the tournament without anyone typing a result.
 */
@GuiTest
@SuppressWarnings("deprecation") // AssertJ Swing reads the old modifier masks
class MatchScreenGuiTest extends MainWindows.Shown {

    @Test
    void ac_start_1_to_3_a_start_procedure_then_the_finish_scores_the_tournament() throws Exception {
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-cup-tournament").click();
        DialogFixture dialog = WindowFinder.findDialog("newCupTournamentDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        dialog.textBox("playerName1").enterText("Ann");
        dialog.textBox("playerName2").enterText("Bob\n");
        ShownWindow.afterDialogClosed(window);

        window.table("matchesTable")
                .selectRows(0)
                .pressAndReleaseKey(keyCode(KeyEvent.VK_M).modifiers(InputEvent.SHIFT_MASK));
        window.panel("cupMatchView").requireVisible();
        window.label("matchHeadline").requireText("Ann: type the 3 key crew posts (1 to 8), then Enter");
        JTextComponentFixture entry = window.textBox("matchEntry");
        entry.enterText("1 2 3\n");
        entry.enterText("4 5 6\n");
        window.label("matchHeadline")
                .requireText("Start, manoeuvre 1 of 5: type the value of Ann's start card (2 to 5)");
        entry.enterText("4\n");
        entry.enterText("4\n");
        assertThat(window.label("matchHeadline").text()).startsWith("Equal cards: redraw (1 so far).");
        for (int i = 0; i < 5; i++) {
            entry.enterText("5\n");
            entry.enterText("2\n");
        }
        window.label("matchHeadline").requireText("Who starts first? Alt+1 … Alt+2: the boat nearest the line");
        window.pressAndReleaseKey(keyCode(KeyEvent.VK_1).modifiers(InputEvent.ALT_MASK | InputEvent.SHIFT_MASK));
        window.pressAndReleaseKey(keyCode(KeyEvent.VK_1).modifiers(InputEvent.ALT_MASK));
        // Ann starts first but was over the line on the 5th manoeuvre: her first turn is missed
        window.label("matchHeadline").requireText("Bob to play");
        entry.enterText("2 g 4 7 8\n");
        window.label("boat2Points").requireText("Crew points: 1");
        window.label("boat2Sequence").requireText("Sequence: next 2–3");
        window.label("matchHeadline").requireText("Ann to play");
        entry.enterText("3 g 1 1 1\n");
        assertThat(window.label("feedback").text()).contains("AC-SEQ-1");
        entry.requireText("3 g 1 1 1");

        window.menuItem("menuTableDisplay").click();
        FrameFixture display = WindowFinder.findFrame("tableDisplay")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        assertThat(((WrappingLabel) display.label("display1_0").target()).words())
                .isEqualTo("▶ Ann");
        assertThat(((WrappingLabel) display.label("display2_4").target()).words())
                .isEqualTo("Crew points: 1");
        window.menuItem("menuTableDisplay").click();

        for (int leg = 1; leg < 6; leg++) {
            window.pressAndReleaseKey(keyCode(KeyEvent.VK_1).modifiers(InputEvent.ALT_MASK));
        }
        window.label("boat1Leg").requireText("Leg 6 of 6 · downwind");
        window.pressAndReleaseKey(keyCode(KeyEvent.VK_1).modifiers(InputEvent.ALT_MASK));
        window.label("matchHeadline").requireText("Ann wins — Scored in the event: Ann beat Bob (round robin)");

        Path event = tournamentFile();
        assertThat(Files.readAllLines(event)).contains("result Ann Bob").noneMatch(l -> l.startsWith("card"));
        window.button("matchBack").click();
        window.table("standingsTable").requireCellValue(row(0).column(1), "Ann");
        assertThat(window.label("cupStatus").text()).doesNotContain("still to sail");
    }

    @Test
    void ac_bas_4_a_match_on_its_own_from_the_launcher_sails_to_its_finish_with_nothing_to_score() {
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-cup-match").click();
        DialogFixture dialog = WindowFinder.findDialog("newCupMatchDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        dialog.textBox("matchCrews").enterText("Ann Bob\n");
        ShownWindow.afterDialogClosed(window);
        window.label("matchHeadline").requireText("Ann to play");
        JTextComponentFixture entry = window.textBox("matchEntry");
        entry.click();
        entry.enterText("3 r\n");
        assertThat(window.label("feedback").text()).contains("AC-CARD-2");
        entry.deleteText().enterText("3 g\n");
        window.label("boat1Details").requireText("<html>Moves 3 MP · Cards: 3 green</html>");
        window.button("matchTack").click();
        window.label("boat2Tack").requireText("Port tack (red)");
        // Round the buoy: downwind, the spinnaker's halves carry no colour, so no tack is shown (AC-CARD-1).
        window.pressAndReleaseKey(keyCode(KeyEvent.VK_2).modifiers(InputEvent.ALT_MASK));
        window.label("boat2Tack").requireText("Downwind: no tack, any card");
        for (int leg = 2; leg <= 6; leg++) {
            window.pressAndReleaseKey(keyCode(KeyEvent.VK_2).modifiers(InputEvent.ALT_MASK));
        }
        window.label("matchHeadline").requireText("Bob wins");
        window.button("matchScore").requireDisabled();
        window.button("matchBack").requireDisabled();
        assertThat(MainWindows.savedJournal(home))
                .containsSubsequence(
                        "game cup-match rules=2 Ann Bob", "card Ann 3 green", "tack Bob", "round Bob", "finish Bob");
    }

    /** What the match's trouble line says, empty while it is hidden. */
    private String eventTrouble() {
        JLabel label = robot.finder().findByName(window.target(), "matchEventTrouble", JLabel.class, false);
        return GuiActionRunner.execute(() -> label.isVisible() ? label.getText() : "");
    }

    /** A tournament and a one-leg match of it, saved side by side; the match played up to {@code lines}. */
    private Path matchOfATournament(String... lines) throws Exception {
        Games games = Wiring.games();
        Path dir = Files.createDirectories(home.resolve("club"));
        try (var event =
                Session.create(dir.resolve("club.caissier"), games.start("game cup-tournament Ann Bob Cid", dir))) {
            event.gameId();
        }
        Path match = dir.resolve("club.match.caissier");
        try (var m = Session.create(match, games.start("game cup-match legs=1 event=club.caissier Bob Cid", dir))) {
            for (String line : lines) {
                m.submit(line);
            }
        }
        return match;
    }

    @Test
    void a_finish_its_event_refuses_says_so_until_the_event_holds_it_never_hidden_by_the_finish() throws Exception {
        Path match = matchOfATournament("round Bob");
        Path event = match.resolveSibling("club.caissier");
        var holder = Session.open(event, Wiring.games()); // as another window
        try {
            GuiActionRunner.execute(() -> frame.openGame(match));
            window.panel("cupMatchView").requireVisible();
            window.label("matchHeadline").requireText("Bob to play");
            window.pressAndReleaseKey(keyCode(KeyEvent.VK_1).modifiers(InputEvent.ALT_MASK));
            window.label("matchHeadline").requireText("Bob wins");
            assertThat(eventTrouble()).contains("did not reach the event").contains("open in another");
            assertThat(window.label("feedback").text()).startsWith("✔");
            window.button("matchScore").requireEnabled();
            assertThat(Files.readAllLines(event)).noneMatch(l -> l.startsWith("result"));
        } finally {
            holder.close();
        }
        window.button("matchScore").click();
        window.label("matchHeadline").requireText("Bob wins — Scored in the event: Bob beat Cid (round robin)");
        assertThat(eventTrouble()).isEmpty();
        window.button("matchScore").requireDisabled();
        assertThat(Files.readAllLines(event)).containsOnlyOnce("result Bob Cid");
    }

    @Test
    void a_finished_match_its_event_lacks_offers_to_score_it_once_when_opened_again() throws Exception {
        Path match = matchOfATournament("round Bob", "finish Bob");
        Path event = match.resolveSibling("club.caissier");
        GuiActionRunner.execute(() -> frame.openGame(match));
        window.panel("cupMatchView").requireVisible();
        assertThat(eventTrouble()).contains("not in the event yet");
        window.button("matchScore").requireEnabled().click();
        assertThat(eventTrouble()).isEmpty();
        window.button("matchScore").requireDisabled();

        window.menuItem("menuClose").click();
        GuiActionRunner.execute(() -> frame.openGame(match));
        window.label("matchHeadline").requireText("Bob wins");
        assertThat(eventTrouble()).isEmpty();
        window.button("matchScore").requireDisabled(); // in the event already: not offered twice
        assertThat(Files.readAllLines(event)).containsOnlyOnce("result Bob Cid");
    }

    @Test
    void a_finished_match_whose_event_file_holds_another_event_now_says_so_and_writes_nothing_there() throws Exception {
        Games games = Wiring.games();
        Path dir = Files.createDirectories(home.resolve("club"));
        Path event = dir.resolve("club.caissier");
        try (var other =
                Session.create(event, games.start("game cup-tournament id=aaaaaaaaaaaaaaaa Ann Bob Cid", dir))) {
            other.gameId();
        }
        Path match = dir.resolve("club.match.caissier");
        try (var m = Session.create(
                match,
                games.start("game cup-match legs=1 event=club.caissier event-id=bbbbbbbbbbbbbbbb Bob Cid", dir))) {
            m.submit("round Bob");
            m.submit("finish Bob");
        }
        List<String> before = Files.readAllLines(event);
        GuiActionRunner.execute(() -> frame.openGame(match));
        window.panel("cupMatchView").requireVisible();
        assertThat(eventTrouble()).contains("“club.caissier” is another event now");
        window.button("matchScore").click();
        assertThat(eventTrouble()).contains("is another event now: this match was not sailed for it");
        assertThat(Files.readAllLines(event)).isEqualTo(before);
    }

    private Path tournamentFile() throws Exception {
        try (Stream<Path> files = Files.list(home.resolve("games"))) {
            List<Path> all = files.filter(p -> p.toString().endsWith("cup-tournament.caissier"))
                    .toList();
            assertThat(all).hasSize(1);
            return all.get(0);
        }
    }
}
