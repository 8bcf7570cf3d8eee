package org.caissier.ui.shell;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.caissier.table.DiceOrigin;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ShortName;

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
    /** The words round the file's name ("Saved in {0}"), and the name, while a game is open. */
    private java.util.function.Function<String, String> savedIn = name -> " ";

    private String fileName = "";

    /** @param phones says where the game is shown on phones, while it is */
    StatusBar(JComponent boxStatus, JComponent phones) {
        file.setName("statusFile");
        dice.setName("statusDice");
        extras.add(phones);
        extras.add(boxStatus);
        file.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                fitFile();
            }
        });
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
        savedIn = saved.isPresent() ? name -> messages.get("status.saved", name) : name -> " ";
        fileName = saved.map(p -> p.getFileName().toString()).orElse("");
        file.setToolTipText(saved.map(p -> messages.get("status.saved", p)).orElse(null));
        dice.setText(messages.get("status.dice", messages.get("dice." + origin.word())));
        fitFile();
    }

    /**
     * The file's name whole where the bar has room for it, else its start and "…" (a large text size, a narrow
     * window beside the game's part): the whole path is in the tooltip.
     */
    private void fitFile() {
        String shown = savedIn.apply(fileName);
        int room = file.getWidth() - file.getInsets().left - file.getInsets().right;
        java.awt.FontMetrics fm = file.getFontMetrics(file.getFont());
        int keep = fileName.codePointCount(0, fileName.length());
        while (room > 0 && keep > 1 && fm.stringWidth(shown) > room) {
            keep--;
            shown = savedIn.apply(ShortName.of(fileName, keep));
        }
        if (!shown.equals(file.getText())) {
            file.setText(shown);
        }
    }
}
