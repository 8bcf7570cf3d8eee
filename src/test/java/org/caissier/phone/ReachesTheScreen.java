package org.caissier.phone;

/** A page that would draw on the screen: ArchitectureTest proves its phone-page rule catches it. */
public final class ReachesTheScreen {
    private final javax.swing.JLabel label = new javax.swing.JLabel();

    public String text() {
        return label.getText();
    }
}
