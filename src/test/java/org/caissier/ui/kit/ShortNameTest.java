package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A name shortened for the table display still tells the table who is meant. */
class ShortNameTest {
    @Test
    void the_surnames_go_to_initials_first_then_the_later_first_names() {
        String name = "Bérengère-Éléonore Quintin-Saint-Exupéry";
        assertThat(ShortName.initialled(name, 0)).isEqualTo(name);
        assertThat(ShortName.initialled(name, 1)).isEqualTo("Bérengère-Éléonore Q.-S.-E.");
        assertThat(ShortName.initialled(name, 2)).isEqualTo("Bérengère-É. Q.-S.-E.");
    }

    @Test
    void a_one_word_name_and_a_particle_stay_as_they_are() {
        assertThat(ShortName.initialled("Ann", 2)).isEqualTo("Ann");
        assertThat(ShortName.initialled("Marie de la Tour", 1)).isEqualTo("Marie de la T.");
    }
}
