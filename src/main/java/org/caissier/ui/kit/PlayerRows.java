package org.caissier.ui.kit;

import java.awt.Dimension;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.IntFunction;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.ScrollPaneConstants;
import javax.swing.SwingUtilities;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import org.caissier.table.Names;

/**
 * The players of a new game in turn order, one row each: a name field ({@code playerName1}...), an optional
 * choice beside it (a ship's colour, say) that travels with the name, and buttons to move the row up or down
 * ({@code playerUp1}, {@code playerDown1}...). The order can be drawn by lot ({@code drawLots}); empty rows do not
 * count. Its words come from the game's bundle under one prefix: {@code PREFIX.name}, {@code PREFIX.optional}
 * (rows past the required ones), {@code PREFIX.up}, {@code PREFIX.down}, {@code PREFIX.lot},
 * {@code PREFIX.sameName}.
 *
 * @param <E> what the per-row choice holds ({@link Void} when there is none)
 */
public final class PlayerRows<E> {
    private final Messages m;
    private final String keys;
    private final int required;
    private final int max;
    private final Random lot;
    private final IntFunction<JComboBox<E>> choiceMaker;
    private final List<JTextField> names = new ArrayList<>();
    private final List<JComboBox<E>> choices = new ArrayList<>();
    private final List<Runnable> listeners = new ArrayList<>();
    private final JPanel panel;
    private final JButton drawLots;
    /** Whether the rows are in a pane that scrolls: each new row's field then scrolls into sight. */
    private boolean scrolled;

    /**
     * @param words    the game's words
     * @param keys     the prefix of the keys above, {@code lc.new} say
     * @param shown    rows shown at first
     * @param required rows whose name is needed (the others say "optional")
     * @param max      rows at most ({@link #addRow()} stops there)
     * @param lot      the chance behind "draw by lot"
     * @param choice   makes the choice of row {@code i} (0-based), or null for names alone
     */
    public PlayerRows(
            Messages words,
            String keys,
            int shown,
            int required,
            int max,
            Random lot,
            IntFunction<JComboBox<E>> choice) {
        this.m = words;
        this.keys = keys;
        this.required = required;
        this.max = max;
        this.lot = lot;
        this.choiceMaker = choice;
        this.panel = new JPanel(new MigLayout(
                "wrap " + (choice == null ? 4 : 5) + ", insets 0, gap 6",
                // The names no wider than a long name: in a dialog widened by its other lines (French at 32 pt), a
                // field wider than the screen had the keyboard half out of sight.
                "[right][fill,220:pref:pref]" + (choice == null ? "" : "[]") + "[][]"));
        panel.setName("playerRows");
        // Tab goes from name to name: a choice or an arrow between them would take the next name's letters.
        panel.setFocusTraversalPolicyProvider(true);
        panel.setFocusTraversalPolicy(new NamesFirst());
        this.drawLots = new JButton(m.get(keys + ".lot"));
        drawLots.setName("drawLots");
        drawLots.addActionListener(e -> drawLots());
        for (int i = 0; i < shown; i++) {
            newRow();
        }
        layoutRows();
    }

    /** Rows of names alone. */
    public static PlayerRows<Void> names(Messages words, String keys, int shown, int required, int max, Random lot) {
        return new PlayerRows<>(words, keys, shown, required, max, lot, null);
    }

    /** The rows, to place in a dialog. */
    public JComponent component() {
        return panel;
    }

    /**
     * Adds the rows to a dialog's three-column MigLayout panel: {@code label} over them, then the button that adds a
     * row (named {@code addName}; the dialog grows to show it) and the draw by lot.
     */
    public void addTo(JPanel dialogPanel, String label, String addText, String addName) {
        addTo(dialogPanel, label, addText, addName, Integer.MAX_VALUE);
    }

    /**
     * As {@link #addTo(JPanel, String, String, String)}, showing {@code visible} rows at most: more scroll, so that
     * sixteen crews leave the rest of the dialog and its buttons on a laptop's screen. The row that takes the focus
     * scrolls into sight.
     */
    public void addTo(JPanel dialogPanel, String label, String addText, String addName, int visible) {
        dialogPanel.add(new JLabel(label), "span 3");
        dialogPanel.add(visible >= max ? panel : scrolling(visible), "span 3, growx");
        JButton add = new JButton(addText);
        add.setName(addName);
        add.addActionListener(e -> {
            java.awt.Window window = SwingUtilities.getWindowAncestor(dialogPanel);
            if (addRow() && window != null) {
                // Sixteen crews' rows are taller than a laptop's screen: the grown dialog scrolls inside it.
                FirstPlace.repack(window);
                // Asked again: a dialog that starts to scroll here gives the keyboard back to the row it had.
                names.get(names.size() - 1).requestFocusInWindow();
            }
        });
        dialogPanel.add(add, "span 3, split 2");
        dialogPanel.add(drawLots);
    }

    /** The rows in a pane as tall as {@code visible} of them, which scrolls when there are more. */
    private JScrollPane scrolling(int visible) {
        JScrollPane scroll =
                new JScrollPane(
                        panel,
                        ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
                        ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER) {
                    @Override
                    public Dimension getPreferredSize() {
                        Dimension whole = super.getPreferredSize();
                        if (names.size() > visible) {
                            int row = panel.getPreferredSize().height / names.size();
                            whole.height = Math.min(whole.height, row * visible);
                            whole.width += getVerticalScrollBar().getPreferredSize().width;
                        }
                        return whole;
                    }
                };
        scroll.setName("playerRowsScroll");
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        scrolled = true;
        names.forEach(this::scrollsIntoSight);
        return scroll;
    }

    private void scrollsIntoSight(JTextField name) {
        name.addFocusListener(new FocusAdapter() {
            @Override
            public void focusGained(FocusEvent e) {
                // Once laid out: a row added takes the keyboard before the dialog has grown to hold it.
                SwingUtilities.invokeLater(() -> KeyboardInView.reveal(name));
            }
        });
    }

    /** The "draw by lot" button, to place where the dialog likes. */
    public JButton drawLotsButton() {
        return drawLots;
    }

    /** Called after any name or choice changes. */
    public void onChange(Runnable listener) {
        listeners.add(listener);
    }

    public int rowCount() {
        return names.size();
    }

    /** Adds an empty row at the end; false when there are {@code max} already. */
    public boolean addRow() {
        if (names.size() >= max) {
            return false;
        }
        newRow();
        layoutRows();
        JTextField added = names.get(names.size() - 1);
        added.requestFocusInWindow();
        if (scrolled) {
            // Once the dialog has grown to hold it (its button packs it after this): the new row in sight.
            SwingUtilities.invokeLater(() -> KeyboardInView.reveal(added));
        }
        return true;
    }

    /** The names filled in, stripped, in turn order. */
    public List<String> filledNames() {
        return filledRows().stream().map(i -> names.get(i).getText().strip()).toList();
    }

    /** The choices beside the filled names, in the same order; empty without choices. */
    public List<E> filledChoices() {
        if (choiceMaker == null) {
            return List.of();
        }
        return filledRows().stream()
                .map(i -> choices.get(i).getItemAt(choices.get(i).getSelectedIndex()))
                .toList();
    }

    /** What is wrong with the names: the first one given twice (accents and case aside). */
    public Optional<String> problem() {
        List<String> seen = new ArrayList<>();
        for (String name : filledNames()) {
            if (org.caissier.table.Words.whyNotAName(name).isPresent()) {
                // said here: the game line could not hold it, and building that line would fail on the EDT
                return Optional.of(
                        m.forBundle("i18n.messages").get("players.unwritable", name.replaceAll("\\p{Cntrl}", "?")));
            }
            String key = Names.fold(name);
            if (seen.contains(key)) {
                return Optional.of(m.get(keys + ".sameName", name));
            }
            seen.add(key);
        }
        // Names a table could not tell apart or type (a look-alike letter, an option's form): the game refuses them.
        return org.caissier.table.NameCheck.problem(filledNames()).map(v -> v.message(m.locale()));
    }

    /** Sets the name of row {@code row} (0-based). */
    public void setName(int row, String name) {
        names.get(row).setText(name);
    }

    /** Swaps two rows, names and choices; a row out of range leaves everything as it is. */
    public void swap(int a, int b) {
        if (a < 0 || b < 0 || a >= names.size() || b >= names.size()) {
            return;
        }
        String t = names.get(a).getText();
        names.get(a).setText(names.get(b).getText());
        names.get(b).setText(t);
        if (choiceMaker != null) {
            Object c = choices.get(a).getSelectedItem();
            choices.get(a).setSelectedItem(choices.get(b).getSelectedItem());
            choices.get(b).setSelectedItem(c);
        }
        names.get(b).requestFocusInWindow();
    }

    /** Shuffles the filled rows into the first rows, each choice staying with its name; empty rows go last. */
    public void drawLots() {
        List<Integer> rows = filledRows();
        List<String> ns = new ArrayList<>();
        List<Object> cs = new ArrayList<>();
        for (int i : rows) {
            ns.add(names.get(i).getText());
            cs.add(choiceMaker == null ? null : choices.get(i).getSelectedItem());
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < ns.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, lot);
        for (int i = 0; i < names.size(); i++) {
            names.get(i).setText(i < ns.size() ? ns.get(order.get(i)) : "");
            if (choiceMaker != null && i < ns.size()) {
                choices.get(i).setSelectedItem(cs.get(order.get(i)));
            }
        }
    }

    private List<Integer> filledRows() {
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (!names.get(i).getText().isBlank()) {
                rows.add(i);
            }
        }
        return rows;
    }

    private void newRow() {
        int i = names.size();
        JTextField name = new NameField();
        name.setName("playerName" + (i + 1));
        name.putClientProperty("JTextField.placeholderText", m.get(i < required ? keys + ".name" : keys + ".optional"));
        name.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                changed();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                changed();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                changed();
            }
        });
        names.add(name);
        if (scrolled) {
            scrollsIntoSight(name);
        }
        if (choiceMaker != null) {
            JComboBox<E> choice = choiceMaker.apply(i);
            choice.addActionListener(e -> changed());
            // A letter typed while the choice has the focus changes nothing; the arrow keys and the mouse do.
            choice.setKeySelectionManager((key, model) -> -1);
            choices.add(choice);
        }
    }

    private void layoutRows() {
        panel.removeAll();
        for (int i = 0; i < names.size(); i++) {
            int row = i;
            JButton up = new JButton("▲");
            up.setName("playerUp" + (i + 1));
            up.setToolTipText(m.get(keys + ".up"));
            up.setEnabled(i > 0);
            up.addActionListener(e -> swap(row, row - 1));
            JButton down = new JButton("▼");
            down.setName("playerDown" + (i + 1));
            down.setToolTipText(m.get(keys + ".down"));
            down.setEnabled(i < names.size() - 1);
            down.addActionListener(e -> swap(row, row + 1));
            panel.add(new JLabel((i + 1) + "."));
            panel.add(names.get(i));
            if (choiceMaker != null) {
                panel.add(choices.get(i));
            }
            panel.add(up);
            panel.add(down);
        }
        panel.revalidate();
    }

    /**
     * A name's field, as wide as a long name (40 characters, accented and hyphenated, as a French player may be
     * called) at the text size of the day, whatever it holds: the dialog does not grow as a name is typed, and
     * such a name shows whole.
     */
    static final class NameField extends JTextField {
        /** As wide as a name as long as a name may be ({@code NameCheck}): 40 letters of a middling width. */
        static final String LONG_NAME = "n".repeat(40);

        @Override
        public Dimension getPreferredSize() {
            Dimension d = super.getPreferredSize();
            if (isPreferredSizeSet()) {
                return d;
            }
            java.awt.Insets in = getInsets();
            int wide = getFontMetrics(getFont()).stringWidth(LONG_NAME) + in.left + in.right + 4;
            return new Dimension(wide, d.height);
        }
    }

    /** The panel's Tab order: the name fields only; a click still reaches a choice or an arrow. */
    private static final class NamesFirst extends javax.swing.LayoutFocusTraversalPolicy {
        @Override
        protected boolean accept(java.awt.Component c) {
            return c instanceof JTextField && super.accept(c);
        }
    }

    private void changed() {
        listeners.forEach(Runnable::run);
    }
}
