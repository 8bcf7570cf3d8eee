package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.JTextField;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.PastModals;
import org.caissier.testing.Settles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A line with a quote never closed, typed into the command bar of Long Cours, is refused with what is wrong with it
 * and plays nothing: the bar's check for a roll without its die split the line first, and the refusal escaped onto
 * the screen's thread, the feedback line silent. Found by the explorer: Long Cours seed 9 at 300 steps (1366×768).
 */
@GuiTest
class UnclosedQuoteInTheBarGuiTest extends MainWindows.Shown {
    private final List<Throwable> thrown = Collections.synchronizedList(new ArrayList<>());
    private final Thread.UncaughtExceptionHandler former = Thread.getDefaultUncaughtExceptionHandler();

    @Override
    protected boolean journalOpen() {
        return false;
    }

    @AfterEach
    void handlerBack() {
        Thread.setDefaultUncaughtExceptionHandler(former);
    }

    @Test
    void a_quote_never_closed_is_refused_in_words_and_plays_nothing() {
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> thrown.add(e));
        GuiActionRunner.execute(() -> PastModals.run(() -> frame.startGame("game long-cours Ann Bob Cy")));
        robot.waitForIdle();
        for (String line : List.of("\"San", "resell \"Ann")) {
            window.textBox("commandBar").click();
            window.textBox("commandBar").enterText(line + "\n");
            JLabel feedback = window.label("feedback").target();
            Settles.onScreen("the refusal said", () -> feedback.getText().contains("never closed"));
            assertThat(thrown).as("thrown on the screen's thread").isEmpty();
            JTextField bar = (JTextField) window.textBox("commandBar").target();
            assertThat(GuiActionRunner.execute(() -> bar.getText()))
                    .as("the line kept to correct")
                    .isEqualTo(line);
            GuiActionRunner.execute(() -> bar.setText(""));
        }
        assertThat(GuiActionRunner.execute(() -> frame.session().orElseThrow().history()))
                .as("nothing played")
                .isEmpty();
    }
}
