package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.data.TableCell.row;

import java.awt.Component;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JTable;
import javax.swing.table.TableColumn;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.kit.WrappingLabel;
import org.junit.jupiter.api.Test;

/**
 * The Cup from the screen alone: a tournament whose results are entered one key per match, a three-way tie
 * called out as a sail-off and settled, the final and the Cup; a regatta race clicked in finishing order.
 */
@GuiTest
class CupScreensGuiTest extends MainWindows.Shown {

    @Test
    void d_ac_2_results_by_key_a_tie_for_the_final_asks_for_a_sail_off_and_the_final_gives_the_cup() {
        start("new-cup-tournament", "newCupTournamentDialog", "Ann", "Bob", "Cid");
        window.label("cupStatus").requireText("3 matches still to sail");
        JTableFixture matches = window.table("matchesTable");
        assertThat(cutHeadings(matches.target())).as("headings cut short").isEmpty();
        // Berger for 3 (a dummy 4th): round 1 Bob–Cid, round 2 Ann–Bob, round 3 Cid–Ann, a bye each round.
        matches.requireCellValue(row(0).column(MatchesModel.FIRST), "Bob");
        matches.requireCellValue(row(1).column(MatchesModel.SECOND), "bye");
        winner(matches, "Bob", "Cid", KeyEvent.VK_1); // Bob beats Cid
        winner(matches, "Ann", "Bob", KeyEvent.VK_1); // Ann beats Bob
        winner(matches, "Cid", "Ann", KeyEvent.VK_1); // Cid beats Ann: a ring, 1 point each

        window.label("sailOffLabel").requireText("Sail-off needed for place 1: Ann, Bob, Cid");
        JTableFixture standings = window.table("standingsTable");
        standings.requireCellValue(row(0).column(StandingsModel.TIEBREAK), "pending");
        standings.requireCellValue(row(0).column(StandingsModel.POINTS), "1");

        winner(matches, "Ann", "Bob", KeyEvent.VK_1); // the sail-off: Ann 2 wins, Bob 1, Cid 0
        winner(matches, "Ann", "Cid", KeyEvent.VK_1);
        winner(matches, "Bob", "Cid", KeyEvent.VK_1);
        window.label("sailOffLabel").requireText(" ");
        standings.requireCellValue(row(0).column(StandingsModel.CREW), "Ann");
        standings.requireCellValue(row(0).column(StandingsModel.TIEBREAK), "sail-off");
        standings.requireCellValue(row(2).column(StandingsModel.CREW), "Cid");
        window.label("cupStatus").requireText("Round robin complete: the final is Ann against Bob");

        winner(matches, "Ann", "Bob", KeyEvent.VK_2); // the final: Bob, named second, wins
        window.label("cupStatus").requireText("The Cup goes to Bob");
        assertThat(MainWindows.savedJournal(home))
                .contains(
                        "result Bob Cid",
                        "result Ann Bob",
                        "result Cid Ann",
                        "sail-off Ann Bob",
                        "sail-off Bob Cid",
                        "final Bob Ann");

        window.menuItem("menuTableDisplay").click();
        FrameFixture display = WindowFinder.findFrame("tableDisplay")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        assertThat(((WrappingLabel) display.label("displayHeadline").target()).words())
                .isEqualTo("The Cup goes to Bob");
        display.label("displayCrew1").requireText("Ann");
        display.label("displayTiebreak1").requireText("sail-off");
        window.menuItem("menuTableDisplay").click();
    }

    @Test
    void a2_a_regatta_race_is_clicked_in_finishing_order_with_a_code() {
        start("new-cup-regatta", "newCupRegattaDialog", "Ann", "Bob", "Cid");
        window.label("raceTitle").requireText("Race 1: crews in finishing order");
        window.button("crew-Cid").click();
        window.button("crew-Ann").click();
        window.comboBox("raceCode").selectItem("DNF — did not finish");
        window.button("crew-Bob").click();
        window.textBox("raceField").requireText("Cid Ann Bob=DNF");
        window.button("playRace").click();
        window.label("raceTitle").requireText("Race 2: crews in finishing order");
        JTableFixture series = window.table("seriesTable");
        series.requireCellValue(row(0).column(1), "Cid");
        series.requireCellValue(row(2).column(1), "Bob");
        series.requireCellValue(row(2).column(3), "4 DNF");
        window.textBox("raceField").enterText("Ann Bob Cid\n");
        series.requireCellValue(row(0).column(1), "Ann");
        assertThat(MainWindows.savedJournal(home)).contains("race Cid Ann Bob=DNF", "race Ann Bob Cid");
        // A tie (A7) and a correction, on screen as in the command language.
        window.button("crew-Bob").click();
        window.checkBox("raceTie").check();
        window.button("crew-Cid").click();
        window.button("crew-Ann").click();
        window.textBox("raceField").requireText("Bob+Cid Ann");
        window.spinner("correctRaceNumber").enterTextAndCommit("2");
        window.button("correctRace").click();
        // A race is replaced only once the scorer said so, both orders named, Cancel first.
        DialogFixture ask = WindowFinder.findDialog("cupAskDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(ask);
        ask.button(JButtonMatcher.withText("Cancel")).requireFocused();
        assertThat(GuiActionRunner.execute(() -> ((JLabel) robot.finder()
                                .findByType(ask.target(), JOptionPane.class)
                                .getMessage())
                        .getText()))
                .contains("Replace race 2 (Ann Bob Cid) by this finishing order: Bob+Cid Ann?");
        ask.button(JButtonMatcher.withText("Replace the race")).click();
        ShownWindow.afterDialogClosed(window);
        assertThat(MainWindows.savedJournal(home)).contains("correct-race 2 Bob+Cid Ann");
        window.label("raceTitle").requireText("Race 3: crews in finishing order");
        assertThat(GuiActionRunner.execute(() -> series.target().getColumnName(4)))
                .isEqualTo("R2 (corrected)");
        // An empty correction says why it did nothing.
        window.button("correctRace").click();
        assertThat(window.label("feedback").text()).contains("Nothing was corrected");
        assertThat(series.target().getColumnModel().getColumn(SeriesModel.CLUB).getMaxWidth())
                .as("no crew has a club: no club column")
                .isZero();
    }

    @Test
    void ac_reg_1_a_regatta_of_crews_from_a_file_shows_their_clubs_in_the_series() throws Exception {
        Files.writeString(home.resolve("crews.csv"), "name,club\nAnn,CN Brest\nBob,YC Vannes\n");
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-cup-regatta").click();
        DialogFixture dialog = WindowFinder.findDialog("newCupRegattaDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        dialog.textBox("crewsFile").enterText(home.resolve("crews.csv").toString());
        Settles.until(
                "the crews file read",
                () -> dialog.label("crewsFileInfo").text().equals("The file lists 2 crews: Ann, Bob"));
        dialog.textBox("playerName1").enterText("Cid\n");
        ShownWindow.afterDialogClosed(window);
        window.button("crew-Bob").click();
        window.button("crew-Cid").click();
        window.button("crew-Ann").click();
        window.button("playRace").click();
        JTableFixture series = window.table("seriesTable");
        series.requireCellValue(row(0).column(1), "Bob");
        series.requireCellValue(row(0).column(SeriesModel.CLUB), "YC Vannes");
        series.requireCellValue(row(1).column(SeriesModel.CLUB), "");
        series.requireCellValue(row(2).column(SeriesModel.CLUB), "CN Brest");
        assertThat(series.target().getColumnModel().getColumn(SeriesModel.CLUB).getWidth())
                .isPositive();
    }

    @Test
    void ac_tour_1_crews_imported_from_a_csv_file_with_their_clubs_and_a_corrupt_file_refused() throws Exception {
        Files.writeString(home.resolve("bad.csv"), "Ann\nBob,Vannes,extra\n");
        Files.writeString(home.resolve("crews.csv"), "name,club\nAnn,CN Brest\nBob,YC Vannes\n");
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-cup-tournament").click();
        DialogFixture dialog = WindowFinder.findDialog("newCupTournamentDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        dialog.textBox("crewsFile").enterText(home.resolve("bad.csv").toString());
        // The file is read off the screen's thread once the typing stops: its answer comes a moment later.
        Settles.until(
                "the bad file read", () -> dialog.label("newGameProblem").text().contains("line 2"));
        assertThat(dialog.label("newGameProblem").text()).contains("line 2").contains("3 columns");
        dialog.button("startGame").requireDisabled();
        dialog.textBox("crewsFile")
                .deleteText()
                .enterText(home.resolve("crews.csv").toString());
        Settles.until(
                "the crews file read",
                () -> dialog.label("crewsFileInfo").text().equals("The file lists 2 crews: Ann, Bob"));
        dialog.textBox("playerName1").enterText("Cid\n");
        ShownWindow.afterDialogClosed(window);
        JTableFixture standings = window.table("standingsTable");
        standings.requireRowCount(3);
        standings.requireCellValue(row(0).column(StandingsModel.CLUB), "CN Brest");
        assertThat(MainWindows.savedJournal(home))
                .anyMatch(l -> l.startsWith("game cup-tournament rules=3 crews=")
                        && l.matches(".*crews\\.csv id=[0-9a-f]{24} Cid"));
    }

    /** Selects the match between these crews still to sail (or to correct) and presses 1 or 2 for its winner. */
    private static void winner(JTableFixture matches, String first, String second, int key) {
        String[][] cells = matches.contents();
        for (int r = 0; r < cells.length; r++) {
            if (cells[r][MatchesModel.FIRST].equals(first)
                    && cells[r][MatchesModel.SECOND].equals(second)
                    && cells[r][MatchesModel.WINNER].isEmpty()) {
                matches.selectRows(r).pressAndReleaseKeys(key);
                return;
            }
        }
        throw new AssertionError("no open match " + first + " – " + second + " in the table");
    }

    @Test
    void in_french_no_heading_of_the_matches_or_the_standings_is_cut_short() {
        start("new-cup-tournament", "newCupTournamentDialog", "Ann", "Bob", "Cid", "Dan");
        window.menuItem("menuFrench").click();
        window.label("cupStatus").requireText("Encore 6 matchs à courir");
        assertThat(cutHeadings(window.table("matchesTable").target()))
                .as("matches")
                .isEmpty();
        assertThat(cutHeadings(window.table("standingsTable").target()))
                .as("standings")
                .isEmpty();
    }

    @Test
    void the_event_s_name_and_date_are_asked_a_date_not_of_the_calendar_refused_and_both_shown() {
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-cup-tournament").click();
        DialogFixture dialog = WindowFinder.findDialog("newCupTournamentDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        dialog.textBox("eventName").enterText("Spring Cup");
        dialog.textBox("eventDate").enterText("2026-02-30");
        dialog.textBox("playerName1").enterText("Ann");
        dialog.textBox("playerName2").enterText("Bob");
        dialog.label("newGameProblem").requireText("date=YYYY-MM-DD: 2026-02-30 is not a date of the calendar");
        dialog.button("startGame").requireDisabled();
        dialog.textBox("eventDate").deleteText().enterText("2026-05-16");
        dialog.button("startGame").requireEnabled().click();
        ShownWindow.afterDialogClosed(window);
        // the program adds the event's random id (commands.md), which a match sailed for it will name
        assertThat(MainWindows.savedJournal(home))
                .anyMatch(l -> l.matches(
                        "game cup-tournament rules=3 event=\"Spring Cup\" date=2026-05-16 id=[0-9a-f]{24} Ann Bob"));
        assertThat(window.label("cupStatus").text()).contains("Spring Cup — 16 May 2026");
    }

    private void start(String button, String dialogName, String... crews) {
        robot.moveMouse(window.target(), 10, 10);
        window.button(button).click();
        DialogFixture dialog = WindowFinder.findDialog(dialogName)
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        for (int i = 0; i < crews.length; i++) {
            dialog.textBox("playerName" + (i + 1)).enterText(crews[i] + (i == crews.length - 1 ? "\n" : ""));
        }
        ShownWindow.afterDialogClosed(window);
    }

    /** The headings of a table narrower than their text ("First nam…"), hidden columns aside. */
    private static List<String> cutHeadings(JTable table) {
        return GuiActionRunner.execute(() -> {
            List<String> cut = new ArrayList<>();
            for (int c = 0; c < table.getColumnCount(); c++) {
                TableColumn column = table.getColumnModel().getColumn(c);
                Component heading = table.getTableHeader()
                        .getDefaultRenderer()
                        .getTableCellRendererComponent(table, column.getHeaderValue(), false, false, -1, c);
                boolean hidden = column.getMaxWidth() == 0; // no clubs, no averages: nothing to read
                if (!hidden && column.getWidth() < heading.getPreferredSize().width) {
                    cut.add(String.valueOf(column.getHeaderValue()));
                }
            }
            return cut;
        });
    }
}
