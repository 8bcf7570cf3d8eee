package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.pistes.Item;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Robots;
import org.caissier.testing.ScreenLayout;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.Test;

/**
 * A Pistes stage on a 1366 × 768 laptop at the usual text size, and at twice that size: every control of the
 * stage in sight whole, none over another, no words cut, and the shop's + buttons where they were after a click.
 */
@GuiTest
class PistesFitsGuiTest extends MainWindows.ShownLater {
    private static final String[] TABS = {"sheets", "shop", "table"};

    @Test
    void at_1366_by_768_a_whole_stage_fits_on_every_tab_without_scrolling_or_overlaps() throws IOException {
        open(16, new Dimension(1366, 768));
        for (int tab = 0; tab < TABS.length; tab++) {
            window.tabbedPane("bottomTabs").selectTab(tab);
            assertFits("before the first stage, tab " + TABS[tab]);
        }
        plan("R 19 J 11 B 14");
        window.tabbedPane("bottomTabs").selectTab(1).click();
        window.button("shopPlus-spare-wheel").click();
        window.button("shopBuy").click();
        for (int tab = 0; tab < TABS.length; tab++) {
            window.tabbedPane("bottomTabs").selectTab(tab);
            assertFits("a stage planned, tab " + TABS[tab]);
        }
        window.textBox("commandBar").click().enterText("drive Ann R19 J11 B14 3 4 dice=typed\n");
        window.label("eventLabel").requireText("Puncture");
        plan("R 19 J 11 B 14");
        for (int tab = 0; tab < TABS.length; tab++) {
            window.tabbedPane("bottomTabs").selectTab(tab);
            assertFits("after a drive, the next stage planned, tab " + TABS[tab]);
        }
        window.button("clearSections").click();
        plan("B 49");
        window.label("stageRow").requireText("Too long: a stage is at most 240 points");
        for (int tab = 0; tab < TABS.length; tab++) {
            window.tabbedPane("bottomTabs").selectTab(tab);
            assertFits("after a drive, the next stage over the limit, tab " + TABS[tab]);
        }
    }

    @Test
    void the_shop_shows_all_seven_items_and_its_buttons_stay_where_they_were() throws IOException {
        open(16, new Dimension(1366, 768));
        window.tabbedPane("bottomTabs").selectTab(1);
        Map<Item, Rectangle> before = plusButtons();
        for (Item i : Item.values()) {
            assertThat(ScreenLayout.wholeInSight(plus(i)))
                    .as(i + "'s + in sight")
                    .isTrue();
        }
        window.button("shopPlus-spare-wheel").click();
        window.label("shopPoints").requireText("Points left: 1,000 − 100 = 900");
        for (int n = 0; n < 9; n++) {
            window.button("shopPlus-electrical").click();
        }
        window.label("shopBasket-electrical").requireText("+9");
        window.button("shopPlus-electrical").click();
        window.label("shopBasket-electrical").requireText("+10");
        assertThat(plusButtons()).isEqualTo(before);
    }

    @Test
    void at_twice_the_text_size_every_action_is_reachable_whole_and_nothing_is_cut_or_covered() throws IOException {
        open(32, new Dimension(1280, 860));
        plan("R 19 J 11 B 14");
        // Typing a stage keeps Roll in sight without scrolling: it stands in the stage's title row.
        JComponent roll = (JComponent) robot.finder().findByName(window.target(), "rollButton", true);
        assertThat(ScreenLayout.wholeInSight(roll))
                .as("Roll in sight while the stage is typed")
                .isTrue();
        window.toggleButton("moreStageActions").click();
        List<String> actions =
                List.of("addSection", "removeSection", "clearSections", "rollButton", "moreStageActions", "passButton");
        for (String name : actions) {
            reachWhole(name);
        }
        assertNoHorizontalScrolling();
        assertThat(ScreenLayout.problems(view())).as("at 200 %").isEmpty();

        // At this size the tabs are below the fold: chosen as the keyboard would, without a click on them.
        showTab(1);
        for (String name : List.of("shopPlus-carburettor", "shopMinus-electrical", "shopBuy", "shopClear")) {
            reachWhole(name);
        }
        assertThat(ScreenLayout.problems(view())).as("the shop at 200 %").isEmpty();
        showTab(2);
        reachWhole("editTable");
        reachWhole("eventHeatMap");
        assertThat(ScreenLayout.problems(view())).as("the event table at 200 %").isEmpty();
        assertNoHorizontalScrolling();
    }

    private void showTab(int index) {
        JTabbedPane tabs = window.tabbedPane("bottomTabs").target();
        GuiActionRunner.execute(() -> tabs.setSelectedIndex(index));
        robot.waitForIdle();
    }

    private void reachWhole(String name) {
        JComponent k = (JComponent) robot.finder().findByName(window.target(), name, true);
        GuiActionRunner.execute(() -> k.scrollRectToVisible(new Rectangle(0, 0, k.getWidth(), k.getHeight())));
        assertThat(ScreenLayout.wholeInSight(k))
                .as(name + " in sight whole once scrolled to")
                .isTrue();
    }

    private void assertNoHorizontalScrolling() {
        JScrollPane page = (JScrollPane) robot.finder().findByName(window.target(), "pistesScroll", true);
        assertThat(GuiActionRunner.execute(() -> page.getHorizontalScrollBar().isShowing()))
                .isFalse();
    }

    private void assertFits(String when) {
        JScrollPane page = (JScrollPane) robot.finder().findByName(window.target(), "pistesScroll", true);
        assertThat(GuiActionRunner.execute(() -> page.getVerticalScrollBar().isShowing()
                        || page.getHorizontalScrollBar().isShowing()))
                .as(when + ": the page scrolls")
                .isFalse();
        assertThat(ScreenLayout.problems(view())).as(when).isEmpty();
    }

    private JPanel view() {
        return (JPanel) robot.finder().findByName(window.target(), "pistesView", true);
    }

    private JButton plus(Item i) {
        return (JButton) robot.finder().findByName(window.target(), "shopPlus-" + i.id(), true);
    }

    private Map<Item, Rectangle> plusButtons() {
        Map<Item, Rectangle> at = new LinkedHashMap<>();
        for (Item i : Item.values()) {
            at.put(i, ScreenLayout.onScreen(plus(i)));
        }
        return at;
    }

    private void plan(String sections) {
        window.textBox("sectionField").click().enterText(sections + "\n");
    }

    /** A race of Ann, Bob and Cid at this text size (pt) in a window of this size. */
    private void open(int textSize, Dimension size) throws IOException {
        // The View menu's "Larger text" steps from the size the settings hold: one step up reaches textSize.
        Files.writeString(home.resolve("settings.properties"), "fontSize=" + (textSize - 2) + "\n");
        robot = Robots.newRobot();
        window = MainWindows.show(robot, home);
        window.menuItem("menuBigger").click();
        GuiActionRunner.execute(() -> window.target().setSize(size));
        robot.waitForIdle();
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-pistes").click();
        DialogFixture newGame = WindowFinder.findDialog("newPistesDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(newGame);
        // The names are set, not typed: what this test measures is the stage at a text size. Typed one field after
        // another into the dialog at 32 pt on a loaded machine, "Bob" sometimes reached Ann's field, even after a
        // click on his (a fault of the robot's keys and the dialog's focus still to be found; the names' typing is
        // tested at the usual size by the new-game dialog's own tests).
        newGame.textBox("playerName1").setText("Ann");
        newGame.textBox("playerName2").setText("Bob");
        newGame.button("addPlayer").click();
        newGame.textBox("playerName3").setText("Cid");
        newGame.textBox("playerName3").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        ShownWindow.afterDialogClosed(window);
        window.label("turnLabel").requireText("Round 1 — Ann to drive (first stage)");
    }
}
