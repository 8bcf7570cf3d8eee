package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.swing.JDialog;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.CheapSeal;
import org.caissier.testing.ControlPlaces;
import org.caissier.testing.GuiTest;
import org.caissier.testing.LongNames;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ScreenChecks;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.game.GameRegistry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The spy's PIN and his own view with a name as long as a name may be, at 100 % and 200 % text, in English and
 * French (issue 39): each fits across the screen without scrolling sideways, every button and field wholly in
 * sight across; the PIN's refusal, and a place pasted 300 letters long, move nothing.
 */
@GuiTest
class SpyDialogsLongValuesGuiTest extends MainWindows.Shown {
    private static final String PIN = "24681012";

    /** The spy's PIN becomes a key at the cheapest cost: the program's own is proved by EspionShippedSealGuiTest. */
    @Override
    protected GameRegistry games() {
        return CheapSeal.registry();
    }

    @ParameterizedTest(name = "text {0}, {1}")
    @CsvSource({"16, en", "32, en", "16, fr", "32, fr"})
    void a_long_spy_name_a_refused_pin_and_a_pasted_place_move_nothing(int text, String language) {
        GuiActionRunner.execute(() -> {
            frame.setLanguage(Locale.forLanguageTag(language));
            frame.setFontSize(text);
            frame.startGame("game espion " + LongNames.quoted(2));
        });
        window.button("spyTurn").click();

        DialogFixture pin = dialog("pinDialog");
        JDialog p = (JDialog) pin.target();
        Map<String, String> before = wholeAcross(p);
        pin.textBox("pinField").enterText(PIN);
        pin.textBox("pinAgain").enterText("13579111");
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        Settles.onScreen(
                "the PINs' refusal", () -> !pin.label("pinProblem").text().isBlank());
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> ControlPlaces.of(p)))
                .as("the PIN dialog's controls before and after its refusal")
                .isEqualTo(before);

        pin.textBox("pinAgain").deleteText().enterText(PIN);
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        DialogFixture spy = dialog("spyDialog");
        JDialog s = (JDialog) spy.target();
        before = wholeAcross(s);
        GuiActionRunner.execute(() -> spy.textBox("startPlace").target().setText(LongValuesInFormsGuiTest.PASTED));
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> ControlPlaces.of(s)))
                .as("the spy's view before and after a place pasted 300 letters long")
                .isEqualTo(before);
        spy.close();
    }

    /** Checks that {@code d} does not scroll sideways and shows each control whole across; its controls' places. */
    private Map<String, String> wholeAcross(JDialog d) {
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> ScreenChecks.sideways(d, d.getName())))
                .as("the dialog scrolls down only")
                .isEmpty();
        assertThat(GuiActionRunner.execute(() -> ControlPlaces.cutAcross(d)))
                .as("every button and field wholly in sight across")
                .isEmpty();
        return GuiActionRunner.execute(() -> ControlPlaces.of(d));
    }

    private DialogFixture dialog(String name) {
        DialogFixture dialog =
                WindowFinder.findDialog(name).withTimeout(60, TimeUnit.SECONDS).using(robot);
        ShownWindow.ensureReceivesInput(robot, dialog.target());
        return dialog;
    }
}
