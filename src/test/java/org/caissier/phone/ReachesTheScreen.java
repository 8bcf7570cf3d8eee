package org.caissier.phone;

import javax.swing.JLabel;

/** A page that would draw on the screen: ArchitectureTest proves its phone-page rule catches it. */
public final class ReachesTheScreen {
    private final JLabel label = new JLabel();

    public String text() {
        return label.getText();
    }
}
