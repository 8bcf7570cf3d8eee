package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.text.JTextComponent;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.Components;
import org.caissier.testing.ControlPlaces;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A form's refusal that quotes what was typed (a name pasted 300 letters long, a long path) at 100 % and 200 % text
 * (issue 39): the refusal is said, whole in its tooltip, and not one button or field of the form moves or is cut
 * for it. Each new game's form of each game, with the values it quotes.
 */
@GuiTest
class LongValuesInFormsGuiTest extends MainWindows.Shown {
    /** A page of text pasted into a name's field: 300 letters, accented, hyphenated. */
    static final String PASTED =
            ("Anne-Sophie Delacroix-Montbrison-Vallières ".repeat(7) + "Lévêque-Dupont").substring(0, 300);

    /** A path as deep as a club's shared folders go, to a file that is not there. */
    static final String PATH = "/home/anne-sophie/Documents/" + "Tournois d’été de la Société nautique/".repeat(6)
            + "équipages-de-la-régate.csv";

    /** A form, the values that make it whole, then the long one it must refuse and quote. */
    record Form(String what, String launcher, String dialog, Map<String, String> before, String field, String value) {
        @Override
        public String toString() {
            return what;
        }
    }

    static Stream<Arguments> forms() {
        List<Form> forms = List.of(
                new Form(
                        "Long Cours, a captain's name",
                        "new-long-cours",
                        "newLongCoursDialog",
                        names("playerName", 3),
                        "playerName1",
                        PASTED),
                new Form(
                        "Long Cours, the board's file",
                        "new-long-cours",
                        "newLongCoursDialog",
                        names("playerName", 3),
                        "boardFile",
                        PATH),
                new Form(
                        "Pistes, a driver's name",
                        "new-pistes",
                        "newPistesDialog",
                        names("playerName", 2),
                        "playerName1",
                        PASTED),
                new Form(
                        "Pistes, the event table's file",
                        "new-pistes",
                        "newPistesDialog",
                        names("playerName", 2),
                        "tableFile",
                        PATH),
                new Form(
                        "Espion, the map's scale",
                        "new-espion",
                        "newEspionDialog",
                        Map.of("spyName", "Ann", "hunterName", "Bob"),
                        "mapScale",
                        PASTED),
                new Form(
                        "Cup tournament, a crew's name",
                        "new-cup-tournament",
                        "newCupTournamentDialog",
                        names("playerName", 2),
                        "playerName1",
                        PASTED),
                new Form(
                        "Cup tournament, the crews' file",
                        "new-cup-tournament",
                        "newCupTournamentDialog",
                        names("playerName", 2),
                        "crewsFile",
                        PATH),
                new Form(
                        "Cup tournament, the event's date",
                        "new-cup-tournament",
                        "newCupTournamentDialog",
                        names("playerName", 2),
                        "eventDate",
                        PASTED),
                new Form(
                        "Cup regatta, a crew's name",
                        "new-cup-regatta",
                        "newCupRegattaDialog",
                        names("playerName", 2),
                        "playerName2",
                        PASTED));
        List<Arguments> all = new ArrayList<>();
        for (int text : new int[] {16, 32}) {
            forms.forEach(f -> all.add(Arguments.of(f, text)));
        }
        return all.stream();
    }

    private static Map<String, String> names(String field, int n) {
        Map<String, String> names = new LinkedHashMap<>();
        for (int i = 1; i <= n; i++) {
            names.put(field + i, List.of("Ann", "Bob", "Cid").get(i - 1));
        }
        return names;
    }

    @ParameterizedTest(name = "{0} at {1} pt")
    @MethodSource("forms")
    void a_refusal_quoting_a_long_value_is_said_whole_in_its_tooltip_and_moves_nothing(Form form, int text) {
        GuiActionRunner.execute(() -> frame.setFontSize(text));
        window.button(form.launcher()).click();
        DialogFixture dialog = WindowFinder.findDialog(form.dialog())
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        JDialog d = (JDialog) dialog.target();
        GuiActionRunner.execute(
                () -> form.before().forEach((field, value) -> field(d, field).setText(value)));
        Settles.onScreen(
                "the form without a refusal", () -> problem(d).getText().isBlank());
        robot.waitForIdle();
        Map<String, String> before = GuiActionRunner.execute(() -> ControlPlaces.of(d));

        GuiActionRunner.execute(() -> field(d, form.field()).setText(form.value()));
        Settles.onScreen("the refusal of " + form, () -> !problem(d).getText().isBlank());
        robot.waitForIdle();

        String[] said = GuiActionRunner.execute(
                () -> new String[] {problem(d).getText(), problem(d).getToolTipText()});
        assertThat(said[1]).as("the refusal whole in its tooltip").isEqualTo(said[0]);
        // A line of its own, across the form: not a last cell left over in a row of other words.
        assertThat(GuiActionRunner.execute(() -> problem(d).getWidth()))
                .as("the refusal's line across the form")
                .isGreaterThanOrEqualTo(400);
        assertThat(GuiActionRunner.execute(() -> ControlPlaces.of(d)))
                .as("every control's place and the part of it in sight, before and after the refusal")
                .isEqualTo(before);
        dialog.close();
    }

    private static JTextComponent field(JDialog d, String name) {
        return (JTextComponent) Components.named(d, name);
    }

    private static JLabel problem(JDialog d) {
        return (JLabel) Components.named(d, "newGameProblem");
    }
}
