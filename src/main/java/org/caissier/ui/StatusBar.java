package org.caissier.ui;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.caissier.table.DiceOrigin;

/**
 * The window's bottom line: where the open game is saved, the part the game's view adds, where it is shown on phones,
 * the box's status and where
 * the dice come from. Its labels live as long as the window, so a rebuild (language, theme) keeps what they say.
 */
final class StatusBar {
    private final JLabel file = new JLabel(" ");
    private final JLabel dice = new JLabel(" ");
    // No vertical gap: a part added here must not make the status bar (and so the table) change height.
    private final JPanel extras = new JPanel(new FlowLayout(FlowLayout.RIGHT, 8, 0));

    /** @param phones says where the game is shown on phones, while it is */
    StatusBar(JComponent boxStatus, JComponent phones) {
        file.setName("statusFile");
        dice.setName("statusDice");
        extras.add(phones);
        extras.add(boxStatus);
    }

    /** The bar laid out anew, with the open game's own part when it has one. */
    JComponent build(Optional<JComponent> gamePart) {
        JPanel bar = new JPanel(new BorderLayout(12, 0));
        bar.setBorder(BorderFactory.createEmptyBorder(2, 10, 4, 10));
        bar.add(file, BorderLayout.CENTER);
        JPanel right = new JPanel(new BorderLayout(12, 0));
        right.add(extras, BorderLayout.WEST);
        right.add(dice, BorderLayout.EAST);
        gamePart.ifPresent(part -> right.add(part, BorderLayout.CENTER));
        bar.add(right, BorderLayout.EAST);
        return bar;
    }

    /** Says where the game is saved (nothing without a game) and where the dice come from. */
    void show(Messages messages, Optional<Path> saved, DiceOrigin origin) {
        // The file's name only: its whole path is long, and shows under the pointer.
        file.setText(saved.map(p -> messages.get("status.saved", p.getFileName())).orElse(" "));
        file.setToolTipText(saved.map(p -> messages.get("status.saved", p)).orElse(null));
        dice.setText(messages.get("status.dice", messages.get("dice." + origin.word())));
    }
}
