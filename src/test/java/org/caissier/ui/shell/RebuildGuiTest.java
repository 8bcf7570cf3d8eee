package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.Locale;
import java.util.regex.Pattern;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.junit.jupiter.api.Test;

/**
 * Changing the language, the theme or the text size builds the window again without undoing what the table arranged;
 * choosing the one in use changes nothing.
 */
@GuiTest
class RebuildGuiTest extends MainWindows.Shown {

    @Test
    void the_line_being_typed_the_lines_played_the_chosen_journal_line_and_the_split_survive_a_rebuild() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        window.textBox("commandBar").enterText("place Ann Marseille").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        window.textBox("commandBar").enterText("buy Ann 2").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        window.list("journalList").selectItem(0);
        window.textBox("commandBar").enterText("end A");
        GuiActionRunner.execute(() -> window.splitPane("tableSplit").target().setDividerLocation(700));
        robot.waitForIdle();

        window.menuItem("menuDark").click();
        window.menuItem("menuFrench").click();
        robot.waitForIdle();

        window.textBox("commandBar").requireText("end A");
        window.list("journalList").requireSelection(0);
        assertThat(window.splitPane("tableSplit").target().getDividerLocation()).isEqualTo(700);
        window.textBox("commandBar").deleteText().pressAndReleaseKeys(KeyEvent.VK_UP);
        window.textBox("commandBar").requireText("buy Ann 2");
    }

    @Test
    void a_refusal_on_show_is_said_again_in_the_new_language_and_a_description_goes() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        assertThat(GuiActionRunner.execute(() -> frame.play("buy Zoe 3"))).isFalse();
        window.label("feedback").requireText(Pattern.compile("✖ Refused by rule SYNTAX: .*Zoe.*"));
        GuiActionRunner.execute(() -> frame.setLanguage(Locale.FRENCH));
        window.label("feedback").requireText(Pattern.compile("✖ Refusé par la règle SYNTAX\u202F: .*Zoe.*"));

        assertThat(GuiActionRunner.execute(() -> frame.play("place Ann Marseille")))
                .isTrue();
        window.label("feedback").requireText(Pattern.compile("✔ .*Marseille.*"));
        GuiActionRunner.execute(() -> frame.setLanguage(Locale.ENGLISH));
        window.label("feedback").requireText(" ");
    }

    @Test
    void a_stage_being_typed_and_a_point_of_call_picked_survive_a_change_of_language() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game pistes Ann Bob")))
                .isTrue();
        window.textBox("sectionField").click();
        window.textBox("sectionField").enterText("R 19\n").enterText("J 11\n");
        window.list("sectionList").requireItemCount(2);
        window.menuItem("menuFrench").click();
        robot.waitForIdle();
        window.list("sectionList").requireItemCount(2);

        assertThat(GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        window.comboBox("stopPicker").selectItem("Marseille");
        window.menuItem("menuEnglish").click();
        robot.waitForIdle();
        window.comboBox("stopPicker").requireSelection("Marseille");
        window.button("placeButton").requireEnabled();
    }

    @Test
    void the_language_in_use_chosen_again_leaves_what_the_feedback_line_says() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        assertThat(GuiActionRunner.execute(() -> frame.play("place Ann Marseille")))
                .isTrue();
        window.label("feedback").requireText(Pattern.compile("✔ .*Marseille.*"));
        window.menuItem("menuEnglish").click();
        robot.waitForIdle();
        window.label("feedback").requireText(Pattern.compile("✔ .*Marseille.*"));
    }
}
