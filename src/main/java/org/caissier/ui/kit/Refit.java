package org.caissier.ui.kit;

import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.JComponent;

/** When what a component shows must be fitted again: at each resize, and when one of its properties changes. */
final class Refit {
    private Refit() {}

    static void on(JComponent k, String property, Runnable fit) {
        k.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                fit.run();
            }
        });
        k.addPropertyChangeListener(property, e -> fit.run());
    }
}
