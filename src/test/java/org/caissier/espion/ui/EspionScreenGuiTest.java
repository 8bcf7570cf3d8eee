package org.caissier.espion.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dialog;
import java.awt.Frame;
import java.awt.KeyboardFocusManager;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.app.Wiring;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionState;
import org.caissier.table.LineSeal;
import org.caissier.table.Pin;
import org.caissier.table.Session;
import org.caissier.table.StartedGame;
import org.caissier.testing.CheapSeal;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownText;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.kit.WrappingLabel;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An Espion game played from the screen: the spy's start and move entered behind his PIN, the hunter's circle and
 * roadblock, the escape, the route checked at the end — and never a place the spy entered on the hunter's view,
 * the journal panel, the table display or in the saved file.
 */
@GuiTest
class EspionScreenGuiTest extends MainWindows.Shown {
    private static final String START = "Grand-Fougeray";
    private static final String STOP = "Quilly";
    private static final String PIN = "24681012";

    /** The spy's PIN becomes a key at the cheapest cost: the program's own is proved by EspionShippedSealGuiTest. */
    @Override
    protected GameRegistry games() {
        return CheapSeal.registry();
    }

    @BeforeEach
    void open() {
        GuiActionRunner.execute(() -> ((MainWindow) window.target()).startGame("game espion Anna Bruno"));
    }

    @Test
    void D_ES_1_the_hunters_view_and_the_table_display_never_show_a_place_the_spy_entered() throws Exception {
        assertThat(prompt()).contains("Anna").contains("start");

        // The spy chooses his PIN (typed twice) and his start; the window closes by itself.
        window.button("spyTurn").click();
        DialogFixture pin = pinDialog();
        pin.textBox("pinField").enterText(PIN);
        pin.textBox("pinAgain").enterText("24681113");
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        pin.label("pinProblem").requireText("The two PINs differ");
        pin.textBox("pinAgain").deleteText().enterText(PIN);
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        DialogFixture spy = spyDialog();
        spy.textBox("startPlace").enterText(START);
        spy.button("commitStart").click();
        spy.requireNotVisible();
        ShownWindow.afterDialogClosed(window);
        assertNothingShows(START);

        window.textBox("circleRadius").click().enterText("4");
        window.textBox("circleCentre").click().enterText("Saffré\n");
        window.button("answerIn").click();
        // Enter in a field plays it: keys reach the window more surely than a click under a bare X server.
        window.textBox("roadName").click().enterText("Nort – Abbaretz\n");
        assertThat(prompt()).isEqualTo("Bruno: cut up to 5 roads inside (1 cut) — then the spy moves");
        window.table("roadblocksTable").requireRowCount(1);
        // The same road the other way round is the same road: refused (ES-TURN-2), until the turn moves on.
        window.textBox("roadName").click().enterText("abbaretz - nort\n");
        window.table("roadblocksTable").requireRowCount(1);
        assertThat(window.label("feedback").text()).contains("ES-TURN-2");

        // A wrong PIN opens nothing; the right one shows the route so far and checks the move before it is sealed.
        window.button("spyTurn").click();
        pin = pinDialog();
        pin.textBox("pinField").enterText("99999999");
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        // The key is derived off the screen's thread: the answer comes when it is done.
        awaitText(pin, "pinProblem", "Wrong PIN: nothing was opened");
        pin.textBox("pinField").enterText(PIN);
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        spy = spyDialog();
        // His view opens in his move's field, not on his route's read-only list: the first letter typed is kept.
        assertThat(focusOwnerName()).isEqualTo("movePlace");
        assertThat(spy.list("spyRoute").contents()).containsExactly("Start: " + START);
        spy.label("spyFound").requireText("One line of yours found; the last one: your start.");
        spy.textBox("movePlace").enterText(STOP);
        spy.textBox("moveDistance").enterText("4.5");
        spy.label("moveCheck").requireText("4.5 cm (9 km) is farther than the radius 4 cm (ES-MOVE-2)");
        spy.button("commitMove").requireDisabled();
        spy.textBox("moveDistance").deleteText().enterText("3.5");
        spy.label("moveCheck").requireText("3.5 cm (7 km) ≤ radius 4 cm: allowed");
        spy.button("commitMove").click();
        spy.requireNotVisible();
        ShownWindow.afterDialogClosed(window);

        window.label("espionTurn").requireText("Turn 2");
        assertThat(window.label("feedback").text()).doesNotContain("ES-TURN-2").contains("the spy moved");
        assertNothingShows(START);
        assertNothingShows(STOP);
        assertThat(visibleText(window.target())).anyMatch(t -> t.contains("the spy moved"));
        String saved = Files.readString(MainWindows.savedGame(home));
        assertThat(saved).doesNotContain(START).doesNotContain(STOP).contains("circle Bruno 4 Saffré");

        // The end is the spy's: his PIN, then his confirmation that the route will be shown to everyone.
        window.button("escape").click();
        pin = pinDialog();
        pin.textBox("pinField").enterText(PIN);
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        DialogFixture ask = dialog("confirmEndDialog");
        assertThat(visibleText(ask.target())).anyMatch(t -> t.contains("will be shown to everyone"));
        ask.button(JButtonMatcher.withText("Cancel")).click();
        ShownWindow.afterDialogClosed(window);
        window.label("espionTurn").requireText("Turn 2");
        assertThat(window.label("feedback").text()).contains("The end was not confirmed");
        assertThat(Files.readString(MainWindows.savedGame(home))).isEqualTo(saved);
        assertNothingShows(STOP);

        // Confirmed, the end is written with its confirmation and the route replayed, every move checked.
        window.button("escape").click();
        pin = pinDialog();
        pin.textBox("pinField").enterText(PIN);
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        dialog("confirmEndDialog")
                .button(JButtonMatcher.withText("Show my route and end the game"))
                .click();
        DialogFixture route = dialog("routeDialog");
        route.label("routeStart").requireText("Start: " + START);
        route.table("routeTable").requireRowCount(1);
        assertThat(route.table("routeTable").contents()[0])
                .contains(START + " → " + STOP, "3.5 cm (7 km)", "✓ within", "Nort – Abbaretz");
        route.button("routeClose").click();
        ShownWindow.afterDialogClosed(window);
        assertThat(prompt()).isEqualTo("Anna crossed the border and wins");

        // Shown once, never taken back: Ctrl+Z is refused with a sentence, and the file stays as it is.
        String ended = Files.readString(MainWindows.savedGame(home));
        window.menuItem("menuUndo").click();
        assertThat(window.label("feedback").text()).contains("ES-END-1").contains("start a new game");
        assertThat(prompt()).isEqualTo("Anna crossed the border and wins");
        window.button("undoSpy").requireDisabled();
        assertThat(Files.readString(MainWindows.savedGame(home))).isEqualTo(ended);
        // Everyone may now check the route, without the PIN.
        window.button("checkRoute").click();
        dialog("routeDialog").button("routeClose").click();
    }

    @Test
    void the_spys_line_is_undone_only_with_his_pin_and_a_forgotten_pin_leaves_the_route_unchecked() {
        window.button("spyTurn").click();
        DialogFixture pin = pinDialog();
        pin.textBox("pinField").enterText(PIN);
        pin.textBox("pinAgain").enterText(PIN);
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        DialogFixture spy = spyDialog();
        spy.textBox("startPlace").enterText("Derval");
        spy.button("commitStart").click();
        ShownWindow.afterDialogClosed(window);

        // Undo: Ctrl+Z does not take back the spy's line; his PIN does.
        window.menuItem("menuUndo").click();
        window.label("espionTurn").requireText("Turn 1");
        window.button("undoSpy").click();
        pin = pinDialog();
        pin.textBox("pinField").enterText(PIN);
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        closed(pin);
        window.label("espionTurn").requireText("Before the first turn");
        // The spy plays now, and the hunter's view has no field for it: the keyboard waits in the empty command bar,
        // not on a button ("Show on phones…") that the next Space would press.
        assertThat(focusOwnerName()).isEqualTo("commandBar");
        // Redo: anyone's Ctrl+Shift+Z does not play the spy's line again; his PIN does.
        window.menuItem("menuRedo").click();
        window.label("espionTurn").requireText("Before the first turn");
        window.button("redoSpy").requireEnabled().click();
        pin = pinDialog();
        pin.textBox("pinField").enterText(PIN);
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        closed(pin);
        window.label("espionTurn").requireText("Turn 1");
        window.button("undoSpy").click();
        pin = pinDialog();
        pin.textBox("pinField").enterText(PIN);
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        closed(pin);
        window.label("espionTurn").requireText("Before the first turn");
        window.button("spyTurn").click();
        pin = pinDialog();
        pin.textBox("pinField").enterText(PIN);
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        spy = spyDialog();
        spy.textBox("startPlace").enterText(START);
        spy.button("commitStart").click();
        ShownWindow.afterDialogClosed(window);
        window.textBox("circleRadius").click().enterText("3");
        window.button("drawCircle").click();
        window.button("answerOut").click();
        // Without the spy's PIN there is no end: the game goes on, and its route stays sealed.
        window.button("surrender").click();
        pinDialog().button("pinCancel").click();
        ShownWindow.afterDialogClosed(window);
        window.label("espionTurn").requireText("Turn 1");
        window.button("checkRoute").requireDisabled();
    }

    /** A saved game whose sealed start was changed opens without the PIN; the spy's undo then says why it cannot. */
    @Test
    void the_spy_s_undo_of_a_changed_sealed_line_is_refused_with_the_seal_s_reason_and_changes_nothing()
            throws Exception {
        Path file = home.resolve("changed.caissier");
        LineSeal seal = LineSeal.create(Pin.of(PIN), new SecureRandom(), CheapSeal.KDF);
        @SuppressWarnings("unchecked")
        var game = (StartedGame<EspionState, EspionCommand>)
                Wiring.games().start("game espion Anna Bruno territory=25 id=c4a96ed01", home);
        try (var s = Session.create(file, game, seal)) {
            s.submitSealed(s.parse("start Anna Derval"), seal);
        }
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int sealed = lines.size() - 1;
        String line = lines.get(sealed);
        // One character of the sealed text changed: without the PIN it is only counted, so the game opens.
        lines.set(sealed, line.substring(0, 20) + (line.charAt(20) == 'A' ? 'B' : 'A') + line.substring(21));
        Files.write(file, lines);
        byte[] before = Files.readAllBytes(file);
        assertThat(GuiActionRunner.execute(() -> ((MainWindow) window.target()).openGame(file)))
                .isTrue();

        window.button("undoSpy").click();
        DialogFixture pin = pinDialog();
        pin.textBox("pinField").enterText(PIN);
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        closed(pin);
        assertThat(window.label("feedback").text()).contains("this sealed line does not open here");
        window.label("espionTurn").requireText("Turn 1");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    @Test
    void a_spy_line_typed_in_the_command_bar_is_refused_cleared_at_once_and_never_kept() {
        window.textBox("commandBar").enterText("move Anna Marsac 3").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        window.textBox("commandBar").requireText("");
        window.label("feedback").requireText(Pattern.compile(".*Alt\\+S.*"));
        window.textBox("commandBar").pressAndReleaseKeys(KeyEvent.VK_UP);
        window.textBox("commandBar").requireText("");
        assertThat(visibleText(window.target())).noneMatch(t -> t.contains("Marsac"));
        assertThat(GuiActionRunner.execute(() ->
                        ((MainWindow) window.target()).session().orElseThrow().history()))
                .isEmpty();
    }

    @Test
    void charts_are_off_for_an_espion_game_and_the_menu_says_why() {
        window.menuItem("menuCharts").requireDisabled();
        assertThat(GuiActionRunner.execute(
                        () -> window.menuItem("menuCharts").target().getToolTipText()))
                .contains("no charts");
    }

    /** Waits for a dialog to close by itself (the PIN's key is derived off the screen's thread), then for the window. */
    private void closed(DialogFixture dialog) {
        Settles.onScreen(
                dialog.target().getName() + " closed", () -> !dialog.target().isShowing());
        ShownWindow.afterDialogClosed(window);
    }

    private void awaitText(DialogFixture dialog, String label, String text) {
        Settles.onScreen(
                "'" + text + "' in " + label,
                () -> text.equals(dialog.label(label).target().getText()));
    }

    @Test
    void the_hunters_sixth_road_is_refused_in_the_main_window_and_the_spy_is_called_once_he_is_done_cutting()
            throws IOException {
        window.button("spyTurn").click();
        DialogFixture pin = pinDialog();
        pin.textBox("pinField").enterText(PIN);
        pin.textBox("pinAgain").enterText(PIN);
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        DialogFixture spy = spyDialog();
        // His view opens with the keyboard where he types first, not on his route's read-only list.
        assertThat(focusOwnerName()).isEqualTo("startPlace");
        spy.textBox("startPlace").enterText(START);
        spy.button("commitStart").click();
        ShownWindow.afterDialogClosed(window);
        // The keyboard is in the field of the phase due, after the dialog and after each line.
        assertThat(focusOwnerName()).isEqualTo("circleRadius");
        window.textBox("circleRadius").enterText("4\n");
        window.button("answerIn").click();
        assertThat(focusOwnerName()).isEqualTo("roadName");
        // A road is two places joined by a dash (commands.md): one typed without it is refused with that sentence.
        window.textBox("roadName").enterText("Nort Abbaretz\n");
        window.table("roadblocksTable").requireRowCount(0);
        assertThat(window.label("feedback").text())
                .contains("ES-TURN-2")
                .contains("\"Nort Abbaretz\" is not a road: a road is two places joined by a dash");
        window.textBox("roadName").deleteText();
        for (String road : List.of("A – B", "C – D", "E – F", "G – H")) {
            window.textBox("roadName").enterText(road + "\n");
        }
        window.button("cutRoad").requireEnabled();
        window.textBox("roadName").enterText("I – J\n");
        // The fifth cut inside is the last the rules allow: the button is greyed, and says why.
        window.table("roadblocksTable").requireRowCount(5);
        window.button("cutRoad").requireDisabled();
        String why = "The spy is inside the circle: at most 5 roads are cut this turn, inside it.";
        window.button("cutRoad").requireToolTip(why);
        // The sixth, typed and confirmed with Enter, is refused here by its rule and stays typed.
        window.textBox("roadName").enterText("K – L\n");
        window.table("roadblocksTable").requireRowCount(5);
        assertThat(window.label("feedback").text()).contains("ES-TURN-2").contains("at most 5 roads");
        window.textBox("roadName").requireText("K – L");
        assertThat(focusOwnerName()).isEqualTo("roadName");
        assertThat(GuiActionRunner.execute(() -> Window.getWindows().length > 0
                        && Arrays.stream(Window.getWindows()).noneMatch(w -> w.isShowing() && w instanceof Dialog)))
                .isTrue();
        // The key docs/at-the-table.md names for it.
        assertThat(Files.readString(Path.of("docs/at-the-table.md")))
                .contains("Alt+" + (char) window.button("doneCutting").target().getMnemonic() + " Done cutting");
        window.button("doneCutting").click();
        assertThat(prompt()).isEqualTo("Spy to play: Anna, take the computer — Alt+S");
        window.textBox("roadName").requireDisabled();
        // The cutting ends clean: the refused road is not left for the next turn's Enter, nor its refusal shown.
        window.textBox("roadName").requireText("");
        assertThat(window.label("feedback").text()).doesNotContain("ES-TURN-2");
    }

    private String focusOwnerName() {
        robot.waitForIdle();
        return GuiActionRunner.execute(() -> {
            Component c = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
            return c == null ? null : c.getName();
        });
    }

    private DialogFixture pinDialog() {
        return dialog("pinDialog");
    }

    private DialogFixture spyDialog() {
        return dialog("spyDialog");
    }

    private DialogFixture dialog(String name) {
        DialogFixture dialog =
                WindowFinder.findDialog(name).withTimeout(60, TimeUnit.SECONDS).using(robot);
        ShownWindow.ensureReceivesInput(robot, dialog.target());
        return dialog;
    }

    /** The main window, the table display (opened for the check, then closed) and every other window shown. */
    private void assertNothingShows(String place) {
        window.menuItem("menuTableDisplay").click();
        FrameFixture display = WindowFinder.findFrame("tableDisplay")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        assertThat(visibleText(display.target()))
                .as("the table display")
                .isNotEmpty()
                .noneMatch(t -> t.contains(place));
        assertThat(visibleText(window.target())).as("the main window").noneMatch(t -> t.contains(place));
        for (Window w : GuiActionRunner.execute(Frame::getWindows)) {
            if (GuiActionRunner.execute(w::isShowing)) {
                assertThat(visibleText(w)).as(w.getName()).noneMatch(t -> t.contains(place));
            }
        }
        window.menuItem("menuTableDisplay").click();
        display.requireNotVisible();
        ShownWindow.afterDialogClosed(window);
    }

    /** Every text a window shows or hints ({@link ShownText}). */
    private static List<String> visibleText(Component root) {
        return GuiActionRunner.execute(() -> ShownText.of(root));
    }

    /** The prompt's words (it wraps them as HTML). */
    private String prompt() {
        return GuiActionRunner.execute(
                () -> ((WrappingLabel) window.label("espionPrompt").target()).words());
    }
}
