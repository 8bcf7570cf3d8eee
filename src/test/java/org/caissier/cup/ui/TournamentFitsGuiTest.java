package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import javax.swing.JSplitPane;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.LaptopPage;
import org.junit.jupiter.api.Test;

/**
 * A tournament's page on a 1366 × 768 laptop: at the usual text size the results' buttons beside the status and
 * the standings beside the matches; at twice that size (a television across the room) the same parts one above
 * the other, so the page scrolls down only and every button and table is reachable whole.
 */
@GuiTest
class TournamentFitsGuiTest extends LaptopPage.Tested {
    private static final String[] REACHED = {
        "exportResults",
        "printResults",
        "publishLive",
        "cupTabs",
        "matchesTable",
        "dsqButton",
        "withdrawButton",
        "endRoundRobinButton"
    };

    @Test
    void at_the_usual_text_size_the_parts_stand_side_by_side_and_nothing_scrolls() throws IOException {
        open("cup-tournament", 16);
        assertThat(page.arrangement("cupHeader"))
                .as("the results' buttons beside the status")
                .isZero();
        assertThat(orientation()).isEqualTo(JSplitPane.HORIZONTAL_SPLIT);
        assertThat(page.scrolls()).as("the page scrolls").isFalse();
        page.assertReachableWhole(REACHED);
        page.assertNoProblems("cupTournamentView");
    }

    @Test
    void at_twice_the_text_size_the_page_scrolls_down_only_and_every_part_is_reachable_whole() throws IOException {
        open("cup-tournament", 32);
        assertThat(page.arrangement("cupHeader"))
                .as("the results' buttons below the status")
                .isPositive();
        assertThat(orientation()).as("the standings below the matches").isEqualTo(JSplitPane.VERTICAL_SPLIT);
        assertThat(page.scrollsSideways()).as("the page scrolls sideways").isFalse();
        page.assertReachableWhole(REACHED);
        page.assertNoProblems("cupTournamentView");
    }

    private int orientation() {
        JSplitPane split = (JSplitPane) page.named("cupSplit");
        return GuiActionRunner.execute(split::getOrientation);
    }
}
