package org.caissier.ui.kit;

import java.awt.BorderLayout;
import java.awt.Graphics;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;

/** The window's content pane; tells who asked when it has been painted once (start-up is measured to there). */
public final class PaintedPane extends JPanel {
    private final List<Runnable> waiting = new ArrayList<>();
    private boolean painted;

    public PaintedPane() {
        super(new BorderLayout());
    }

    public void whenPainted(Runnable action) {
        if (painted) {
            action.run();
        } else {
            waiting.add(action);
        }
    }

    @Override
    public void paint(Graphics g) {
        super.paint(g);
        if (!painted) {
            painted = true;
            List<Runnable> now = new ArrayList<>(waiting);
            waiting.clear();
            now.forEach(Runnable::run);
        }
    }
}
