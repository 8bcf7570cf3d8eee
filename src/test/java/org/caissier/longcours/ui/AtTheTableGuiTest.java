package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.core.matcher.JButtonMatcher.withText;
import static org.assertj.swing.data.TableCell.row;

import java.awt.Component;
import java.awt.Rectangle;
import java.util.concurrent.TimeUnit;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JTable;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A tired captain at the table: nothing is played that he did not see or did not mean, and the next captain
 * starts with nothing chosen for him.
 */
@GuiTest
class AtTheTableGuiTest extends MainWindows.Shown {
    private static final int CASH = 1;
    private static final int FRUIT = 3;
    private static final int AT = 9;

    @BeforeEach
    void open() {
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-long-cours").click();
        DialogFixture newGame = dialog("newLongCoursDialog");
        ShownWindow.ensureReceivesInput(newGame);
        newGame.textBox("playerName1").enterText("Ann");
        newGame.textBox("playerName2").enterText("Bob");
        newGame.textBox("playerName3").enterText("Cid\n");
        ShownWindow.afterDialogClosed(window);
    }

    @Test
    void buying_more_than_the_cash_is_refused_in_place_with_what_he_can_buy() {
        window.comboBox("stopPicker").selectItem("Marseille");
        window.button("placeButton").click();
        window.spinner("buyAmount").enterTextAndCommit("50");
        window.button("buyButton").click();

        // Wrapped words (in HTML) where the captain's place is said, two lines kept for either.
        assertThat(window.label("buyRefusal").requireVisible().text())
                .contains("Ann has 3 M: buy at most 3 M (not 50).");
        JTableFixture table = window.table("playersTable");
        table.requireCellValue(row(0).column(CASH), "3 M");
        table.requireCellValue(row(0).column(FRUIT), "·");
        window.spinner("buyAmount").requireValue(50);

        window.spinner("buyAmount").enterTextAndCommit("2");
        assertThat(robot.finder().findByName("buyRefusal", JLabel.class, false).isShowing())
                .isFalse();
        window.button("buyButton").click();
        table.requireCellValue(row(0).column(CASH), "1 M");
        table.requireCellValue(row(0).column(FRUIT), "2");
    }

    @Test
    void the_next_captain_starts_with_nothing_chosen_and_the_focus_on_no_action() {
        window.comboBox("stopPicker").selectItem("Marseille");
        window.button("placeButton").click();
        window.toggleButton("moreActions").click();
        window.comboBox("stormZone").selectItem("22");
        window.comboBox("brawlTarget").selectItem("Cid");
        window.button("endTurnButton").click();

        window.label("turnLabel").requireText("Round 1 — Bob to play");
        window.comboBox("stopPicker").requireNoSelection();
        window.comboBox("stopPicker").requireFocused();
        window.toggleButton("moreActions").requireNotSelected().click();
        window.comboBox("stormZone").requireNoSelection();
        window.comboBox("brawlTarget").requireNoSelection();
    }

    @Test
    void a_card_is_spent_and_a_turn_ended_early_only_when_the_captain_says_so() {
        placeAndEnd("Marseille");
        placeAndEnd("Hambourg");
        placeAndEnd("San Francisco");
        window.label("turnLabel").requireText("Round 2 — Ann to play");
        JTableFixture table = window.table("playersTable");

        window.comboBox("stopPicker").selectItem("San Francisco");
        window.button("directButton").click();
        DialogFixture ask = dialog("askFirstDialog");
        ask.label("OptionPane.label").requireText("Ann plays a Direct move card to San Francisco. The card is spent.");
        answer("Cancel");
        table.requireCellValue(row(0).column(AT), "Marseille");

        window.button("endTurnButton").click();
        answer("Cancel");
        window.label("turnLabel").requireText("Round 2 — Ann to play");

        window.button("directButton").click();
        answer("Play the card");
        table.requireCellValue(row(0).column(AT), "San Francisco");
    }

    @Test
    void an_undo_and_a_redo_say_what_they_took_back_in_plain_words() {
        window.comboBox("stopPicker").selectItem("Marseille");
        window.button("placeButton").click();
        window.spinner("buyAmount").enterTextAndCommit("2");
        window.button("buyButton").click();
        String bought = window.label("feedback").text().substring(2);

        window.menuItem("menuUndo").click();
        window.label("feedback").requireText("↶ Undone: " + bought);
        window.table("playersTable").requireCellValue(row(0).column(CASH), "3 M");
        String[] journal = window.list("journalList").contents();
        assertThat(journal[journal.length - 1])
                .contains(bought)
                .contains("(undone)")
                .doesNotContain("buy Ann 2");

        window.menuItem("menuRedo").click();
        window.label("feedback").requireText("↷ Redone: " + bought);
        window.table("playersTable").requireCellValue(row(0).column(CASH), "1 M");
    }

    @Test
    void the_command_bar_rolls_the_table_dice_for_a_resale_typed_without_its_face() {
        buyOneFruitEach();
        bar("resell Ann");
        assertThat(MainWindows.savedJournal(home)).anyMatch(l -> l.matches("resell Ann [1-6] dice=virtual"));
        assertThat(robot.finder()
                        .findByName("resellButton", JButton.class, false)
                        .isEnabled())
                .isFalse();
    }

    @Test
    void a_face_typed_in_the_command_bar_is_recorded_as_typed() {
        buyOneFruitEach();
        bar("resell Ann 2");
        assertThat(MainWindows.savedJournal(home)).contains("resell Ann 2 dice=typed");
        window.table("playersTable").requireCellValue(row(0).column(CASH), "5 M");
    }

    @Test
    void the_actions_keep_one_order_refused_ones_greyed_in_place_and_the_rare_ones_folded() {
        window.comboBox("stopPicker").selectItem("Marseille");
        window.panel("openActions").button("placeButton").requireEnabled();
        window.panel("openActions").button("stormButton").requireDisabled();
        assertThat(robot.finder()
                        .findByName("auctionButton", JButton.class, false)
                        .isShowing())
                .isFalse();
        window.toggleButton("moreActions").requireText("Other actions (5) ▸").click();
        window.panel("foldedActions").button("auctionButton").requireDisabled();
        window.toggleButton("moreActions").requireText("Other actions (5) ▾");
    }

    @Test
    void whose_turn_and_the_captains_cash_read_from_across_the_table() {
        assertThat(window.label("turnLabel").target().getFont().getSize2D()).isGreaterThanOrEqualTo(28f);
        assertThat(window.table("playersTable").target().getFont().getSize2D()).isGreaterThanOrEqualTo(18f);
        JTable table = window.table("playersTable").target();
        Component cash = GuiActionRunner.execute(() -> table.prepareRenderer(table.getCellRenderer(0, CASH), 0, CASH));
        assertThat(cash.getFont().getSize2D()).isGreaterThanOrEqualTo(18f);
    }

    @Test
    void at_twice_the_text_size_end_the_turn_is_still_in_sight_and_the_board_names_grow() {
        float before = robot.finder().findByName("board").getFont().getSize2D();
        for (int i = 0; i < 7; i++) {
            window.menuItem("menuBigger").click();
        }
        window.label("turnLabel").requireText("Round 1 — Ann to play");
        window.toggleButton("moreActions").click();
        JButton end = window.button("endTurnButton").target();
        // At twice the size the view may need scrolling to reach it, but it is never cut (the screen audit's rule).
        // As the screen left it: the unfolded actions made the page taller, laid out with them (a layout ended at
        // the actions' own pane left the page as before, and the scroll was reckoned from those bounds).
        Rectangle seen = GuiActionRunner.execute(() -> {
            end.scrollRectToVisible(new Rectangle(end.getSize()));
            return end.getVisibleRect();
        });
        assertThat(seen.height).isEqualTo(end.getHeight());
        assertThat(seen.width).isEqualTo(end.getWidth());
        assertThat(robot.finder().findByName("board").getFont().getSize2D()).isGreaterThanOrEqualTo(before * 1.9f);
    }

    private void buyOneFruitEach() {
        for (String port : new String[] {"Marseille", "Hambourg", "San Francisco"}) {
            window.comboBox("stopPicker").selectItem(port);
            window.button("placeButton").click();
            window.spinner("buyAmount").enterTextAndCommit("1");
            window.button("buyButton").click();
            window.button("endTurnButton").click();
        }
        window.label("turnLabel").requireText("Round 2 — Ann to play");
    }

    private void bar(String line) {
        window.textBox("commandBar").click();
        window.textBox("commandBar").enterText(line + "\n");
        window.textBox("commandBar").requireEmpty();
    }

    private void placeAndEnd(String port) {
        window.comboBox("stopPicker").selectItem(port);
        window.button("placeButton").click();
        window.button("endTurnButton").click();
    }

    private void answer(String button) {
        DialogFixture ask = dialog("askFirstDialog");
        ShownWindow.ensureReceivesInput(ask);
        ask.button(withText(button)).click();
        ShownWindow.afterDialogClosed(window);
    }

    private DialogFixture dialog(String name) {
        return WindowFinder.findDialog(name).withTimeout(30, TimeUnit.SECONDS).using(robot);
    }
}
