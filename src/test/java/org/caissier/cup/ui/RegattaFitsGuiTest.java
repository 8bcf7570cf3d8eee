package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.caissier.testing.GuiTest;
import org.caissier.testing.LaptopPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A regatta's page on a 1366 × 768 laptop: at the usual text size the results' buttons beside the race's title; at
 * twice that size below it, the explanation wrapped and the assistant's button on a line of its own, so the page
 * scrolls down only and every control is reachable whole.
 */
@GuiTest
class RegattaFitsGuiTest extends LaptopPage.Tested {
    private static final String[] REACHED = {
        "exportResults",
        "printResults",
        "publishLive",
        "crew-Ann",
        "crew-Fay",
        "raceCode",
        "raceTie",
        "raceField",
        "playRace",
        "clearRace",
        "sailRace",
        "correctRaceNumber",
        "correctRace",
        "seriesTable"
    };

    @Test
    void at_the_usual_text_size_the_results_buttons_stand_beside_the_title() throws IOException {
        open("cup-regatta", 16);
        assertThat(page.arrangement("raceEntry")).isZero();
        assertThat(page.scrollsSideways()).isFalse();
        page.assertReachableWhole(REACHED);
        page.assertNoProblems("cupRegattaView");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr"})
    void at_twice_the_text_size_the_page_scrolls_down_only_and_every_control_is_reachable_whole(String language)
            throws IOException {
        open("cup-regatta", 32, language);
        assertThat(page.arrangement("raceEntry"))
                .as("the results' buttons below the title")
                .isPositive();
        assertThat(page.scrollsSideways()).as("the page scrolls sideways").isFalse();
        page.assertReachableWhole(REACHED);
        page.assertNoProblems("cupRegattaView");
    }
}
