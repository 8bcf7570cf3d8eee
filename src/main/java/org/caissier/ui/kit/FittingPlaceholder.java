package org.caissier.ui.kit;

import java.awt.FontMetrics;
import java.awt.Insets;
import java.util.List;
import javax.swing.JTextField;

/**
 * The grey words an empty field shows, in the longest of its wordings that fits the field: a narrow field (large
 * text, a small window) shows a shorter sentence rather than one cut by an ellipsis. The longest wording is also
 * the field's tooltip, so nothing it says is lost.
 */
public final class FittingPlaceholder {
    public static final String PROPERTY = com.formdev.flatlaf.FlatClientProperties.PLACEHOLDER_TEXT;

    private final JTextField field;
    private final List<String> wordings;

    private FittingPlaceholder(JTextField field, List<String> wordings) {
        this.field = field;
        this.wordings = List.copyOf(wordings);
    }

    /** Gives {@code field} the longest of {@code wordings} (longest first) that fits it, again at each resize. */
    public static void on(JTextField field, List<String> wordings) {
        FittingPlaceholder placeholder = new FittingPlaceholder(field, wordings);
        field.setToolTipText(wordings.get(0));
        placeholder.fit();
        Refit.on(field, "font", placeholder::fit);
    }

    private void fit() {
        String chosen = choose();
        if (!chosen.equals(field.getClientProperty(PROPERTY))) {
            field.putClientProperty(PROPERTY, chosen);
        }
    }

    /** The first wording that fits; the shortest when none does; the longest while the field has no width yet. */
    private String choose() {
        Insets in = field.getInsets();
        int room = field.getWidth() - in.left - in.right;
        if (room <= 0) {
            return wordings.get(0);
        }
        FontMetrics fm = field.getFontMetrics(field.getFont());
        for (String w : wordings) {
            if (fm.stringWidth(w) <= room) {
                return w;
            }
        }
        return wordings.get(wordings.size() - 1);
    }
}
