package org.caissier.ui.kit;

import org.caissier.ui.shell.MainWindow;

/** A widget of the kit that reaches up into the window: what the rule on the shell's rooms is there to catch. */
final class KitNamesTheWindow {
    Object title(MainWindow window) {
        return window.getTitle();
    }
}
