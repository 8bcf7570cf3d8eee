package org.caissier.testing;

import java.awt.Dimension;
import java.awt.Window;
import java.util.Locale;
import javax.swing.JFrame;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.table.DiceSource;
import org.caissier.table.VirtualDice;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;

/**
 * A small empty window that a dialog under test opens over, on a robot of its own, and the context the dialog is
 * given: its words from one bundle in English, screen dice, and a table that plays nothing.
 */
public final class DialogOwner {
    public final Robot robot = Robots.newRobot();
    public final FrameFixture frame;

    public DialogOwner() {
        frame = new FrameFixture(robot, GuiActionRunner.execute(() -> new JFrame("owner")));
        frame.show(new Dimension(400, 300));
    }

    /** The context of a dialog over this window that speaks the words of {@code bundle} ({@code i18n.pistes}). */
    public UiContext context(String bundle) {
        Window window = frame.target();
        return new UiContext() {
            @Override
            public Messages messages() {
                return new Messages(bundle, Locale.ENGLISH);
            }

            @Override
            public Window window() {
                return window;
            }

            @Override
            public DiceSource dice() {
                return new VirtualDice();
            }

            @Override
            public boolean startGame(String gameLine) {
                return false;
            }
        };
    }

    public void cleanUp() {
        frame.cleanUp();
    }
}
