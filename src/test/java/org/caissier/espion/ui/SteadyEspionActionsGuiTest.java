package org.caissier.espion.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.swing.AbstractButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionState;
import org.caissier.table.LineSeal;
import org.caissier.table.Pin;
import org.caissier.table.SealKdf;
import org.caissier.table.Session;
import org.caissier.testing.ActionPlaces;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.ui.kit.WrappingLabel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Nothing played by accident in Espion: the hunter's and the spy's actions keep their places through a scripted
 * turn (the spy's own lines sealed as his view seals them), the keyboard is in the field of the phase now due,
 * and an action not open now says what is due on the first press.
 */
@GuiTest
class SteadyEspionActionsGuiTest extends MainWindows.Shown {
    private LineSeal seal;
    private static final String[] ACTIONS = {
        "circleRadius",
        "drawCircle",
        "roadName",
        "cutRoad",
        "doneCutting",
        "answerIn",
        "answerOut",
        "spyTurn",
        "escape",
        "surrender",
        "checkRoute",
        "undoSpy",
        "redoSpy"
    };

    @BeforeEach
    void open() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game espion Anna Bruno")))
                .isTrue();
        robot.waitForIdle();
    }

    @Test
    void the_actions_stay_in_place_and_the_keyboard_is_in_the_field_of_the_phase_due() {
        Map<String, Point> first = ActionPlaces.of(robot, window.target(), ACTIONS);
        spyPlays("start Anna Derval");
        assertThat(ActionPlaces.of(robot, window.target(), ACTIONS)).isEqualTo(first);
        assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("circleRadius");
        window.textBox("circleRadius").enterText("4\n");
        assertThat(ActionPlaces.of(robot, window.target(), ACTIONS)).isEqualTo(first);
        window.button("answerIn").click();
        assertThat(ActionPlaces.of(robot, window.target(), ACTIONS)).isEqualTo(first);
        assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("roadName");
        window.textBox("roadName").enterText("Nort – Abbaretz\n");
        assertThat(ActionPlaces.of(robot, window.target(), ACTIONS)).isEqualTo(first);
        assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("roadName");
        window.button("doneCutting").click();
        assertThat(ActionPlaces.of(robot, window.target(), ACTIONS)).isEqualTo(first);
        // The spy plays now and the hunter's view has no field for it: the keyboard waits in the empty command bar,
        // on nothing a stray Space or Enter would press.
        assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("commandBar");
        spyPlays("move Anna Quilly 3.5");
        assertThat(ActionPlaces.of(robot, window.target(), ACTIONS)).isEqualTo(first);
        assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("circleRadius");
    }

    /**
     * The Alt keys docs/at-the-table.md gives for Espion are the screen's, no more and no fewer ("Done cutting" was
     * Alt+O on the screen and Alt+D in the guide, which opens the Dice menu).
     */
    @Test
    void the_table_guide_names_the_alt_keys_of_the_espion_actions() throws IOException {
        String row = Files.readAllLines(Path.of("docs/at-the-table.md")).stream()
                .filter(line -> line.startsWith("| Espion |"))
                .findFirst()
                .orElseThrow();
        Set<Character> guide = Pattern.compile("Alt\\+([A-Z])\\b")
                .matcher(row)
                .results()
                .map(r -> r.group(1).charAt(0))
                .collect(Collectors.toSet());
        Set<Character> screen = GuiActionRunner.execute(() -> Arrays.stream(ACTIONS)
                .map(name -> robot.finder().findByName(window.target(), name, false))
                .filter(c -> c instanceof AbstractButton b && b.getMnemonic() != 0)
                .map(c -> (char) ((AbstractButton) c).getMnemonic())
                .collect(Collectors.toSet()));
        assertThat(guide).isNotEmpty().isEqualTo(screen);
    }

    @Test
    void an_action_not_open_now_says_what_is_due_on_the_first_click() {
        window.button("answerIn").requireDisabled().click();
        window.label("answerInRefusal").requireVisible();
        assertThat(window.label("feedback").text())
                .contains(GuiActionRunner.execute(
                        () -> ((WrappingLabel) window.label("espionPrompt").target()).words()));
        assertThat(MainWindows.savedJournal(home)).noneMatch(l -> l.startsWith("answer "));
    }

    /** The spy's line, sealed as his view seals it (his view and PIN are another test's). */
    @SuppressWarnings("unchecked")
    private void spyPlays(String line) {
        GuiActionRunner.execute(() -> {
            Session<EspionState, EspionCommand> session =
                    (Session<EspionState, EspionCommand>) frame.session().orElseThrow();
            if (seal == null) {
                seal = LineSeal.create(Pin.of("24681012"), new SecureRandom(), new SealKdf.Argon2id(8, 1, 1));
                session.adoptSeal(seal);
            }
            session.submitSealed(session.parse(line), seal);
            return null;
        });
        robot.waitForIdle();
    }
}
