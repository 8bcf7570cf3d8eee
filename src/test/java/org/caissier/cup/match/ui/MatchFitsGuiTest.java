package org.caissier.cup.match.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.caissier.testing.GuiTest;
import org.caissier.testing.LaptopPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A match at the board on a 1366 × 768 laptop: at the usual text size the boats side by side and the actions five a
 * row; at twice that size the boats one above the other, fewer actions a row and the card's explanation on two
 * lines, so the page scrolls down only and every button is reachable whole.
 */
@GuiTest
class MatchFitsGuiTest extends LaptopPage.Tested {
    private static final String[] REACHED = {
        "boat1Mark",
        "boat1Penalty",
        "boat1Dsq",
        "boat2Mark",
        "boat2Penalty",
        "boat2Dsq",
        "matchEntry",
        "matchDiscard",
        "matchMiss",
        "matchTack",
        "matchLeeward",
        "matchShadow",
        "matchWind",
        "matchPivot",
        "matchScore",
        "matchBack"
    };

    @Test
    void at_the_usual_text_size_the_boats_stand_side_by_side_and_nothing_scrolls_sideways() throws IOException {
        open("cup-match", 16);
        assertThat(page.arrangement("matchBoats")).as("both boats on a row").isZero();
        assertThat(page.arrangement("matchActions")).as("five actions a row").isZero();
        assertThat(page.scrollsSideways()).isFalse();
        page.assertReachableWhole(REACHED);
        page.assertNoProblems("cupMatchView");
    }

    /**
     * Three boats, two of them downwind, on a 1280 × 720 laptop: a boat's line "Downwind: no tack, any card" in the
     * match's large type asked 412 px (French 555), more than a third of the window, so the three boats stood two a
     * row and the page was 701 px tall in a 661 px view, the actions out of the window (found by the explorer,
     * cup-match seed 10). A line too long for its boat is set smaller now.
     */
    @ParameterizedTest
    @ValueSource(strings = {"en", "fr"})
    void three_boats_downwind_stand_in_a_row_on_a_1280_laptop_and_the_page_does_not_scroll(String language)
            throws IOException {
        open("cup-match-fleet", 16, language);
        page.resize(1280, 720);
        assertThat(page.arrangement("matchBoats")).as("three boats on a row").isZero();
        assertThat(page.tallerThanItsView()).as("the page taller than its view").isFalse();
        page.assertNoProblems("cupMatchView");
    }

    @Test
    void at_twice_the_text_size_the_page_scrolls_down_only_and_every_button_is_reachable_whole() throws IOException {
        open("cup-match", 32);
        assertThat(page.arrangement("matchBoats")).as("one boat a row").isPositive();
        assertThat(page.arrangement("matchActions")).as("fewer actions a row").isPositive();
        assertThat(page.scrollsSideways()).as("the page scrolls sideways").isFalse();
        page.assertReachableWhole(REACHED);
        page.assertNoProblems("cupMatchView");
    }
}
