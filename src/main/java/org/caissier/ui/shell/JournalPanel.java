package org.caissier.ui.shell;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Font;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import javax.swing.AbstractAction;
import javax.swing.AbstractListModel;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import org.caissier.table.JournalFile.Mark;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.ui.kit.Contrast;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.SwingHtml;

/** The game's journal in plain words, newest last; any line can be the point to undo back to. */
public final class JournalPanel extends JPanel {

    /** One line as shown. */
    record Line(int index, String words, Mark mark) {}

    private final Lines model = new Lines();
    private final JList<Line> list = new JList<>(model) {
        // A long line is cut at the panel's edge: the pointer shows it whole.
        @Override
        public String getToolTipText(MouseEvent e) {
            int i = locationToIndex(e.getPoint());
            return i < 0 ? null : model.getElementAt(i).words();
        }
    };
    private final Messages messages;
    private Session<?, ?> shownSession;
    private List<? extends Step<?, ?>> shown = List.of();

    public JournalPanel(Messages messages, IntConsumer undoFrom) {
        super(new BorderLayout());
        this.messages = messages;
        setName("journalPanel");
        JLabel title = new JLabel(messages.get("journal.title"));
        title.putClientProperty("FlatLaf.styleClass", "h3");
        title.setBorder(BorderFactory.createEmptyBorder(6, 8, 6, 8));
        add(title, BorderLayout.NORTH);
        list.setName("journalList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new Renderer());
        fixCellSize();
        javax.swing.ToolTipManager.sharedInstance().registerComponent(list);
        add(new JScrollPane(list), BorderLayout.CENTER);
        JButton undoTo = new JButton(messages.get("journal.undoTo"));
        undoTo.setName("undoToHere");
        Runnable undoSelected = () -> {
            Line line = list.getSelectedValue();
            if (line != null && line.mark() == Mark.ACTIVE) {
                undoFrom.accept(line.index());
            }
        };
        undoTo.addActionListener(e -> undoSelected.run());
        undoTo.setEnabled(false);
        list.addListSelectionListener(e -> {
            Line line = list.getSelectedValue();
            undoTo.setEnabled(line != null && line.mark() == Mark.ACTIVE);
        });
        list.getInputMap().put(KeyStroke.getKeyStroke(KeyEvent.VK_DELETE, 0), "undoTo");
        list.getActionMap().put("undoTo", new AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                undoSelected.run();
            }
        });
        JPopupMenu menu = new JPopupMenu();
        JMenuItem item = new JMenuItem(messages.get("journal.undoTo"));
        item.addActionListener(e -> undoSelected.run());
        menu.add(item);
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                popup(e);
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                popup(e);
            }

            private void popup(MouseEvent e) {
                if (e.isPopupTrigger()) {
                    int i = list.locationToIndex(e.getPoint());
                    if (i >= 0) {
                        list.setSelectedIndex(i);
                        menu.show(list, e.getX(), e.getY());
                    }
                }
            }
        });
        add(undoTo, BorderLayout.SOUTH);
    }

    /** The index of the line chosen in the list, or -1. */
    int selectedIndex() {
        return list.getSelectedIndex();
    }

    /** Chooses a line again (after the window was rebuilt), if the journal still has it. */
    void select(int index) {
        if (index >= 0 && index < model.getSize()) {
            list.setSelectedIndex(index);
            list.ensureIndexIsVisible(index);
        }
    }

    /**
     * Shows the session's history. Only what changed is taken again: the lines from the first step that is not
     * the one shown (the session keeps a step as it is until it is undone, redone or dropped). A line is described
     * when the list first paints it, from the states before and after it the session holds: appending a command
     * to a long game, or opening one, describes the lines in sight, whatever the length of the game.
     */
    public <S, C extends org.caissier.table.Command> void show(Session<S, C> session) {
        List<Step<S, C>> steps = session.history();
        int same = 0;
        if (session == shownSession) {
            int common = Math.min(shown.size(), steps.size());
            while (same < common && shown.get(same) == steps.get(same)) {
                same++;
            }
        }
        Locale locale = messages.locale();
        java.util.Map<Integer, String> carried = new java.util.HashMap<>();
        if (session == shownSession) {
            // An undone or dropped line keeps the plain words it had while it was played: the session keeps
            // only its text, and the table should not have to read a raw command.
            @SuppressWarnings("unchecked")
            List<Step<S, C>> before = (List<Step<S, C>>) shown;
            for (int i = same; i < Math.min(before.size(), steps.size()); i++) {
                Step<S, C> old = before.get(i);
                if (!steps.get(i).active() && old.text().equals(steps.get(i).text())) {
                    String words = model.wordsAt(i);
                    carried.put(i, words != null ? words : old.active() ? session.describe(old, locale) : old.text());
                }
            }
        }
        model.update(steps, same, i -> session.describe(steps.get(i), locale), carried);
        boolean grew = steps.size() > same;
        shownSession = session;
        shown = steps;
        if (grew) {
            list.ensureIndexIsVisible(steps.size() - 1);
        }
    }

    /** The lines of the journal, each described the first time it is asked for and kept until its step changes. */
    private static final class Lines extends AbstractListModel<Line> {
        private List<? extends Step<?, ?>> steps = List.of();
        private final List<String> words = new ArrayList<>();
        private IntFunction<String> describe = i -> "";

        String wordsAt(int index) {
            return index < words.size() ? words.get(index) : null;
        }

        void update(
                List<? extends Step<?, ?>> now,
                int same,
                IntFunction<String> describer,
                java.util.Map<Integer, String> carried) {
            int before = steps.size();
            steps = now;
            describe = describer;
            words.subList(same, words.size()).clear();
            for (int i = same; i < now.size(); i++) {
                words.add(carried.get(i));
            }
            if (before > same) {
                fireIntervalRemoved(this, same, before - 1);
            }
            if (now.size() > same) {
                fireIntervalAdded(this, same, now.size() - 1);
            }
        }

        @Override
        public int getSize() {
            return steps.size();
        }

        @Override
        public Line getElementAt(int index) {
            String w = words.get(index);
            if (w == null) {
                w = describe.apply(index);
                words.set(index, w);
            }
            return new Line(index, w, steps.get(index).mark());
        }
    }

    /**
     * Every line has the height of one line of text, and the list is no wider than its panel (a longer line is
     * cut, its tooltip shows it whole): fixed cell sizes spare the list measuring every line after each change.
     */
    private void fixCellSize() {
        Renderer r = new Renderer();
        int height = 0;
        for (Mark mark : Mark.values()) {
            height = Math.max(
                    height,
                    r.getListCellRendererComponent(list, new Line(9999, "Mg", mark), 0, false, false)
                            .getPreferredSize()
                            .height);
        }
        list.setFixedCellHeight(height);
        list.setFixedCellWidth(1);
    }

    private final class Renderer extends DefaultListCellRenderer {
        @Override
        public Component getListCellRendererComponent(
                JList<?> l, Object value, int index, boolean selected, boolean focused) {
            Line line = (Line) value;
            String text = (line.index() + 1) + ".  " + line.words();
            if (line.mark() != Mark.ACTIVE) {
                String tag = messages.get(line.mark() == Mark.UNDONE ? "journal.undone" : "journal.dropped");
                text = "<html><strike>" + SwingHtml.text(text) + "</strike> <i>(" + tag + ")</i></html>";
            }
            JLabel label = (JLabel) super.getListCellRendererComponent(l, text, index, selected, focused);
            if (line.mark() != Mark.ACTIVE && !selected) {
                label.setForeground(Contrast.faint());
            }
            label.setFont(label.getFont().deriveFont(Font.PLAIN));
            label.setBorder(BorderFactory.createEmptyBorder(3, 8, 3, 8));
            return label;
        }
    }
}
