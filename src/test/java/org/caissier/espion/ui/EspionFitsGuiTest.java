package org.caissier.espion.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.caissier.testing.GuiTest;
import org.caissier.testing.LaptopPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Espion's page on a 1366 × 768 laptop: at the usual text size each side's heading beside its controls; at twice
 * that size above them, so the page scrolls down only and every field, button and table is reachable whole.
 */
@GuiTest
class EspionFitsGuiTest extends LaptopPage.Tested {
    private static final String[] REACHED = {
        "circleRadius",
        "circleCentre",
        "drawCircle",
        "roadName",
        "cutRoad",
        "doneCutting",
        "answerIn",
        "answerOut",
        "spyTurn",
        "escape",
        "surrender",
        "checkRoute",
        "undoSpy",
        "redoSpy",
        "circlesTable",
        "roadblocksTable"
    };

    @Test
    void at_the_usual_text_size_the_headings_stand_beside_their_controls() throws IOException {
        open("espion", 16);
        assertThat(page.arrangement("espionHunterLines")).isZero();
        assertThat(page.arrangement("espionSpyLines")).isZero();
        assertThat(page.scrollsSideways()).isFalse();
        page.assertReachableWhole(REACHED);
        page.assertNoProblems("espionView");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr"})
    void at_twice_the_text_size_the_page_scrolls_down_only_and_every_control_is_reachable_whole(String language)
            throws IOException {
        open("espion", 32, language);
        assertThat(page.arrangement("espionHunterLines"))
                .as("the hunter's heading above his fields")
                .isPositive();
        assertThat(page.arrangement("espionSpyLines"))
                .as("the spy's heading above his buttons")
                .isPositive();
        assertThat(page.scrollsSideways()).as("the page scrolls sideways").isFalse();
        page.assertReachableWhole(REACHED);
        page.assertNoProblems("espionView");
    }
}
