package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** The board's text reads from across the table: 4.5:1 at least (WCAG AA) on its sea, in both themes. */
class BoardPaletteTest {
    @Test
    void zone_numbers_read_at_four_and_a_half_to_one_on_the_light_and_the_dark_sea() {
        for (boolean dark : new boolean[] {false, true}) {
            assertThat(BoardPalette.contrast(BoardPalette.zoneNumber(dark), BoardPalette.sea(dark)))
                    .as(dark ? "dark theme" : "light theme")
                    .isGreaterThanOrEqualTo(4.5);
        }
    }

    @Test
    void the_measure_is_the_wcag_one() {
        assertThat(BoardPalette.contrast(Color.BLACK, Color.WHITE)).isCloseTo(21.0, Offset.offset(0.01));
        // The zone numbers of the first version: pale blue on pale blue.
        assertThat(BoardPalette.contrast(new Color(0xB7D3E6), new Color(0xDCEBF5)))
                .isLessThan(1.4);
    }
}
