package org.caissier.espion.ui;

import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionState;
import org.caissier.table.Session;
import org.caissier.ui.kit.Messages;

/**
 * What the hunter's view and the table display share: both are built from the public state alone, so neither can
 * show a place the spy entered, and both refresh the same way, the turn line first.
 */
abstract class PublicEspionView {
    final Session<EspionState, EspionCommand> session;
    final Messages m;
    final JPanel root;
    final JLabel turn = new JLabel(" ");

    PublicEspionView(Session<EspionState, EspionCommand> session, Messages m, JPanel root) {
        this.session = session;
        this.m = m;
        this.root = root;
    }

    public JComponent component() {
        return root;
    }

    public void refresh() {
        EspionState s = session.publicState();
        turn.setText(Texts.turn(s, m));
        show(s);
    }

    /** The rest of the view, below the turn line, for the public state {@code s}. */
    abstract void show(EspionState s);
}
