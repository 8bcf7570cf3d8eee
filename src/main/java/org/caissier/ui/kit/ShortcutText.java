package org.caissier.ui.kit;

import com.formdev.flatlaf.ui.FlatMenuItemRenderer;
import com.formdev.flatlaf.ui.FlatMenuItemUI;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;

/**
 * Shortcuts written as the keyboard shows them. Java names punctuation keys in English words whatever the
 * language ("Ctrl+Equals" in a French menu); the menus show the key's own sign instead, as the platform does.
 */
public final class ShortcutText {
    private ShortcutText() {}

    /** The text of {@code key}: modifiers as the platform names them, then the key, its sign for punctuation. */
    static String of(KeyStroke key, String delimiter) {
        String mods = InputEvent.getModifiersExText(key.getModifiers());
        String k = switch (key.getKeyCode()) {
            case KeyEvent.VK_EQUALS -> "=";
            case KeyEvent.VK_MINUS -> "-";
            case KeyEvent.VK_PLUS -> "+";
            case KeyEvent.VK_COMMA -> ",";
            case KeyEvent.VK_PERIOD -> ".";
            case KeyEvent.VK_SLASH -> "/";
            default -> KeyEvent.getKeyText(key.getKeyCode());
        };
        return mods.isEmpty() ? k : mods + delimiter + k;
    }

    /** A menu item whose shortcut is written by {@link #of}. */
    public static JMenuItem item(String text) {
        return new JMenuItem(text) {
            @Override
            public void updateUI() {
                setUI(new FlatMenuItemUI() {
                    @Override
                    protected FlatMenuItemRenderer createRenderer() {
                        return new FlatMenuItemRenderer(
                                menuItem, checkIcon, arrowIcon, acceleratorFont, acceleratorDelimiter) {
                            @Override
                            protected String getTextForAccelerator(KeyStroke accelerator) {
                                return of(accelerator, acceleratorDelimiter);
                            }
                        };
                    }
                });
            }
        };
    }
}
