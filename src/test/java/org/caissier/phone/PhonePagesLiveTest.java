package org.caissier.phone;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.caissier.espion.phone.EspionPhonePage;
import org.caissier.live.LiveFrame;
import org.caissier.live.LivePublication;
import org.caissier.live.LiveRuntime;
import org.caissier.live.LiveSettings;
import org.caissier.live.PhonePage;
import org.caissier.longcours.phone.LongCoursPhonePage;
import org.caissier.pistes.phone.PistesPhonePage;
import org.caissier.table.Session;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A line played reaches the phones within a second, in every game: the publication on loopback renders the next
 * moment of a saved game, the event stream tells its version, and the page then served shows what changed.
 */
class PhonePagesLiveTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource({"long-cours, id=\"turn\"", "pistes, id=\"players\"", "espion-argon2id, id=\"circles\""})
    void a_new_line_reaches_the_event_stream_and_the_page_within_a_second(String game, String shown) throws Exception {
        List<Session.Snapshot<Object, Object>> moments = GoldenGames.moments(game, dir);
        PhonePage page = page(game);
        Session.Snapshot<Object, Object> before = moments.get(moments.size() - 2);
        Session.Snapshot<Object, Object> after = moments.get(moments.size() - 1);
        String expected = page.render(after, Locale.FRENCH, new LiveFrame("", "x"));
        String fragment = expected.substring(expected.indexOf("<body>"), expected.indexOf("</body>"))
                .replaceFirst("(?s)<p class=\"note\" id=\"updated\">.*?</p>\n", "");
        try (LivePublication live = new LivePublication(LiveRuntime.system(), page)) {
            live.start(LiveSettings.at(InetAddress.getLoopbackAddress(), 0), before);
            try (PhoneClient phone = new PhoneClient(live.address().orElseThrow())) {
                phone.listen();
                phone.until(1);
                assertThat(phone.get("/", "fr")).contains(shown).doesNotContain(fragment);
                live.publish(after);
                // The one bounded wait: the stream must tell the new version within the second.
                assertThat(phone.until(2, Duration.ofSeconds(1))).contains("event: results");
                assertThat(phone.get("/", "fr").replaceFirst("(?s)<p class=\"note\" id=\"updated\">.*?</p>\n", ""))
                        .contains(fragment);
            }
        }
    }

    static PhonePage page(String game) {
        Supplier<PhonePage> page = switch (game) {
            case "long-cours" -> LongCoursPhonePage::new;
            case "pistes" -> PistesPhonePage::new;
            default -> EspionPhonePage::new;
        };
        return page.get();
    }
}
