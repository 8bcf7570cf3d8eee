package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.swing.core.KeyPressInfo.keyCode;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.JButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.caissier.table.Session;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.Test;

/**
 * The event's live page belongs to the window, not to the event's screen: it answers through a whole match sailed
 * in the assistant (pressing M gives the event's place to the match), names the match on the page and in the status
 * line, shows the finish the assistant scores into the event, and is still there after "Back to the event". It
 * ends on closing the event, on Stop, on opening another game, and with the window; the address and port chosen
 * are offered again.
 */
@GuiTest
@SuppressWarnings("deprecation") // AssertJ Swing reads the old modifier masks
class PhonesThroughAMatchGuiTest extends MainWindows.Shown {
    private static final Pattern LEADERS = Pattern.compile("<tr class=\"leader\">(.*?)</tr>", Pattern.DOTALL);
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @Test
    void the_page_answers_through_a_whole_match_in_the_assistant_and_after_back_to_the_event() throws Exception {
        start("Ann", "Bob", "Cid");
        URI address = publish(freePort());
        close(dialog());
        assertThat(page(address)).contains("Ann", "Bob", "Cid").doesNotContain("Now sailing");
        assertThat(leaders(page(address))).hasSize(3); // nobody has a point yet

        select(window.table("matchesTable"), "Bob", "Cid").pressAndReleaseKeys(KeyEvent.VK_M);
        window.panel("cupMatchView").requireVisible();
        window.label("liveStatus").requireText("On phones: " + address + " — now sailing: Bob – Cid");
        assertThat(page(address)).contains("Now sailing: Bob – Cid");

        for (int leg = 1; leg <= 5; leg++) {
            window.pressAndReleaseKey(keyCode(KeyEvent.VK_2).modifiers(InputEvent.ALT_MASK));
            assertThat(page(address)).as("the page during the match").contains("Now sailing: Bob – Cid");
        }
        window.pressAndReleaseKey(keyCode(KeyEvent.VK_2).modifiers(InputEvent.ALT_MASK));
        assertThat(window.label("matchHeadline").text()).startsWith("Cid wins — Scored in the event");
        // The finish the assistant wrote into the event's journal, read again from it: the match is no longer
        // sailed, though the assistant is still open.
        String finished = page(address);
        assertThat(leaders(finished)).singleElement().asString().contains("Cid");
        assertThat(finished).doesNotContain("Now sailing");

        // "Back to the event" (below a 768 px screen's edge here, so pressed as its key would)
        JButton toEvent = robot.finder().findByName(window.target(), "matchBack", JButton.class, false);
        GuiActionRunner.execute(() -> toEvent.doClick());
        robot.waitForIdle();
        window.table("matchesTable").requireVisible();
        window.label("liveStatus").requireText("On phones: " + address);
        String back = page(address);
        assertThat(back).doesNotContain("Now sailing");
        assertThat(leaders(back)).singleElement().asString().contains("Cid");

        // Closing the event ends it.
        window.menuItem("menuClose").click();
        assertRefused(address);
    }

    @Test
    void the_address_and_port_are_offered_again_and_stop_ends_the_page() throws Exception {
        start("Ann", "Bob");
        int port = freePort();
        URI address = publish(port);
        DialogFixture dialog = dialog();
        dialog.button("liveStop").click();
        assertRefused(address);
        // Never silent: the status bar no longer says "On phones" but that the page stopped.
        assertThat(window.label("liveStatus").requireVisible().text())
                .isIn("Not on phones: stopped", "Plus sur les téléphones\u202f: arrêté");
        close(dialog);
        window.menuItem("menuClose").click();

        // Another event, another day: the same address and port are offered.
        start("Cid", "Dan");
        window.button("publishLive").click();
        dialog = dialog();
        assertThat(dialog.comboBox("liveAddress").target().getSelectedItem()).isEqualTo("127.0.0.1");
        dialog.textBox("livePort").requireText(String.valueOf(port));
        dialog.button("liveStart").click();
        dialog.label("liveUrl").requireText(address.toString());
        assertThat(page(address)).contains("Cid", "Dan");
        close(dialog);

        // Opening another game (not one of the event's matches) ends it.
        start("Eve", "Fay");
        assertRefused(address);
    }

    @Test
    void quitting_ends_the_page() throws Exception {
        start("Ann", "Bob");
        URI address = publish(freePort());
        close(dialog());
        assertThat(page(address)).contains("Ann");
        window.menuItem("menuQuit").click();
        assertRefused(address);
    }

    private void start(String... crews) {
        robot.moveMouse(window.target(), 10, 10);
        Path before =
                GuiActionRunner.execute(() -> frame.session().map(Session::file).orElse(null));
        if (before != null) {
            window.menuItem("menuNew-cup-tournament").click(); // a game open: the menu, as a scorer would
        } else {
            window.button("new-cup-tournament").click();
        }
        DialogFixture dialog = WindowFinder.findDialog("newCupTournamentDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        for (int i = 0; i < crews.length; i++) {
            dialog.textBox("playerName" + (i + 1)).enterText(crews[i] + (i == crews.length - 1 ? "\n" : ""));
        }
        // What the test checks next (the page of the game before ended) follows the new game's opening, which
        // reads its file on a worker: wait for the game, not for a time.
        Settles.until(
                "the tournament of " + String.join(", ", crews) + " open",
                () -> GuiActionRunner.execute(
                        () -> frame.session().map(s -> !s.file().equals(before)).orElse(false)));
        ShownWindow.afterDialogClosed(window);
    }

    /** The screen's "Publish results on the network…", on 127.0.0.1 and this port; the address it shows. */
    private URI publish(int port) {
        window.button("publishLive").click();
        DialogFixture dialog = dialog();
        ShownWindow.ensureReceivesInput(dialog);
        dialog.comboBox("liveAddress").replaceText("127.0.0.1");
        dialog.textBox("livePort").deleteText().enterText(String.valueOf(port));
        dialog.button("liveStart").click();
        dialog.label("liveProblem").requireText(" ");
        URI address = URI.create(dialog.label("liveUrl").text());
        assertThat(address).isEqualTo(URI.create("http://127.0.0.1:" + port + "/"));
        return address;
    }

    private DialogFixture dialog() {
        return WindowFinder.findDialog("liveDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
    }

    private void close(DialogFixture dialog) {
        dialog.close();
        ShownWindow.afterDialogClosed(window);
    }

    private String page(URI address) throws IOException, InterruptedException {
        HttpResponse<String> answer = http.send(
                HttpRequest.newBuilder(address)
                        .header("Accept-Language", "en")
                        .timeout(Duration.ofSeconds(10))
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).isEqualTo(200);
        return answer.body();
    }

    private static List<String> leaders(String page) {
        List<String> rows = new ArrayList<>();
        Matcher m = LEADERS.matcher(page);
        while (m.find()) {
            rows.add(m.group(1));
        }
        return rows;
    }

    private static void assertRefused(URI address) {
        assertThatThrownBy(() -> new Socket(address.getHost(), address.getPort()).close())
                .isInstanceOf(IOException.class);
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static JTableFixture select(JTableFixture matches, String first, String second) {
        String[][] cells = matches.contents();
        for (int r = 0; r < cells.length; r++) {
            if (cells[r][MatchesModel.FIRST].equals(first) && cells[r][MatchesModel.SECOND].equals(second)) {
                return matches.selectRows(r);
            }
        }
        throw new AssertionError("no match " + first + " – " + second + " in the table");
    }
}
