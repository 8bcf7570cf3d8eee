package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.data.TableCell.row;

import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.swing.JButton;
import org.assertj.swing.core.NameMatcher;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.kit.WrappingLabel;
import org.junit.jupiter.api.Test;

/**
 * A three-captain game played from the screen alone: the new-game dialog, round 1, a purchase, a resale with
 * real dice typed in, a storm, a brawl, and an undo, checking the numbers the table shows after each.
 */
@GuiTest
class LongCoursScreenGuiTest extends MainWindows.Shown {
    private static final int CASH = 1;
    private static final int FRUIT = 3;
    private static final int STATUS = 8;

    @Test
    void a_three_captain_game_from_the_new_game_dialog_to_an_undone_brawl() throws Exception {
        DialogFixture newGame = openNewGameDialog();
        newGame.textBox("playerName1").enterText("Ann");
        newGame.textBox("playerName2").enterText("Bob");
        newGame.textBox("playerName3").enterText("Cid");
        assertThat(GuiActionRunner.execute(
                        () -> ((WrappingLabel) newGame.label("dealInfo").target()).words()))
                .isEqualTo("Deal 12 cards to each captain (36 in play).");
        // Enter presses the dialog's default button, Start: keys reach a fresh dialog more surely than a click.
        newGame.textBox("playerName3").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        ShownWindow.afterDialogClosed(window);

        window.label("turnLabel").requireText("Round 1 — Ann to play");
        window.table("playersTable").requireCellValue(row(0).column(STATUS), "to place");
        placeBuyEnd("Marseille", 2);
        window.table("playersTable").requireCellValue(row(0).column(STATUS), "afloat");
        window.table("playersTable").requireCellValue(row(1).column(STATUS), "to place");
        placeBuyEnd("Hambourg", 1);
        placeBuyEnd("San Francisco", 1);
        window.label("turnLabel").requireText("Round 2 — Ann to play");
        JTableFixture table = window.table("playersTable");
        table.requireCellValue(row(0).column(CASH), "1 M");
        table.requireCellValue(row(0).column(FRUIT), "2");

        // Resale with real dice: face 2 is fruit, paid three times its cost (LC-SELL-2).
        window.menuItem("menuDiceTyped").click();
        window.button("resellButton").click();
        DialogFixture dice = dialog("typedDiceDialog");
        dice.textBox("typedDiceField").enterText("2\n");
        ShownWindow.afterDialogClosed(window);
        table.requireCellValue(row(0).column(CASH), "7 M");
        table.requireCellValue(row(0).column(FRUIT), "·");
        assertThat(robot.finder()
                        .findByName("resellButton", JButton.class, false)
                        .isEnabled())
                .isFalse();

        // A storm on zone 22 wrecks Bob's ship at Hambourg.
        window.comboBox("stormZone").selectItem("22");
        window.button("stormButton").click();
        confirm("Play the storm");
        table.requireCellValue(row(1).column(STATUS), "wrecked");

        // Ann sails straight to San Francisco and picks a fight with Cid, who answers and wins.
        window.comboBox("stopPicker").selectItem("San Francisco");
        window.button("directButton").click();
        confirm("Play the card");
        window.comboBox("brawlTarget").selectItem("Cid");
        window.button("brawlButton").click();
        DialogFixture brawl = dialog("brawlDialog");
        ShownWindow.ensureReceivesInput(brawl);
        brawl.button("brawlCard4").click();
        brawl.button("brawlCard6").click();
        brawl.button("brawlCard4").requireDisabled();
        brawl.button("brawlStop").click();
        ShownWindow.afterDialogClosed(window);
        table.requireCellValue(row(0).column(CASH), "0 M");
        table.requireCellValue(row(2).column(CASH), "9 M");

        // Undo takes the brawl back; its line stays in the journal, marked.
        window.menuItem("menuUndo").click();
        table.requireCellValue(row(0).column(CASH), "7 M");
        table.requireCellValue(row(2).column(CASH), "2 M");
        List<String> journal = Files.readAllLines(MainWindows.savedGame(home));
        assertThat(journal).anyMatch(l -> l.startsWith("#undone brawl Ann Cid 4 6"));
        assertThat(journal).contains("resell Ann 2 dice=typed");
    }

    @Test
    void a_forbidden_action_is_disabled_with_the_reason_in_plain_words_in_its_tooltip() {
        startGame();
        window.toggleButton("moreActions").click();
        window.button("stormButton").requireDisabled();
        assertThat(window.button("stormButton").target().getToolTipText())
                .isEqualTo("No card may be played in round 1.");
        window.comboBox("stopPicker").selectItem("Marseille");
        window.button("placeButton").click();
        window.button("placeButton").requireDisabled();
        assertThat(window.button("placeButton").target().getToolTipText()).isEqualTo("Ann has already placed a ship.");
    }

    @Test
    void a_refused_command_bar_line_names_the_rule_and_changes_nothing() {
        startGame();
        // Without a window manager the frame does not take the focus back by itself when the dialog closes.
        window.textBox("commandBar").click();
        window.textBox("commandBar").enterText("place Ann Hambourg\n");
        assertThat(window.label("feedback").text()).contains("LC-SET-6");
        window.textBox("commandBar").requireText("place Ann Hambourg");
        window.table("playersTable").requireCellValue(row(0).column(9), "—");
        window.textBox("commandBar").deleteText().enterText("place Ann Marseille\n");
        window.table("playersTable").requireCellValue(row(0).column(9), "Marseille");
    }

    /** Says yes where the screen asks before spending a card. */
    private void confirm(String yes) {
        DialogFixture ask = dialog("askFirstDialog");
        ShownWindow.ensureReceivesInput(ask);
        ask.button(JButtonMatcher.withText(yes)).click();
        ShownWindow.afterDialogClosed(window);
    }

    /** A dialog the last click opened; the bound is generous because a loaded machine is slow to show one. */
    private DialogFixture dialog(String name) {
        return WindowFinder.findDialog(name).withTimeout(30, TimeUnit.SECONDS).using(robot);
    }

    /** Ann, Bob and Cid, from the launcher's new-game button. */
    private void startGame() {
        DialogFixture newGame = openNewGameDialog();
        newGame.textBox("playerName1").enterText("Ann");
        newGame.textBox("playerName2").enterText("Bob");
        newGame.textBox("playerName3").enterText("Cid\n");
        // The game starts off the EDT: its screen comes a moment later on a loaded machine.
        Settles.until(
                "the game's actions",
                () -> !robot.finder()
                        .findAll(new NameMatcher("placeButton", true))
                        .isEmpty());
    }

    private DialogFixture openNewGameDialog() {
        // The input check leaves the pointer on the launcher's first button; a press there without the pointer
        // ever entering the button can be lost, so come from elsewhere.
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-long-cours").click();
        DialogFixture newGame = dialog("newLongCoursDialog");
        ShownWindow.ensureReceivesInput(newGame);
        return newGame;
    }

    private void placeBuyEnd(String port, int amount) {
        window.comboBox("stopPicker").selectItem(port);
        window.button("placeButton").click();
        window.spinner("buyAmount").enterTextAndCommit(String.valueOf(amount));
        window.button("buyButton").click();
        window.button("endTurnButton").click();
    }
}
