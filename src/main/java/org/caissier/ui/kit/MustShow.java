package org.caissier.ui.kit;

import javax.swing.JComponent;

/**
 * Marks a component the players must always see: a game's main actions and every player's figures. The screen
 * audit (ScreenAuditGuiTest) checks that each one is wholly inside the window at 100 % text, and never cut (though
 * it may need scrolling) at 200 %.
 */
public final class MustShow {
    /** The client property set to {@code Boolean.TRUE} on such a component. */
    public static final String KEY = "caissier.mustShow";

    private MustShow() {}

    public static <T extends JComponent> T mark(T component) {
        component.putClientProperty(KEY, Boolean.TRUE);
        return component;
    }

    public static boolean marked(JComponent component) {
        return Boolean.TRUE.equals(component.getClientProperty(KEY));
    }
}
