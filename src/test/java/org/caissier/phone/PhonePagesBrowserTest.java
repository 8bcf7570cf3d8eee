package org.caissier.phone;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.caissier.live.LivePublication;
import org.caissier.live.LiveRuntime;
import org.caissier.live.LiveSettings;
import org.caissier.table.Session;
import org.caissier.testing.Needs;
import org.caissier.testing.PhoneBrowsers;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Long Cours, Pistes and Espion on a phone (360 and 390 px wide), served as the players get them: the live page on
 * loopback with its script, at a saved game's middle and then, after the change reaches the phone, at its end,
 * with as many players as the game seats and long names. Every cell, the turn and the news end inside the
 * viewport, nothing is cut inside its cell and the page never scrolls sideways, in both languages at both widths,
 * with names as long as a name may be. A player taps his name: his row is
 * marked, kept on the phone, and marked again once the page has swapped in the next state; the page turns dark
 * when the phone asks. Headless Chromium
 * (Debian's, driven by Debian's chromedriver); screenshots are left in target/phone-pages. Without them the test is
 * skipped, loudly; under {@code CI=true} that is a failure.
 */
@Needs({Needs.Tool.CHROMIUM, Needs.Tool.CHROMEDRIVER})
class PhonePagesBrowserTest {
    private static final Path SHOTS = Path.of("target/phone-pages");

    @TempDir
    static Path dir;

    private static PhoneBrowsers phones;

    @BeforeAll
    static void startPhones() throws Exception {
        Files.createDirectories(SHOTS);
        phones = new PhoneBrowsers(dir);
    }

    @AfterAll
    static void quitPhones() {
        phones.close();
    }

    @ParameterizedTest(name = "{0} at {1} px in {2}")
    // Every game in both languages at both widths (issue 39: Long Cours in French at 390 px was 401 px wide).
    @CsvSource({
        "long-cours, 360, fr",
        "long-cours, 360, en",
        "long-cours, 390, fr",
        "long-cours, 390, en",
        "pistes, 360, en",
        "pistes, 360, fr",
        "pistes, 390, fr",
        "pistes, 390, en",
        "espion-argon2id, 360, fr",
        "espion-argon2id, 360, en",
        "espion-argon2id, 390, en",
        "espion-argon2id, 390, fr"
    })
    void every_value_a_player_needs_fits_the_phone_and_his_name_stays_marked(String game, int width, String language)
            throws Exception {
        List<Session.Snapshot<Object, Object>> moments = GoldenGames.moments(
                game,
                dir.resolve(game + width + language).toFile().mkdirs() ? dir.resolve(game + width + language) : dir);
        Session.Snapshot<Object, Object> middle = WideTables.widest(moments.get(moments.size() / 2));
        Session.Snapshot<Object, Object> end = WideTables.widest(moments.get(moments.size() - 1));
        List<String> names = PhonePagesTest.names(game, end.state());
        try (LivePublication live = new LivePublication(LiveRuntime.system(), PhonePagesLiveTest.page(game))) {
            live.start(LiveSettings.at(InetAddress.getLoopbackAddress(), 0), middle);
            WebDriver page = phones.phone(width, language);
            page.get(live.address().orElseThrow().toString());
            JavascriptExecutor js = (JavascriptExecutor) page;
            assertThat(js.executeScript("return document.documentElement.lang;"))
                    .isEqualTo(language);
            fits(page, width, game + "-" + language + "-middle", names);
            assertThat(js.executeScript("return getComputedStyle(document.body).backgroundColor;"))
                    .as("light by default")
                    .isEqualTo("rgb(255, 255, 255)");
            // The phone at dusk: the page follows its setting (the rest of the test runs dark).
            ((ChromeDriver) page)
                    .executeCdpCommand(
                            "Emulation.setEmulatedMedia",
                            Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
            assertThat(js.executeScript("return getComputedStyle(document.body).backgroundColor;"))
                    .as("dark when the phone asks")
                    .isEqualTo("rgb(18, 23, 29)");

            String mine = names.get(1);
            WebElement row = page.findElement(By.cssSelector("[data-player=\"" + mine + "\"]"));
            row.click();
            assertThat(marked(js)).containsExactly(mine);
            assertThat(js.executeScript("return localStorage.getItem('caissier-mine');"))
                    .isEqualTo(mine);

            live.publish(end);
            // A bounded wait for the swap the event stream asks for: the version the page shows becomes 2.
            new WebDriverWait(page, Duration.ofSeconds(10))
                    .until(d -> "2"
                            .equals(((JavascriptExecutor) d)
                                    .executeScript(
                                            "return document.querySelector('meta[name=caissier-version]').content;")));
            fits(page, width, game + "-" + language + "-end-dark", names);
            assertThat(marked(js)).as("the mark is put again after the swap").containsExactly(mine);

            page.findElement(By.cssSelector("[data-player=\"" + mine + "\"]")).click();
            assertThat(marked(js)).as("a second tap takes the mark off").isEmpty();
        }
    }

    /**
     * Issue 36, item 3: the page says when it has lost the laptop instead of "follows the game by itself": the game
     * closed there, then another publication on the same port, offered as a reload, never swapped in silently.
     */
    @Test
    void the_page_says_when_the_game_was_closed_and_when_the_laptop_shows_another_publication() throws Exception {
        List<Session.Snapshot<Object, Object>> moments =
                GoldenGames.moments("long-cours", dir.resolve("lost").toFile().mkdirs() ? dir.resolve("lost") : dir);
        WebDriver page = phones.phone(360, "fr");
        try (LivePublication live = new LivePublication(LiveRuntime.system(), PhonePagesLiveTest.page("long-cours"))) {
            live.start(LiveSettings.at(InetAddress.getLoopbackAddress(), 0), moments.get(0));
            int port = live.address().orElseThrow().getPort();
            page.get(live.address().orElseThrow().toString());
            JavascriptExecutor js = (JavascriptExecutor) page;
            WebDriverWait bounded = new WebDriverWait(page, Duration.ofSeconds(20));
            assertThat(page.findElements(By.id("caissier-lost"))).isEmpty();
            assertThat(page.findElement(By.id("updated")).getText()).contains("suit la partie");
            live.publish(moments.get(1));
            bounded.until(d -> "2"
                    .equals(js.executeScript("return document.querySelector('meta[name=caissier-version]').content;")));

            live.stop();
            bounded.until(d -> !d.findElements(By.id("caissier-lost")).isEmpty());
            assertThat(page.findElement(By.id("caissier-lost")).getText())
                    .isEqualTo("La partie a été fermée sur l’ordinateur\u202f: cette page ne la suit plus.");
            assertThat(page.findElement(By.id("updated")).isDisplayed())
                    .as("no longer says it follows")
                    .isFalse();

            live.start(LiveSettings.at(InetAddress.getLoopbackAddress(), port), moments.get(moments.size() - 1));
            bounded.until(d -> d.findElement(By.id("caissier-lost")).getText().startsWith("L’ordinateur montre"));
            assertThat(page.findElement(By.cssSelector("#caissier-lost a")).getText())
                    .isEqualTo("Recharger");
            assertThat(js.executeScript("return document.querySelector('meta[name=caissier-version]').content;"))
                    .as("the other publication is not swapped in")
                    .isEqualTo("2");
            Files.write(
                    SHOTS.resolve("lost-laptop-360.png"), ((TakesScreenshot) page).getScreenshotAs(OutputType.BYTES));
            long scroll = ((Number) js.executeScript("return document.documentElement.scrollWidth;")).longValue();
            assertThat(scroll).as("the band fits the phone").isLessThanOrEqualTo(360);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> marked(JavascriptExecutor js) {
        return (List<String>) js.executeScript(
                "return Array.from(document.querySelectorAll('.mine'))" + ".map(e => e.getAttribute('data-player'));");
    }

    private static void fits(WebDriver page, int width, String name, List<String> names) throws Exception {
        JavascriptExecutor js = (JavascriptExecutor) page;
        long viewport = ((Number) js.executeScript("return document.documentElement.clientWidth;")).longValue();
        assertThat(viewport).as("the phone's viewport").isEqualTo(width);
        Files.write(
                SHOTS.resolve(name + "-" + width + ".png"), ((TakesScreenshot) page).getScreenshotAs(OutputType.BYTES));
        long scroll = ((Number) js.executeScript("return document.documentElement.scrollWidth;")).longValue();
        assertThat(scroll).as("%s scrolls sideways at %d px", name, width).isLessThanOrEqualTo(width);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> parts = (List<Map<String, Object>>) js.executeScript("""
                return Array.from(document.querySelectorAll('td, th, #turn, #news, [data-player], h1, h2, p'))
                    .map(e => ({what: (e.id || e.tagName) + ' ' + e.textContent.substring(0, 40),
                                left: e.getBoundingClientRect().left, right: e.getBoundingClientRect().right,
                                cut: e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0}));""");
        assertThat(parts).isNotEmpty();
        for (Map<String, Object> p : parts) {
            assertThat(((Number) p.get("right")).doubleValue())
                    .as("%s: right edge of %s", name, p.get("what"))
                    .isLessThanOrEqualTo(width);
            assertThat(((Number) p.get("left")).doubleValue())
                    .as("%s: left edge of %s", name, p.get("what"))
                    .isGreaterThanOrEqualTo(0);
            assertThat(p.get("cut"))
                    .as("%s: %s is cut inside its box", name, p.get("what"))
                    .isEqualTo(false);
        }
        String text = (String) js.executeScript("return document.body.innerText;");
        for (String player : names) {
            assertThat(text.replace("\n", " ")).as(name).contains(player);
        }
    }
}
