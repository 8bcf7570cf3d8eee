package org.caissier.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.util.List;
import java.util.Locale;
import org.caissier.cup.Crew;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.export.CupPhonePage;
import org.junit.jupiter.api.Test;

/**
 * A phone gets the page in the language it asks for, French or English; one that asks for neither (or sends no
 * Accept-Language) gets the program's language, never the server machine's default locale.
 */
class PageLanguageTest {

    @Test
    void a_phone_that_asks_for_neither_language_reads_the_programs() {
        LiveSnapshot french = new LiveSnapshot(1, "EN", "FR", "", Locale.FRENCH);
        assertThat(french.page(List.of())).isEqualTo("FR");
        assertThat(french.page(List.of(Locale.GERMAN))).isEqualTo("FR");
        assertThat(french.page(List.of(Locale.ENGLISH, Locale.FRENCH)))
                .as("asked for English first")
                .isEqualTo("EN");
        LiveSnapshot english = new LiveSnapshot(1, "EN", "FR", "", Locale.ENGLISH);
        assertThat(english.page(List.of())).isEqualTo("EN");
        assertThat(english.page(List.of(Locale.forLanguageTag("fr-CA")))).isEqualTo("FR");
    }

    @Test
    void a_program_in_french_serves_french_to_a_phone_without_accept_language() throws Exception {
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.ENGLISH); // the machine's own locale must not decide
        try (LivePublication live =
                new LivePublication(LiveRuntime.system(), CupPhonePage.tournament(), Locale.FRENCH)) {
            live.start(
                    LiveSettings.at(InetAddress.getLoopbackAddress(), 0),
                    new TournamentRules().start(List.of(Crew.named("Ann"), Crew.named("Bob")), 1));
            RawHttp http = new RawHttp(live.address().orElseThrow());
            assertThat(http.get("/")).contains("<html lang=\"fr\"");
            assertThat(http.get("/", "Accept-Language: en-GB,en;q=0.8")).contains("<html lang=\"en\"");
            assertThat(http.get("/", "Accept-Language: de")).contains("<html lang=\"fr\"");
        } finally {
            Locale.setDefault(before);
        }
    }
}
