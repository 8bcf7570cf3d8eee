package org.caissier.testing;

import java.awt.Component;
import java.awt.Container;
import java.awt.Frame;
import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JTable;
import javax.swing.text.JTextComponent;

/** Every text a window shows or hints: its title, labels, buttons, fields, list items, table cells, tips. Call on the EDT. */
public final class ShownText {
    private ShownText() {}

    public static List<String> of(Component root) {
        List<String> texts = new ArrayList<>();
        collect(root, texts);
        return texts;
    }

    private static void collect(Component c, List<String> texts) {
        if (c instanceof Window w) {
            texts.add(String.valueOf(w instanceof Frame f ? f.getTitle() : w.getName()));
        }
        if (c instanceof JLabel l) {
            texts.add(String.valueOf(l.getText()));
        } else if (c instanceof AbstractButton b) {
            texts.add(String.valueOf(b.getText()));
        } else if (c instanceof JTextComponent t) {
            texts.add(t.getText());
        } else if (c instanceof JList<?> list) {
            for (int i = 0; i < list.getModel().getSize(); i++) {
                texts.add(String.valueOf(list.getModel().getElementAt(i)));
            }
        } else if (c instanceof JTable table) {
            for (int r = 0; r < table.getRowCount(); r++) {
                for (int k = 0; k < table.getColumnCount(); k++) {
                    texts.add(String.valueOf(table.getValueAt(r, k)));
                }
            }
        }
        if (c instanceof JComponent j && j.getToolTipText() != null) {
            texts.add(j.getToolTipText());
        }
        if (c instanceof Container container) {
            for (Component child : container.getComponents()) {
                collect(child, texts);
            }
        }
    }
}
