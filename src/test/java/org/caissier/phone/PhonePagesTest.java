package org.caissier.phone;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.caissier.live.LiveFrame;
import org.caissier.live.PhonePage;
import org.caissier.table.Session;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every moment of each saved game, rendered in both languages: a whole document with the live head and the time,
 * each player's name on a row he can tap, and French with French typography (no typewriter apostrophe, a narrow
 * no-break space before : ; ? !). The pages are left in target/phone-pages for a look.
 */
class PhonePagesTest {
    private static final LiveFrame FRAME = new LiveFrame("<meta name=\"caissier-version\" content=\"7\">\n", "20:15:00");
    static final Path OUT = Path.of("target/phone-pages");

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"long-cours", "pistes", "espion-argon2id"})
    void every_moment_of_a_saved_game_is_a_whole_page_in_both_languages(String game) throws Exception {
        List<Session.Snapshot<Object, Object>> moments = GoldenGames.moments(game, dir);
        PhonePage page = PhonePagesLiveTest.page(game);
        Files.createDirectories(OUT);
        for (int i = 0; i < moments.size(); i++) {
            Session.Snapshot<Object, Object> m = moments.get(i);
            for (Locale language : List.of(Locale.ENGLISH, Locale.FRENCH)) {
                String html = page.render(m, language, FRAME);
                String at = game + " line " + i + " " + language;
                assertThat(html).as(at).startsWith("<!DOCTYPE html>").contains(
                        "<html lang=\"" + language.getLanguage() + "\">", FRAME.head(), "20:15:00",
                        "name=\"viewport\"", "prefers-color-scheme: dark").endsWith("</html>\n")
                        .doesNotContain(" style=\"", "<script>", "!i18n");
                for (String name : names(m.state())) {
                    assertThat(html).as(at).contains("data-player=\"" + PhoneHtml.esc(name) + "\"");
                }
                if (language == Locale.FRENCH) {
                    String text = text(html);
                    assertThat(text).as(at + ": the typographic apostrophe").doesNotContain("'");
                    assertThat(text).as(at + ": a narrow no-break space before : ; ? !")
                            .doesNotContainPattern("[^\u202F][:;?!](\\s|$)");
                }
                if (i == moments.size() - 1 || i == moments.size() / 2) {
                    Files.writeString(OUT.resolve(game + "-" + (i == moments.size() - 1 ? "end" : "middle") + "-"
                            + language.getLanguage() + ".html"), html);
                }
            }
        }
    }

    /** The words a reader sees: the body without its tags. */
    static String text(String html) {
        String body = html.substring(html.indexOf("<body>"), html.indexOf("</body>"));
        return body.replaceAll("<[^>]*>", " ").replace("&amp;", "&").replace("&#39;", "'");
    }

    static List<String> names(Object state) {
        if (state instanceof org.caissier.longcours.LongCoursState s) {
            return s.names();
        }
        if (state instanceof org.caissier.pistes.PistesState s) {
            return s.names();
        }
        org.caissier.espion.EspionState s = (org.caissier.espion.EspionState) state;
        return List.of(s.spy(), s.hunter());
    }
}
