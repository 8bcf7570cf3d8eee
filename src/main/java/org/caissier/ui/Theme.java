package org.caissier.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Font;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;

/** Light or dark FlatLaf with a base font size chosen to be read from across a table. */
public final class Theme {
    private Theme() {
    }

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
        UIManager.put("Component.arc", 8);
        UIManager.put("Button.arc", 10);
        UIManager.put("TextComponent.arc", 8);
        FlatLaf.updateUI();
    }

    public static boolean isDark() {
        return FlatLaf.isLafDark();
    }
}
