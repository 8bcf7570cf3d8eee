package org.caissier.ui.phones;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Dimension;
import java.awt.Window;
import java.io.IOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.live.LiveFrame;
import org.caissier.live.PhonePage;
import org.caissier.longcours.phone.LongCoursPhonePage;
import org.caissier.longcours.ui.LongCoursUi;
import org.caissier.phone.PhoneHtml;
import org.caissier.pistes.ui.PistesUi;
import org.caissier.table.Command;
import org.caissier.table.Session;
import org.caissier.testing.GuiTest;
import org.caissier.testing.Robots;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.game.GameUi;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Game → Show on phones… for any game that brings a page for phones (here Long Cours with a tiny test page), the
 * same dialog, status line and Stop as the Cup's; a game without one (here Pistes) has the item and its screen's
 * button off, with the reason.
 */
@GuiTest
class ShowOnPhonesGuiTest {
    @TempDir
    Path home;

    private Robot robot;
    private FrameFixture window;
    private final AtomicInteger rendered = new AtomicInteger();
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    /** A page that says how many changes it has seen: each state a new number. */
    /** What the page was last handed to show. */
    private final AtomicReference<Object> handed = new AtomicReference<>();

    private final PhonePage tiny = (state, language, frame) -> {
        handed.set(state);
        return "<!doctype html><html lang=\"" + language.getLanguage() + "\"><head>" + frame.head()
                + "</head><body><p id=\"n\">render " + rendered.incrementAndGet() + " " + language.getLanguage()
                + "</p></body></html>";
    };

    /** A game's own screens with the page for phones the test chooses (none for a game without a page). */
    private static final class Paged<S, C extends Command> implements GameUi<S, C> {
        private final GameUi<S, C> real;
        private final Optional<PhonePage> page;

        Paged(GameUi<S, C> real, Optional<PhonePage> page) {
            this.real = real;
            this.page = page;
        }

        @Override
        public String gameId() {
            return real.gameId();
        }

        @Override
        public String displayName(Messages messages) {
            return real.displayName(messages);
        }

        @Override
        public Optional<String> askNewGame(Window owner, UiContext context) {
            return real.askNewGame(owner, context);
        }

        @Override
        public Optional<PhonePage> phonePage() {
            return page;
        }

        @Override
        public GameView open(Session<S, C> session, GameContext<S, C> context) {
            return real.open(session, context);
        }
    }

    private static <S, C extends Command> GamePlugin<S, C> paged(GamePlugin<S, C> game, Optional<PhonePage> page) {
        return new GamePlugin<>(game.module(), new Paged<>(game.screens(), page), game.boxDefaults());
    }

    @BeforeEach
    void open() {
        robot = Robots.newRobot();
        MainWindow frame = GuiActionRunner.execute(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(Locale.ENGLISH);
            Theme.apply(false, 14);
            // Long Cours with the tiny page, and Pistes as a game that has no page.
            return new MainWindow(
                    settings,
                    new GameRegistry(List.of(
                            paged(LongCoursUi.plugin(), Optional.of(tiny)),
                            paged(PistesUi.plugin(), Optional.empty()))));
        });
        window = new FrameFixture(robot, frame);
        window.show(new Dimension(1280, 860));
        ShownWindow.ensureReceivesInput(window);
    }

    @AfterEach
    void close() {
        window.cleanUp();
    }

    private MainWindow frame() {
        return (MainWindow) window.target();
    }

    @Test
    void a_game_with_a_page_is_shown_on_phones_and_follows_each_change_until_another_game_opens() throws Exception {
        assertThat(GuiActionRunner.execute(() -> frame().startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        window.button("showOnPhones").requireEnabled();
        window.menuItem("menuPhones").requireEnabled().click();
        DialogFixture dialog = WindowFinder.findDialog("liveDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        assertThat(dialog.target().getTitle()).isEqualTo("Show on phones");
        dialog.comboBox("liveAddress").replaceText("127.0.0.1");
        dialog.textBox("livePort").deleteText().enterText("0");
        dialog.button("liveStart").click();
        dialog.label("liveProblem").requireText(" ");
        assertThat(dialog.label("liveQr").target().getIcon()).isNotNull();
        URI address = URI.create(dialog.label("liveUrl").text());
        java.awt.Dialog firstShown = dialog.target();
        dialog.close();
        ShownWindow.afterDialogClosed(window);
        window.label("liveStatus").requireText("On phones: " + address);

        String first = page(address, "fr");
        assertThat(first).contains("<html lang=\"fr\"", "render ");
        assertThat(GuiActionRunner.execute(() -> frame().play("place Ann Marseille")))
                .isTrue();
        String after = page(address, "fr");
        assertThat(after).as("the page after a change").isNotEqualTo(first).contains("render ");

        // The dialog again, from the screen's button: a new one (the first let go when it closed, the machine's
        // addresses read again), the keyboard in it, and Stop there.
        window.button("showOnPhones").click();
        dialog = WindowFinder.findDialog("liveDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        assertThat(GuiActionRunner.execute(firstShown::isDisplayable))
                .as("the first dialog kept after it closed")
                .isFalse();
        ShownWindow.hasTheKeyboard(dialog);
        dialog.button("liveStop").requireEnabled();
        dialog.button("liveStart").requireDisabled();
        dialog.close();
        ShownWindow.afterDialogClosed(window);

        // A game without a page: opening it ends the page; its item and button are off and say why.
        assertThat(GuiActionRunner.execute(() -> frame().startGame("game pistes Ann Bob")))
                .isTrue();
        assertThatThrownBy(() -> new Socket(address.getHost(), address.getPort()).close())
                .isInstanceOf(IOException.class);
        window.label("liveStatus").requireVisible().requireText("Not on phones: stopped");
        window.menuItem("menuPhones").requireDisabled();
        assertThat(window.menuItem("menuPhones").target().getToolTipText())
                .isEqualTo("This game has no page for the players' phones yet");
        window.button("showOnPhones").requireDisabled();
        assertThat(window.button("showOnPhones").target().getToolTipText())
                .isEqualTo("This game has no page for the players' phones yet");
    }

    /**
     * Issue 39: the Long Cours page told "No news yet." after two resale rolls the window announced. The page is
     * handed the session with its history, and the real Long Cours page tells the window's last news.
     */
    @Test
    void the_page_tells_the_news_the_window_announced() throws Exception {
        assertThat(GuiActionRunner.execute(() -> frame().startGame("game long-cours Ann Bob Cy")))
                .isTrue();
        for (String line : List.of(
                "place Ann Marseille",
                "buy Ann 2",
                "end Ann",
                "place Bob Londres",
                "buy Bob 3",
                "end Bob",
                "place Cy \"San Francisco\"",
                "buy Cy 1",
                "end Cy")) {
            assertThat(GuiActionRunner.execute(() -> frame().play(line)))
                    .as(line)
                    .isTrue();
        }
        window.menuItem("menuPhones").click();
        DialogFixture dialog = WindowFinder.findDialog("liveDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        dialog.comboBox("liveAddress").replaceText("127.0.0.1");
        dialog.textBox("livePort").deleteText().enterText("0");
        dialog.button("liveStart").click();
        URI address = URI.create(dialog.label("liveUrl").text());
        dialog.close();
        ShownWindow.afterDialogClosed(window);

        // Two resale rolls, each announced in the window's band.
        assertThat(GuiActionRunner.execute(() -> frame().play("resell Ann 2"))).isTrue();
        assertThat(GuiActionRunner.execute(() -> frame().play("move Ann \"Le Havre\"")))
                .isTrue();
        assertThat(GuiActionRunner.execute(() -> frame().play("end Ann"))).isTrue();
        assertThat(GuiActionRunner.execute(() -> frame().play("resell Bob 3"))).isTrue();
        // The line's sentence, which the band announced and the status line says after its tick.
        String announced = window.label("feedback").text().replaceFirst("^✔ ", "");
        assertThat(announced).contains("Bob");
        page(address, "en");

        String shown = new LongCoursPhonePage().render(handed.get(), Locale.ENGLISH, new LiveFrame("", "20:15:00"));
        assertThat(shown).doesNotContain("No news yet").contains(PhoneHtml.esc(announced));
    }

    private String page(URI address, String language) throws IOException, InterruptedException {
        HttpResponse<String> answer = http.send(
                HttpRequest.newBuilder(address)
                        .header("Accept-Language", language)
                        .timeout(Duration.ofSeconds(10))
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).isEqualTo(200);
        return answer.body();
    }
}
