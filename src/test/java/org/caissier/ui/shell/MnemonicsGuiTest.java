package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.Test;

/** Alt+letter does one thing in a window: a menu or a button, never both, in either language. */
@GuiTest
class MnemonicsGuiTest extends MainWindows.Shown {

    @Test
    void menus_and_the_long_cours_buttons_have_one_letter_each_in_english_and_french() {
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-long-cours").click();
        DialogFixture newGame = WindowFinder.findDialog("newLongCoursDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(newGame);
        newGame.textBox("playerName1").enterText("Ann");
        newGame.textBox("playerName2").enterText("Bob");
        newGame.textBox("playerName3").enterText("Cid\n");
        ShownWindow.afterDialogClosed(window);
        window.label("turnLabel").requireText("Round 1 — Ann to play");
        assertThat(letters()).doesNotHaveDuplicates();

        GuiActionRunner.execute(() -> ((MainWindow) window.target()).setLanguage(Locale.FRENCH));
        // The turn line is in French; where the window leaves it too little room it is shortened, whole in its tooltip.
        JLabel turn = window.label("turnLabel").target();
        assertThat(GuiActionRunner.execute(
                        () -> turn.getToolTipText() == null ? turn.getText() : turn.getToolTipText()))
                .isEqualTo("Tour 1 — à Ann de jouer");
        assertThat(letters()).doesNotHaveDuplicates();
    }

    /** The Alt letters of the menu bar and of every button in the window, each with what it opens or presses. */
    private List<Character> letters() {
        return GuiActionRunner.execute(() -> {
            List<Character> all = new ArrayList<>();
            JMenuBar bar = ((MainWindow) window.target()).getJMenuBar();
            for (int i = 0; i < bar.getMenuCount(); i++) {
                add(all, bar.getMenu(i));
            }
            collect(((MainWindow) window.target()).getContentPane(), all);
            return all;
        });
    }

    private static void collect(Container c, List<Character> all) {
        for (Component child : c.getComponents()) {
            if (child instanceof AbstractButton b && !(b instanceof JMenuItem)) {
                add(all, b);
            }
            if (child instanceof Container inner) {
                collect(inner, all);
            }
        }
    }

    private static void add(List<Character> all, AbstractButton b) {
        if (b.getMnemonic() != 0) {
            all.add(Character.toUpperCase((char) b.getMnemonic()));
        }
    }
}
