package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.table.DiceOrigin;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Robots;
import org.junit.jupiter.api.Test;

/** The table rolls real dice and types them in: the next evening the program starts with typed dice again. */
@GuiTest
class DiceChoiceGuiTest extends MainWindows.ShownLater {
    @Test
    void the_dice_chosen_in_the_menu_are_the_dice_of_the_next_start() {
        window = start();
        window.menuItem("menuDiceTyped").click();
        window.label("statusDice").requireText("Dice: real dice, typed in");
        window.cleanUp();

        window = start();
        assertThat(origin()).isEqualTo(DiceOrigin.TYPED);
        window.label("statusDice").requireText("Dice: real dice, typed in");
        assertThat(GuiActionRunner.execute(
                        () -> window.menuItem("menuDiceTyped").target().isSelected()))
                .isTrue();

        GuiActionRunner.execute(
                () -> ((MainWindow) window.target()).diceAndBox().choose(DiceOrigin.VIRTUAL));
        window.cleanUp();
        window = start();
        assertThat(origin()).isEqualTo(DiceOrigin.VIRTUAL);
    }

    private FrameFixture start() {
        Robot robot = Robots.newRobot();
        return MainWindows.show(robot, home);
    }

    private DiceOrigin origin() {
        return GuiActionRunner.execute(
                () -> ((MainWindow) window.target()).dice().origin());
    }
}
