package org.caissier.ui.display;

import java.awt.Font;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JTextArea;
import javax.swing.UIManager;

/**
 * The table display's bottom line: the last news the table was told (a die, a storm, a sinking), kept after the
 * large announcement is taken down, wrapped rather than cut. Named {@code displayLastEvent}.
 */
final class LastEventLine {
    private final JTextArea text = new JTextArea();

    LastEventLine(float textSize) {
        text.setName("displayLastEvent");
        text.setEditable(false);
        text.setFocusable(false);
        text.setLineWrap(true);
        text.setWrapStyleWord(true);
        text.setOpaque(false);
        text.setForeground(UIManager.getColor("Label.foreground"));
        text.setFont(UIManager.getFont("Label.font").deriveFont(Font.BOLD, textSize));
        int pad = Math.round(textSize * 0.3f);
        text.setBorder(BorderFactory.createEmptyBorder(pad, pad * 2, pad, pad * 2));
    }

    JComponent component() {
        return text;
    }

    void show(String sentence) {
        text.setText(sentence == null ? "" : sentence);
        // Nothing told yet (or a game with no news): the room goes to the game's own view.
        text.setVisible(sentence != null);
    }
}
