package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.event.KeyEvent;
import java.io.IOException;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Needs;
import org.caissier.testing.PhoneBrowsers;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The live results as a phone sees them: the program publishes a tournament from its screen, headless Chromium
 * (Debian's chromium, driven by Debian's chromedriver, never a downloaded one) opens the page, a result is
 * entered on the screen, and the page's standings change by themselves, without a reload. Without Chromium or
 * its driver the test is skipped, loudly; under {@code CI=true} that is a failure.
 */
@GuiTest
@Needs({Needs.Tool.CHROMIUM, Needs.Tool.CHROMEDRIVER})
class LiveResultsBrowserGuiTest extends MainWindows.Shown {

    private WebDriver page;

    @AfterEach
    void close() {
        if (page != null) {
            page.quit();
        }
    }

    private WebDriver chromium(String languages) {
        // The driver and the browser are named outright, so Selenium Manager has nothing to look for or download.
        ChromeOptions options = PhoneBrowsers.headless(home.resolve("chromium-profile"))
                .addArguments("--lang=" + languages, "--accept-lang=" + languages, "--window-size=412,915");
        options.setExperimentalOption("prefs", Map.of("intl.accept_languages", languages));
        return new ChromeDriver(PhoneBrowsers.driver(home.resolve("chromedriver.log")), options);
    }

    @Test
    void a_result_entered_on_the_screen_changes_the_standings_on_the_phone_without_a_reload() throws Exception {
        start("Ann", "Bob", "Cid");
        URI address = publishOnLoopback();
        // The dialog goes aside (publishing goes on) and the scorer is back at the table.
        WindowFinder.findDialog("liveDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot)
                .close();
        ShownWindow.afterDialogClosed(window);
        window.label("liveStatus").requireVisible();
        assertThat(window.label("liveStatus").text()).isEqualTo("On phones: " + address);

        page = chromium("fr-FR,fr");
        page.get(address.toString());
        WebDriverWait wait = new WebDriverWait(page, Duration.ofSeconds(30));
        wait.until(d -> d.findElements(By.cssSelector("#standings tbody tr")).size() == 3);
        assertThat(page.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("fr");
        assertThat(page.findElement(By.id("next")).getText()).contains("Tour 1\u202F:", "Bob – Cid");
        assertThat(leaderCells()).doesNotContain("Bob");
        // A mark that a reload would wipe: the page must change in place.
        ((JavascriptExecutor) page).executeScript("window.notReloaded = true;");

        winner(window.table("matchesTable"), "Bob", "Cid", KeyEvent.VK_1);

        // Rank, crew, points, sailed, tie-break: the Wins column says nothing new here (it equals Points) and is left
        // out.
        wait.until(d -> leaderCells().equals(List.of("1", "Bob", "1", "1", "points")));
        assertThat(((JavascriptExecutor) page).executeScript("return window.notReloaded === true;"))
                .isEqualTo(true);
        assertThat(page.findElement(By.id("next")).getText()).contains("Tour 2\u202F:", "Ann – Bob");
        assertThat(page.findElement(By.id("cross")).getText()).contains("G1", "P1");

        // Closing the game stops the server: the address no longer answers.
        window.menuItem("menuClose").click();
        assertThatThrownBy(() -> new Socket(address.getHost(), address.getPort()).close())
                .isInstanceOf(IOException.class);
    }

    @Test
    void stop_ends_the_publication_and_the_status_bar_says_so() throws Exception {
        start("Ann", "Bob");
        URI address = publishOnLoopback();
        DialogFixture dialog = WindowFinder.findDialog("liveDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        assertThat(dialog.label("liveQr").target().getIcon()).isNotNull();
        dialog.button("liveStop").click();
        // Never silent: the status bar no longer says "On phones" but that the page stopped.
        assertThat(window.label("liveStatus").requireVisible().text())
                .isIn("Not on phones: stopped", "Plus sur les téléphones\u202f: arrêté");
        dialog.label("liveUrl").requireText(" ");
        dialog.button("liveStart").requireEnabled();
        assertThatThrownBy(() -> new Socket(address.getHost(), address.getPort()).close())
                .isInstanceOf(IOException.class);
    }

    private List<String> leaderCells() {
        return page.findElements(By.cssSelector("#standings tbody tr:first-child td")).stream()
                .map(e -> e.getText().trim())
                .toList();
    }

    /** Game → Publish results on the network, on 127.0.0.1 and a free port; returns the address it shows. */
    private URI publishOnLoopback() {
        window.button("publishLive").click();
        DialogFixture dialog = WindowFinder.findDialog("liveDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        dialog.comboBox("liveAddress").replaceText("127.0.0.1");
        dialog.textBox("livePort").deleteText().enterText("0");
        dialog.button("liveStart").click();
        dialog.label("liveProblem").requireText(" ");
        String url = dialog.label("liveUrl").text();
        assertThat(url).startsWith("http://127.0.0.1:");
        assertThat(dialog.label("liveQr").target().getIcon()).isNotNull();
        return URI.create(url);
    }

    private static void winner(JTableFixture matches, String first, String second, int key) {
        String[][] cells = matches.contents();
        for (int r = 0; r < cells.length; r++) {
            if (cells[r][MatchesModel.FIRST].equals(first)
                    && cells[r][MatchesModel.SECOND].equals(second)
                    && cells[r][MatchesModel.WINNER].isEmpty()) {
                matches.selectRows(r).pressAndReleaseKeys(key);
                return;
            }
        }
        throw new AssertionError("no open match " + first + " – " + second + " in the table");
    }

    private void start(String... crews) {
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-cup-tournament").click();
        DialogFixture dialog = WindowFinder.findDialog("newCupTournamentDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        for (int i = 0; i < crews.length; i++) {
            dialog.textBox("playerName" + (i + 1)).enterText(crews[i] + (i == crews.length - 1 ? "\n" : ""));
        }
        ShownWindow.afterDialogClosed(window);
    }
}
