package org.caissier.ui.kit;

import java.awt.Component;
import java.awt.Container;
import java.text.Normalizer;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import javax.swing.AbstractButton;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JRootPane;
import org.caissier.table.Names;

/**
 * One Alt+letter per window: the menus keep theirs, and a button whose letter a menu (or an earlier button)
 * already holds takes the first free letter of its own label, or none. Screens choose letters freely in either
 * language; this settles the clashes once the window is built.
 */
public final class Mnemonics {
    private Mnemonics() {}

    public static void settle(JRootPane root) {
        Set<Character> taken = new HashSet<>();
        JMenuBar bar = root.getJMenuBar();
        if (bar != null) {
            for (int i = 0; i < bar.getMenuCount(); i++) {
                JMenu menu = bar.getMenu(i);
                if (menu != null) {
                    keepOrChoose(menu, taken);
                }
            }
        }
        buttons(root.getContentPane(), taken);
    }

    private static void buttons(Container c, Set<Character> taken) {
        for (Component child : c.getComponents()) {
            if (child instanceof AbstractButton b && !(b instanceof JMenuItem) && b.getMnemonic() != 0) {
                keepOrChoose(b, taken);
            }
            if (child instanceof Container inner) {
                buttons(inner, taken);
            }
        }
    }

    private static void keepOrChoose(AbstractButton b, Set<Character> taken) {
        String label = plain(b.getText());
        char mine = Character.toUpperCase((char) b.getMnemonic());
        if (b.getMnemonic() != 0 && label.indexOf(mine) >= 0 && taken.add(mine)) {
            return;
        }
        for (char ch : label.toCharArray()) {
            if (ch >= 'A' && ch <= 'Z' && taken.add(ch)) {
                b.setMnemonic(ch);
                return;
            }
        }
        b.setMnemonic(0);
    }

    /** The label in capitals without accents: Alt+E is the key for "Édition". */
    private static String plain(String text) {
        String s = text == null ? "" : text;
        if (!ascii(s)) {
            // Only labels beyond Latin-1 pay for the normaliser (about 40 classes and its tables to load).
            String label = s;
            s = Names.withoutLatinAccents(label)
                    .orElseGet(() ->
                            Normalizer.normalize(label, Normalizer.Form.NFD).replaceAll("\\p{M}", ""));
        }
        return s.toUpperCase(Locale.ROOT);
    }

    private static boolean ascii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }
}
