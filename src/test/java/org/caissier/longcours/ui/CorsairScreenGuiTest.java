package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.data.TableCell.row;

import java.awt.event.KeyEvent;
import java.util.concurrent.TimeUnit;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.Test;

/**
 * The Corsair from the screen: Ann buys it in the auction dialog, brings it in with a die typed in, and sails
 * it along a route picked stop by stop onto Bob, who is sunk: his cash goes to Ann and he is out.
 */
@GuiTest
class CorsairScreenGuiTest extends MainWindows.Shown {
    private static final int CASH = 1;
    private static final int STATUS = 8;
    private static final int ANN = 0;
    private static final int BOB = 1;

    @Test
    void LC_CORS_5_the_corsair_bought_brought_in_and_sailed_from_the_screen_sinks_bob() {
        // The new-game dialog is not what is tested here: start with the game line, play round 1 as typed lines.
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        play(
                "place Ann Marseille",
                "buy Ann 3",
                "end Ann",
                "place Bob Londres",
                "end Bob",
                "place Cid \"San Francisco\"",
                "end Cid",
                "resell Ann 2");
        assertThat(whole("turnLabel")).isEqualTo("Round 2 — Ann to play");
        JTableFixture table = window.table("playersTable");
        table.requireCellValue(row(ANN).column(CASH), "9 M");

        // The auction: Ann bids 7 M, nobody else; Enter presses Sell, the dialog's default button.
        window.toggleButton("moreActions").click();
        window.button("auctionButton").click();
        DialogFixture auction = dialog("auctionDialog");
        ShownWindow.ensureReceivesInput(auction);
        String defaultButton = GuiActionRunner.execute(() ->
                ((JDialog) auction.target()).getRootPane().getDefaultButton().getName());
        assertThat(defaultButton).isEqualTo("auctionSell");
        auction.spinner("bid-Bob").requireValue(0);
        auction.spinner("bid-Ann").enterTextAndCommit("7");
        robot.pressAndReleaseKey(KeyEvent.VK_ENTER);
        auction.requireNotVisible();
        ShownWindow.afterDialogClosed(window);
        table.requireCellValue(row(ANN).column(CASH), "2 M");
        assertThat(whole("infoLabel")).isEqualTo("Corsair owned by Ann, not yet at sea   ·   12 cards each");
        assertThat(window.robot()
                        .finder()
                        .findByName("corsairEnterButton", JButton.class, false)
                        .isEnabled())
                .isFalse();

        play("end Ann", "end Bob", "end Cid");
        assertThat(whole("turnLabel")).isEqualTo("Round 3 — Ann to play");

        // The entry with a real die typed in: 2 is zone 22, whose wreck site is Cap Nord.
        window.menuItem("menuDiceTyped").click();
        // A new captain's turn folds the rare actions again.
        window.toggleButton("moreActions").click();
        window.button("corsairEnterButton").click();
        DialogFixture dice = dialog("typedDiceDialog");
        dice.textBox("typedDiceField").enterText("2\n");
        ShownWindow.afterDialogClosed(window);
        assertThat(whole("infoLabel")).isEqualTo("Corsair of Ann at Cap Nord   ·   12 cards each");
        assertThat(window.robot()
                        .finder()
                        .findByName("corsairSailButton", JButton.class, false)
                        .isEnabled())
                .isFalse();

        play("end Ann", "move Bob Hambourg", "end Bob", "end Cid");
        assertThat(whole("turnLabel")).isEqualTo("Round 4 — Ann to play");
        table.requireCellValue(row(BOB).column(CASH), "3 M");

        // The route, one stop at a time: Cap Nord → Londres → Hambourg, where Bob is.
        window.toggleButton("moreActions").click();
        window.comboBox("stopPicker").selectItem("Londres");
        window.button("routeAddButton").click();
        window.comboBox("stopPicker").selectItem("Hambourg");
        window.button("routeAddButton").click();
        assertThat(whole("corsairRoute")).isEqualTo("Londres → Hambourg");
        window.button("corsairSailButton").click();

        table.requireCellValue(row(BOB).column(STATUS), "out");
        table.requireCellValue(row(BOB).column(CASH), "0 M");
        table.requireCellValue(row(ANN).column(CASH), "5 M");
        assertThat(whole("infoLabel")).isEqualTo("Corsair of Ann at Hambourg   ·   12 cards each");
        assertThat(whole("turnLabel")).isEqualTo("Round 4 — Ann to play");
        assertThat(whole("corsairRoute")).isEmpty();
        assertThat(window.label("feedback").text())
                .contains("Ann sails the Corsair through Londres, Hambourg: sinks Bob; Ann receives 3 M");
    }

    @Test
    void LC_CORS_1_no_auction_is_opened_while_nobody_can_pay_the_6_M_minimum() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        play(
                "place Ann Marseille",
                "buy Ann 3",
                "end Ann",
                "place Bob Londres",
                "end Bob",
                "place Cid \"San Francisco\"",
                "end Cid");
        assertThat(whole("turnLabel")).isEqualTo("Round 2 — Ann to play");
        window.toggleButton("moreActions").click();
        window.button("auctionButton")
                .requireDisabled()
                .requireToolTip("Nobody has the 6 M the Corsair costs at "
                        + "least (the most anyone has is 3 M): an auction now could not sell it.");

        play("resell Ann 2");
        window.table("playersTable").requireCellValue(row(ANN).column(CASH), "9 M");
        window.button("auctionButton").requireEnabled();
    }

    private void play(String... lines) {
        for (String line : lines) {
            assertThat(GuiActionRunner.execute(() -> frame.play(line))).as(line).isTrue();
        }
    }

    /** A dialog the last click opened; the bound is generous because a loaded machine is slow to show one. */
    private DialogFixture dialog(String name) {
        return WindowFinder.findDialog(name).withTimeout(30, TimeUnit.SECONDS).using(robot);
    }

    /** The Corsair's line as said: where the window shortens the captain's name, whole in its tooltip. */
    private String whole(String name) {
        JLabel info = window.label(name).target();
        return GuiActionRunner.execute(() -> info.getToolTipText() == null ? info.getText() : info.getToolTipText());
    }
}
