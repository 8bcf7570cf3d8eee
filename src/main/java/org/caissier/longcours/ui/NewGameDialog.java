package org.caissier.longcours.ui;

import java.io.File;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;
import org.caissier.longcours.Deck;
import org.caissier.longcours.ShipColour;
import org.caissier.table.Words;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;

/**
 * A new Long Cours game: 3 to 6 captains with names, ship colours and turn order (typed, or drawn by lot), the
 * short variant, the board file. Tells how many cards to deal each and which to take out first (LC-SET-3/4).
 */
final class NewGameDialog {
    private static final int MAX = 6;
    private static final int MIN = 3;

    private final UiContext context;
    private final Messages m;
    private final List<JTextField> names = new ArrayList<>();
    private final List<JComboBox<ShipColour>> colours = new ArrayList<>();
    private final JCheckBox shortGame;
    private final JLabel deal = new JLabel();
    private final JLabel problem = new JLabel(" ");
    private final JTextField boardFile = new JTextField();
    private JButton start;

    NewGameDialog(UiContext context) {
        this.context = context;
        this.m = context.messages();
        this.shortGame = new JCheckBox(m.get("lc.new.short"));
    }

    /** Starts with a board file already chosen. */
    NewGameDialog withBoard(String path) {
        boardFile.setText(path);
        return this;
    }

    Optional<String> ask() {
        JDialog dialog = new JDialog(context.window(), m.get("lc.new.title"), JDialog.ModalityType.APPLICATION_MODAL);
        dialog.setName("newLongCoursDialog");
        JPanel panel = new JPanel(new MigLayout("wrap 5, insets 16, gap 8", "[][grow,fill,220::][140!][][]"));
        JLabel title = new JLabel(m.get("lc.new.title"));
        title.putClientProperty("FlatLaf.styleClass", "h2");
        panel.add(title, "span 5");
        panel.add(new JLabel(m.get("lc.new.order")), "span 5");
        for (int i = 0; i < MAX; i++) {
            int row = i;
            JTextField name = new JTextField();
            name.setName("playerName" + (i + 1));
            name.putClientProperty("JTextField.placeholderText", i < MIN ? m.get("lc.new.name") : m.get("lc.new.optional"));
            JComboBox<ShipColour> colour = new JComboBox<>(new DefaultComboBoxModel<>(ShipColour.values()));
            colour.setName("playerColour" + (i + 1));
            colour.setSelectedIndex(i);
            colour.setRenderer(new javax.swing.DefaultListCellRenderer() {
                @Override
                public java.awt.Component getListCellRendererComponent(javax.swing.JList<?> list, Object value,
                                                                       int index, boolean sel, boolean focus) {
                    super.getListCellRendererComponent(list, value, index, sel, focus);
                    if (value instanceof ShipColour c) {
                        setText(c.label(m.locale()));
                        setIcon(new ColourDot(ShipPaint.of(c)));
                    }
                    return this;
                }
            });
            JButton up = new JButton("▲");
            up.setName("playerUp" + (i + 1));
            up.setToolTipText(m.get("lc.new.up"));
            up.addActionListener(e -> swap(row, row - 1));
            up.setEnabled(i > 0);
            JButton down = new JButton("▼");
            down.setName("playerDown" + (i + 1));
            down.setToolTipText(m.get("lc.new.down"));
            down.addActionListener(e -> swap(row, row + 1));
            down.setEnabled(i < MAX - 1);
            name.getDocument().addDocumentListener(new DocumentListener() {
                @Override
                public void insertUpdate(DocumentEvent e) {
                    update();
                }

                @Override
                public void removeUpdate(DocumentEvent e) {
                    update();
                }

                @Override
                public void changedUpdate(DocumentEvent e) {
                    update();
                }
            });
            names.add(name);
            colours.add(colour);
            panel.add(new JLabel((i + 1) + "."));
            panel.add(name);
            panel.add(colour);
            panel.add(up);
            panel.add(down);
        }
        JButton lot = new JButton(m.get("lc.new.lot"));
        lot.setName("drawLots");
        lot.addActionListener(e -> drawLots());
        panel.add(lot, "skip 1, span 4, gaptop 4");
        shortGame.setName("shortGame");
        shortGame.addActionListener(e -> update());
        panel.add(shortGame, "span 5, gaptop 8");
        boardFile.setName("boardFile");
        boardFile.putClientProperty("JTextField.placeholderText", m.get("lc.new.boardDefault"));
        JButton browse = new JButton(m.get("lc.new.browse"));
        browse.setName("boardBrowse");
        browse.addActionListener(e -> {
            JFileChooser chooser = new JFileChooser();
            chooser.setFileFilter(new FileNameExtensionFilter("JSON", "json"));
            if (chooser.showOpenDialog(dialog) == JFileChooser.APPROVE_OPTION) {
                File f = chooser.getSelectedFile();
                boardFile.setText(f.getAbsolutePath());
            }
        });
        panel.add(new JLabel(m.get("lc.new.board")));
        panel.add(boardFile, "span 3");
        panel.add(browse);
        deal.setName("dealInfo");
        deal.putClientProperty("FlatLaf.styleClass", "h4");
        panel.add(deal, "span 5, gaptop 8");
        problem.setName("newGameProblem");
        problem.setForeground(new java.awt.Color(0xC62828));
        panel.add(problem, "span 5");
        start = new JButton(m.get("lc.new.start"));
        start.setName("startGame");
        JButton cancel = new JButton(m.get("lc.cancel"));
        cancel.setName("cancelNewGame");
        panel.add(start, "span 5, split 2, tag ok, gaptop 8");
        panel.add(cancel, "tag cancel");
        boolean[] ok = {false};
        start.addActionListener(e -> {
            ok[0] = true;
            dialog.dispose();
        });
        cancel.addActionListener(e -> dialog.dispose());
        dialog.getRootPane().setDefaultButton(start);
        update();
        dialog.setContentPane(panel);
        dialog.pack();
        dialog.setLocationRelativeTo(context.window());
        dialog.setVisible(true);
        return ok[0] ? Optional.of(gameLine()) : Optional.empty();
    }

    private List<Integer> filledRows() {
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < MAX; i++) {
            if (!names.get(i).getText().isBlank()) {
                rows.add(i);
            }
        }
        return rows;
    }

    /** The {@code game long-cours ...} line for what is filled in. */
    String gameLine() {
        List<String> words = new ArrayList<>(List.of("game", "long-cours"));
        if (shortGame.isSelected()) {
            words.add("short");
        }
        if (!boardFile.getText().isBlank()) {
            words.add("board=" + boardFile.getText().strip());
        }
        List<String> cs = new ArrayList<>();
        List<String> ps = new ArrayList<>();
        for (int i : filledRows()) {
            ps.add(names.get(i).getText().strip());
            cs.add(((ShipColour) colours.get(i).getSelectedItem()).id());
        }
        words.add("colors=" + String.join(",", cs));
        words.addAll(ps);
        return Words.join(words);
    }

    private void update() {
        List<Integer> rows = filledRows();
        int n = rows.size();
        String trouble = null;
        if (n < MIN) {
            trouble = m.get("lc.new.tooFew");
        }
        List<String> seen = new ArrayList<>();
        List<ShipColour> used = new ArrayList<>();
        for (int i : rows) {
            String key = org.caissier.table.Names.fold(names.get(i).getText());
            if (seen.contains(key)) {
                trouble = m.get("lc.new.sameName", names.get(i).getText().strip());
            }
            seen.add(key);
            ShipColour c = (ShipColour) colours.get(i).getSelectedItem();
            if (used.contains(c)) {
                trouble = m.get("lc.new.sameColour", c.label(m.locale()));
            }
            used.add(c);
        }
        if (n >= MIN) {
            Deck d = Deck.forGame(n, shortGame.isSelected());
            List<String> out = new ArrayList<>();
            d.removedRanks().forEach(r -> out.add(r == 1 ? "« Un regard mauvais »" : r == 2 ? "« Un regard terrible »" : "Bagarre " + r));
            if (Deck.STORMS - d.storms() > 0) {
                out.add(m.get("lc.new.storms", Deck.STORMS - d.storms()));
            }
            if (Deck.DIRECTS - d.directs() > 0) {
                out.add(m.get("lc.new.directs", Deck.DIRECTS - d.directs()));
            }
            deal.setText(m.get("lc.new.deal", d.cardsPerPlayer(), d.size())
                    + (out.isEmpty() ? "" : "  " + m.get("lc.new.remove", String.join(", ", out))));
        } else {
            deal.setText(" ");
        }
        problem.setText(trouble == null ? " " : trouble);
        if (start != null) {
            start.setEnabled(trouble == null);
        }
    }

    private void swap(int a, int b) {
        if (b < 0 || b >= MAX) {
            return;
        }
        String t = names.get(a).getText();
        names.get(a).setText(names.get(b).getText());
        names.get(b).setText(t);
        Object c = colours.get(a).getSelectedItem();
        colours.get(a).setSelectedItem(colours.get(b).getSelectedItem());
        colours.get(b).setSelectedItem(c);
        names.get(b).requestFocusInWindow();
    }

    private void drawLots() {
        List<Integer> rows = filledRows();
        List<String> ns = new ArrayList<>();
        List<Object> cs = new ArrayList<>();
        for (int i : rows) {
            ns.add(names.get(i).getText());
            cs.add(colours.get(i).getSelectedItem());
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < ns.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, new SecureRandom());
        for (int i = 0; i < MAX; i++) {
            names.get(i).setText(i < ns.size() ? ns.get(order.get(i)) : "");
            if (i < ns.size()) {
                colours.get(i).setSelectedItem(cs.get(order.get(i)));
            }
        }
        update();
    }

    private record ColourDot(java.awt.Color color) implements javax.swing.Icon {
        @Override
        public void paintIcon(java.awt.Component c, java.awt.Graphics g, int x, int y) {
            g.setColor(color);
            g.fillOval(x, y, 12, 12);
            g.setColor(java.awt.Color.DARK_GRAY);
            g.drawOval(x, y, 12, 12);
        }

        @Override
        public int getIconWidth() {
            return 12;
        }

        @Override
        public int getIconHeight() {
            return 12;
        }
    }
}
