package org.caissier.ui.kit;

import java.awt.Component;
import java.awt.Container;

/** What a window's parts measured, forgotten when what they hold changed size all at once. */
public final class Measures {
    private Measures() {}

    /**
     * Every part of {@code c} and its layout ask their sizes again at the next layout: a container's layout keeps
     * what it measured while the container stays invalid (MigLayout), and an invalidation that meets a container
     * invalid already goes no further.
     */
    public static void forget(Component c) {
        c.invalidate();
        if (c instanceof Container parts) {
            for (Component part : parts.getComponents()) {
                forget(part);
            }
        }
    }
}
