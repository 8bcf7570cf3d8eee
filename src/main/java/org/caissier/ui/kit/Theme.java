package org.caissier.ui.kit;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Font;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;

/** Light or dark FlatLaf with a base font size chosen to be read from across a table. */
public final class Theme {
    /** The smallest a control may be, either way, in pixels. */
    private static final int MIN_TARGET = 24;

    private Theme() {}

    /** Installs the look and feel; call before the first window, then again to switch. */
    public static void apply(boolean dark, int fontSize) {
        // Our own values over FlatLaf's, in resources/themes/ (FlatLaf's way of changing a theme).
        FlatLaf.registerCustomDefaultsSource("themes");
        FlatLaf laf = dark ? new FlatDarkLaf() : new FlatLightLaf();
        FlatLaf.setup(laf);
        Font base = UIManager.getFont("defaultFont");
        if (base != null) {
            UIManager.put("defaultFont", new FontUIResource(base.deriveFont((float) fontSize)));
        }
        // Check boxes and radio buttons at least 24 px high, a target a finger or a shaky hand can hit (FlatLaf's
        // are 23 at text 16): their margins above and below take what their words leave.
        Font text = UIManager.getFont("defaultFont");
        int words = text == null
                ? 0
                : (int) Math.ceil(text.getLineMetrics("Xg", new java.awt.font.FontRenderContext(null, true, true))
                        .getHeight());
        int pad = Math.max(2, (MIN_TARGET - words + 1) / 2);
        UIManager.put("CheckBox.margin", new javax.swing.plaf.InsetsUIResource(pad, 2, pad, 2));
        UIManager.put("RadioButton.margin", new javax.swing.plaf.InsetsUIResource(pad, 2, pad, 2));
        // Spinners' arrows side by side, each 24×24 at least (FlatLaf's stacked ones are 23×12).
        UIManager.put("SpinnerUI", SideBySideSpinnerUI.class.getName());
        // A field as high in any script typed into it: nothing below it moves as it is typed in.
        UIManager.put("TextFieldUI", SteadyTextFieldUI.class.getName());
        UIManager.put("FormattedTextFieldUI", SteadyTextFieldUI.Formatted.class.getName());
        // No "safe triangle" for submenus: FlatLaf swaps the toolkit's event queue for one of its own while it
        // acts, and an event another thread posted at the instant it swapped back was lost (OneEventQueueGuiTest).
        UIManager.put("Menu.useSafeTriangle", false);
        UIManager.put("Component.arc", 8);
        UIManager.put("Button.arc", 10);
        UIManager.put("TextComponent.arc", 8);
        FlatLaf.updateUI();
    }

    public static boolean isDark() {
        return FlatLaf.isLafDark();
    }
}
