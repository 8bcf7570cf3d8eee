package org.caissier.ui;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Font;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.function.IntConsumer;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;
import org.caissier.table.JournalFile.Mark;
import org.caissier.table.Session;

/** The game's journal in plain words, newest last; any line can be the point to undo back to. */
public final class JournalPanel extends JPanel {

    /** One line as shown. */
    record Line(int index, String words, Mark mark) {
    }

    private final DefaultListModel<Line> model = new DefaultListModel<>();
    private final JList<Line> list = new JList<>(model) {
        // A long line is cut at the panel's edge: the pointer shows it whole.
        @Override
        public String getToolTipText(MouseEvent e) {
            int i = locationToIndex(e.getPoint());
            return i < 0 ? null : model.get(i).words();
        }
    };
    private final Messages messages;

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

    /** Shows the session's history. */
    public <S, C extends org.caissier.table.Command> void show(Session<S, C> session) {
        model.clear();
        List<Session.Step<S, C>> steps = session.history();
        for (int i = 0; i < steps.size(); i++) {
            Session.Step<S, C> step = steps.get(i);
            model.addElement(new Line(i, session.describe(step, messages.locale()), step.mark()));
        }
        if (!model.isEmpty()) {
            list.ensureIndexIsVisible(model.size() - 1);
        }
    }

    private final class Renderer extends DefaultListCellRenderer {
        @Override
        public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                                                      boolean focused) {
            Line line = (Line) value;
            String text = (line.index() + 1) + ".  " + line.words();
            if (line.mark() != Mark.ACTIVE) {
                String tag = messages.get(line.mark() == Mark.UNDONE ? "journal.undone" : "journal.dropped");
                text = "<html><strike>" + escape(text) + "</strike> <i>(" + tag + ")</i></html>";
            }
            JLabel label = (JLabel) super.getListCellRendererComponent(l, text, index, selected, focused);
            if (line.mark() != Mark.ACTIVE && !selected) {
                label.setForeground(UIManager.getColor("Label.disabledForeground"));
            }
            label.setFont(label.getFont().deriveFont(Font.PLAIN));
            label.setBorder(BorderFactory.createEmptyBorder(3, 8, 3, 8));
            return label;
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
