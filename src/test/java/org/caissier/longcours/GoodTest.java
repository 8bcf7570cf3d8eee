package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A board names a good by its id or its French name, in any case, accents or not. */
class GoodTest {
    @Test
    void a_good_is_found_by_its_id_or_its_french_name() {
        assertThat(Good.byId("cereals")).contains(Good.CEREALS);
        assertThat(Good.byId("GOLD")).contains(Good.GOLD);
        assertThat(Good.byId("céréales")).contains(Good.CEREALS);
        assertThat(Good.byId("Cereales")).contains(Good.CEREALS);
        assertThat(Good.byId("or")).contains(Good.GOLD);
        assertThat(Good.byId("tissus")).contains(Good.CLOTH);
        assertThat(Good.byId("spices")).isEmpty();
    }
}
