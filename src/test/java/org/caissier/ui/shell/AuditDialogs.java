package org.caissier.ui.shell;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dialog;
import java.awt.Window;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.swing.AbstractButton;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.Components;

/**
 * The screen audit's dialogs, opened and closed from the code as their buttons and close boxes would, without the
 * robot's pointer (no window a dialog covered is clicked afterwards).
 */
final class AuditDialogs {
    private final Robot robot;

    AuditDialogs(Robot robot) {
        this.robot = robot;
    }

    /**
     * The dialog {@code open} shows (run later on the EDT, as a click would: a modal dialog does not return), once
     * it shows; null if none does within 20 s.
     */
    Dialog opened(Runnable open) {
        Set<Window> before = GuiActionRunner.execute(AuditDialogs::showing);
        SwingUtilities.invokeLater(open);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < until) {
            robot.waitForIdle();
            Dialog d = GuiActionRunner.execute(() -> showing().stream()
                    .filter(w -> !before.contains(w))
                    .filter(w -> w instanceof Dialog)
                    .map(w -> (Dialog) w)
                    .findFirst()
                    .orElse(null));
            if (d != null) {
                return d;
            }
        }
        return null;
    }

    private static Set<Window> showing() {
        Set<Window> shown = new LinkedHashSet<>();
        for (Window w : Window.getWindows()) {
            if (w.isShowing()) {
                shown.add(w);
            }
        }
        return shown;
    }

    /** Closed as its window's close box would, and gone. */
    void close(Window w) {
        GuiActionRunner.execute(() -> w.dispatchEvent(new WindowEvent(w, WindowEvent.WINDOW_CLOSING)));
        robot.waitForIdle();
        if (GuiActionRunner.execute(w::isShowing)) {
            GuiActionRunner.execute(w::dispose);
            robot.waitForIdle();
        }
    }

    /**
     * A new-game dialog with as many player rows as the game takes (its button that adds a row pressed until it
     * adds no more), each named with one of {@code names} in turn. On the EDT.
     */
    static void fillPlayers(Dialog d, int most, List<String> names) {
        AbstractButton add = Components.find(
                d, AbstractButton.class, b -> b.getName() != null && b.getName().startsWith("add"));
        for (int rows = fields(d).size(); add != null && rows < most; rows++) {
            add.doClick();
            if (fields(d).size() == rows) {
                break;
            }
        }
        List<JTextField> fields = fields(d);
        for (int i = 0; i < fields.size(); i++) {
            fields.get(i).setText(names.get(i % names.size()));
        }
        d.validate();
    }

    private static List<JTextField> fields(Container c) {
        List<JTextField> found = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k instanceof JTextField f && f.getName() != null && f.getName().startsWith("playerName")) {
                found.add(f);
            } else if (k instanceof Container inner) {
                found.addAll(fields(inner));
            }
        }
        return found;
    }
}
