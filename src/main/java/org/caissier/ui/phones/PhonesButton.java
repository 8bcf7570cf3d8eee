package org.caissier.ui.phones;

import javax.swing.JButton;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;

/**
 * The button of a game's screen that brings up Game → Show on phones… (the same dialog, owned by the window): off,
 * with a tooltip that says why, for a game that has no page for phones.
 */
public final class PhonesButton {
    private PhonesButton() {}

    /** "Show on phones…", named {@code showOnPhones}. */
    public static JButton of(UiContext context) {
        return of(context, new Messages(context.messages().locale()).get("phones.button"), "showOnPhones");
    }

    /** The button in a game's own words (the Cup's "Publish results on the network…"). */
    public static JButton of(UiContext context, String text, String name) {
        JButton button = new JButton(text);
        button.setName(name);
        button.addActionListener(e -> context.showOnPhones());
        if (!context.phonesOffered()) {
            button.setEnabled(false);
            button.setToolTipText(new Messages(context.messages().locale()).get("menu.game.phonesNone"));
        }
        return button;
    }
}
