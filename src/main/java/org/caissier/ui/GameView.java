package org.caissier.ui;

import java.util.List;
import javax.swing.JComponent;

/** A game's table, shown in the middle of the main window. */
public interface GameView {
    JComponent component();

    /** Shows the session's current state; called on the EDT after every change and once at the start. */
    void refresh();

    /** Words the command bar offers to complete: verbs, player names, stops. */
    List<String> completions();
}
