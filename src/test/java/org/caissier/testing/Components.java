package org.caissier.testing;

import java.awt.Component;
import java.awt.Container;
import java.awt.KeyboardFocusManager;
import java.awt.Window;
import java.util.function.Predicate;
import javax.swing.JMenu;
import javax.swing.SwingUtilities;

/** Finding a component by its name, and where the keyboard is: one copy for the explorer, its checks and the tests. */
public final class Components {
    private Components() {}

    /** The first component named {@code name} in {@code in}, shown or not; null if there is none. */
    public static Component named(Container in, String name) {
        for (Component k : in.getComponents()) {
            if (name.equals(k.getName())) {
                return k;
            }
            if (k instanceof Container inner) {
                Component found = named(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /**
     * The first component of kind {@code type} under {@code in} (menus' items included) that {@code test} takes;
     * null if there is none.
     */
    public static <T> T find(Container in, Class<T> type, Predicate<T> test) {
        Component[] children = in instanceof JMenu menu ? menu.getMenuComponents() : in.getComponents();
        for (Component k : children) {
            if (type.isInstance(k) && test.test(type.cast(k))) {
                return type.cast(k);
            }
            if (k instanceof Container inner) {
                T found = find(inner, type, test);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** Whether the component that has the keyboard is in {@code w} (on the screen's thread). */
    public static boolean hasTheKeyboard(Window w) {
        Component owner = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        return owner != null && SwingUtilities.isDescendingFrom(owner, w);
    }
}
