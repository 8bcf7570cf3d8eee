package org.caissier.phone;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.assertj.core.api.Assertions;
import org.caissier.app.Wiring;
import org.caissier.espion.phone.EspionPhonePage;
import org.caissier.espion.ui.EspionUi;
import org.caissier.live.LiveFrame;
import org.caissier.live.PhonePage;
import org.caissier.longcours.phone.LongCoursPhonePage;
import org.caissier.longcours.ui.LongCoursUi;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.Player;
import org.caissier.pistes.phone.PistesPhonePage;
import org.caissier.pistes.ui.PistesUi;
import org.caissier.table.Command;
import org.caissier.table.JournalFile;
import org.caissier.table.Rules;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.testing.TestGames;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every moment of each saved game, rendered in both languages: a whole document with the live head and the time,
 * each player's name on a row he can tap, and French with French typography (no typewriter apostrophe, a narrow
 * no-break space before : ; ? !). The games are the registry's that offer a page (testing.TestGames), each with its
 * golden journal. The pages are left in target/phone-pages for a look.
 */
class PhonePagesTest {
    private static final LiveFrame FRAME =
            new LiveFrame("<meta name=\"caissier-version\" content=\"7\">\n", "20:15:00");
    static final Path OUT = Path.of("target/phone-pages");

    @TempDir
    Path dir;

    /** The games of the registry that offer a page for the phones (testing.TestGames). */
    static Stream<String> gamesWithAPage() {
        return TestGames.registry().plugins().stream()
                .filter(p -> p.screens().phonePage().isPresent())
                .map(GamePlugin::id);
    }

    @Test
    void the_games_with_a_page_are_the_registry_s() {
        assertThat(gamesWithAPage()).contains("long-cours", "pistes", "espion", "cup-tournament");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gamesWithAPage")
    void every_moment_of_a_saved_game_is_a_whole_page_in_both_languages(String game) throws Exception {
        List<Session.Snapshot<Object, Object>> moments = GoldenGames.moments(game, dir);
        PhonePage page =
                TestGames.registry().require(game).screens().phonePage().orElseThrow();
        Rules<Object, ?> rules = rules(game);
        Files.createDirectories(OUT);
        for (int i = 0; i < moments.size(); i++) {
            Session.Snapshot<Object, Object> m = moments.get(i);
            for (Locale language : List.of(Locale.ENGLISH, Locale.FRENCH)) {
                String html = page.render(m, language, FRAME);
                String at = game + " line " + i + " " + language;
                assertThat(html)
                        .as(at)
                        .startsWith("<!DOCTYPE html>")
                        .contains(
                                "<html lang=\"" + language.getLanguage() + "\">",
                                FRAME.head(),
                                "20:15:00",
                                "name=\"viewport\"",
                                "prefers-color-scheme: dark")
                        .endsWith("</html>\n")
                        .doesNotContain(" style=\"", "<script>", "!i18n");
                // A page that marks its players (the script pins the phone's own row) marks every one; the Cup's
                // results page marks none yet.
                for (String name : html.contains("data-player=") ? rules.seatNames(m.state()) : List.<String>of()) {
                    assertThat(html).as(at).contains("data-player=\"" + PhoneHtml.esc(name) + "\"");
                }
                if (language == Locale.FRENCH) {
                    String text = text(html);
                    assertThat(text).as(at + ": the typographic apostrophe").doesNotContain("'");
                    assertThat(text)
                            .as(at + ": a narrow no-break space before : ; ? !")
                            .doesNotContainPattern("[^\u202F][:;?!](\\s|$)");
                }
                if (i == moments.size() - 1 || i == moments.size() / 2) {
                    Files.writeString(
                            OUT.resolve(game + "-" + (i == moments.size() - 1 ? "end" : "middle") + "-"
                                    + language.getLanguage() + ".html"),
                            html);
                }
            }
        }
    }

    @Test
    void each_game_offers_its_page_through_its_plug_in() {
        assertThat(LongCoursUi.plugin().screens().phonePage()).get().isInstanceOf(LongCoursPhonePage.class);
        assertThat(PistesUi.plugin().screens().phonePage()).get().isInstanceOf(PistesPhonePage.class);
        assertThat(EspionUi.plugin().screens().phonePage()).get().isInstanceOf(EspionPhonePage.class);
    }

    /** The last news is the announced line's sentence for everyone, as the session tells it; a bare state has none. */
    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void the_long_cours_page_tells_the_last_news_as_the_table_heard_it() throws Exception {
        Path copy = dir.resolve("lc.caissier");
        Files.copy(GoldenGames.GOLDEN.resolve("long-cours.caissier"), copy);
        try (Session session = Session.open(copy, Wiring.games())) {
            Rules rules = session.rules();
            List<Step> history = session.history();
            String told = null;
            for (Step step : history) {
                if (step instanceof Step.Played played
                        && rules.announcement(played.before(), (Command) played.command(), played.after())
                                .isPresent()) {
                    told = session.describe(step, Locale.FRENCH);
                }
            }
            assertThat(told).isNotNull();
            PhonePage page = new LongCoursPhonePage();
            String withHistory = page.render(session.snapshot(), Locale.FRENCH, FRAME);
            assertThat(withHistory).contains(PhoneHtml.esc(told.replace('\'', '’')));
            assertThat(page.render(session.state(), Locale.FRENCH, FRAME))
                    .contains("Pas encore de nouvelle.")
                    .doesNotContain(PhoneHtml.esc(told.replace('\'', '’')));
        }
    }

    /** A page is typed in its game: a moment of another game is refused once, before any of it is read. */
    @Test
    void a_page_refuses_a_moment_of_another_game() throws Exception {
        Session.Snapshot<Object, Object> longCours =
                GoldenGames.moments("long-cours", dir).get(0);
        PhonePage pistes = new PistesPhonePage();
        Assertions.assertThatThrownBy(() -> pistes.render(longCours, Locale.ENGLISH, FRAME))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a moment of PistesState");
        Assertions.assertThatThrownBy(() -> pistes.render(longCours.state(), Locale.ENGLISH, FRAME))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** A name is shown as typed, never as markup: not in a cell, not in the attribute the script reads. */
    @Test
    void a_name_that_looks_like_markup_is_shown_as_text() throws Exception {
        String hostile = "<img src=x onerror=alert(1)>\"&'";
        Session.Snapshot<Object, Object> end =
                GoldenGames.moments("pistes", dir).get(0);
        PistesState s = (PistesState) end.state();
        List<Player> players = new ArrayList<>(s.players());
        Player p = players.get(0);
        players.set(
                0, new Player(hostile, p.status(), p.rank(), p.equipment(), p.points(), p.turns(), p.arrivalRound()));
        PistesState renamed = new PistesState(s.table(), s.ranking(), players, s.turnIndex(), s.round());
        String html = new PistesPhonePage().render(renamed, Locale.ENGLISH, FRAME);
        assertThat(html)
                .doesNotContain("<img", "\"&'")
                .contains(
                        "&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;",
                        "data-player=\"&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;\"");
    }

    /** The phone says what the screen says: the same filling, an apostrophe kept, "de" joined in French. */
    @Test
    void a_phone_text_is_filled_as_the_screen_fills_it() {
        for (Locale locale : List.of(Locale.ENGLISH, Locale.FRENCH)) {
            assertThat(new PhoneWords("i18n.pistes", locale).text("pi.stage.title", "Ann"))
                    .isEqualTo(new Messages("i18n.pistes", locale).get("pi.stage.title", "Ann"));
        }
        assertThat(new PhoneWords("i18n.pistes", Locale.ENGLISH).text("pi.stage.title", "Ann"))
                .isEqualTo("Ann's stage");
    }

    /** The words a reader sees: the body without its tags. */
    static String text(String html) {
        String body = html.substring(html.indexOf("<body>"), html.indexOf("</body>"));
        return body.replaceAll("<[^>]*>", " ").replace("&amp;", "&").replace("&#39;", "'");
    }

    /** The names of a moment's seats, as the rules of the golden journal {@code game} give them. */
    static List<String> names(String game, Object state) throws Exception {
        return rules(game).seatNames(state);
    }

    /** The rules of a game as its golden journal starts it: whose names its seats hold. */
    @SuppressWarnings("unchecked")
    private static Rules<Object, ?> rules(String game) throws Exception {
        String line =
                JournalFile.read(GoldenGames.GOLDEN.resolve(game + ".caissier")).gameLine();
        return (Rules<Object, ?>)
                TestGames.registry().games().replay(line, GoldenGames.GOLDEN).rules();
    }
}
