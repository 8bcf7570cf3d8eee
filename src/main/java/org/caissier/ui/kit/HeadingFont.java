package org.caissier.ui.kit;

import java.awt.Font;
import javax.swing.JComponent;
import javax.swing.UIManager;

/**
 * A heading's font (FlatLaf's {@code h00} to {@code h4}) given to a component directly. FlatLaf's style classes do
 * the same, but the first one in a program run makes FlatLaf read its UI classes' annotations through reflection,
 * which the window's first start would wait for. Like a style class, the font follows the theme and
 * the text size when the look and feel is installed again.
 */
public final class HeadingFont {
    private HeadingFont() {}

    /** {@code component} in the font of {@code heading} ({@code "h3"}), now and after every change of look and feel. */
    public static <C extends JComponent> C of(C component, String heading) {
        String key = heading + ".font";
        apply(component, key);
        // JComponent.setUI announces the new UI after it installed its defaults, the UI font among them.
        component.addPropertyChangeListener("UI", e -> apply(component, key));
        return component;
    }

    private static void apply(JComponent component, String key) {
        Font font = UIManager.getFont(key);
        if (font != null) {
            // Not a UIResource, or installing the look and feel again would put the plain font back.
            component.setFont(font.deriveFont(font.getStyle()));
        }
    }
}
