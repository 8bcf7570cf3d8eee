package org.caissier.ui.shell;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import javax.swing.AbstractAction;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Messages;

/**
 * The game's view with the journal beside it, or folded to a tab at the window's right edge: on a laptop's screen
 * (a window narrower than {@value #WIDE} px) the game needs the whole width, so the journal starts folded. F9 or a
 * click on the tab opens and folds it; whether it is open and how wide it is are kept in the settings, for the
 * next build of the window and the next start.
 */
final class JournalDrawer extends JPanel {
    /** From this window width on, the journal starts open beside the game. */
    static final int WIDE = 1500;

    static final String OPEN_KEY = "journal.open";
    static final String WIDTH_KEY = "journal.width";

    private final AppSettings settings;
    private final JComponent view;
    private final JComponent journal;
    private final JSplitPane split;
    private final JButton tab;
    private boolean open;

    /**
     * @param windowWidth the window's width now, for the first start (no choice kept yet)
     * @param divider     the divider the last build had, or -1
     */
    JournalDrawer(
            AppSettings settings,
            Messages messages,
            JComponent view,
            JComponent journal,
            int windowWidth,
            int divider) {
        super(new BorderLayout());
        this.settings = settings;
        this.view = view;
        this.journal = journal;
        setName("journalDrawer");
        split = new GameFirstSplit();
        split.setResizeWeight(1.0);
        split.setName("tableSplit");
        tab = new EdgeTab("◂  " + messages.get("journal.title"));
        tab.setName("journalTab");
        tab.setToolTipText(messages.get("journal.tab"));
        tab.setFocusable(false);
        tab.addActionListener(e -> toggle());
        getInputMap(WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(KeyEvent.VK_F9, 0), "toggleJournal");
        getActionMap().put("toggleJournal", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                toggle();
            }
        });
        String kept = settings.get(OPEN_KEY, "");
        open = kept.isEmpty() ? windowWidth >= WIDE : Boolean.parseBoolean(kept);
        arrange(divider);
        split.addPropertyChangeListener(JSplitPane.DIVIDER_LOCATION_PROPERTY, e -> {
            if (open && split.getWidth() > 0 && split.isShowing()) {
                int width = split.getWidth() - split.getDividerLocation() - split.getDividerSize();
                if (width > 0 && !Integer.toString(width).equals(settings.get(WIDTH_KEY, ""))) {
                    settings.put(WIDTH_KEY, Integer.toString(width));
                }
            }
        });
    }

    boolean isOpen() {
        return open;
    }

    /** Opens a folded journal, folds an open one; remembered. */
    void toggle() {
        open = !open;
        settings.put(OPEN_KEY, Boolean.toString(open));
        arrange(-1);
        revalidate();
        repaint();
    }

    JSplitPane split() {
        return split;
    }

    private void arrange(int divider) {
        removeAll();
        if (open) {
            split.setLeftComponent(view);
            split.setRightComponent(journal);
            add(split, BorderLayout.CENTER);
            if (divider >= 0) {
                SwingUtilities.invokeLater(() -> split.setDividerLocation(divider));
            } else if (getWidth() > 0) {
                // Opened in a window already laid out (F9, the tab): the divider placed now, in the split's coming
                // size, so that the game is laid out once for its new width. Placed later, the split kept the
                // game's old width until some other change laid the window out again (a refusal then moved it).
                split.setBounds(0, 0, getWidth(), getHeight());
                placeDivider();
            } else {
                SwingUtilities.invokeLater(this::placeDivider);
            }
        } else {
            // The parts only: the split's removeAll took its divider out too, and opened again it had none, whose
            // place, 0, its next layout took for the divider's, the game squeezed to nothing.
            split.setLeftComponent(null);
            split.setRightComponent(null);
            add(view, BorderLayout.CENTER);
            add(tab, BorderLayout.EAST);
        }
    }

    /** The journal at the width kept, or about a quarter of the window, never more than half. */
    private void placeDivider() {
        int whole = split.getWidth();
        if (whole <= 0) {
            split.setDividerLocation(0.72);
            return;
        }
        int width;
        try {
            width = Integer.parseInt(settings.get(WIDTH_KEY, ""));
        } catch (NumberFormatException e) {
            width = whole * 28 / 100;
        }
        split.setDividerLocation(Math.max(whole / 2, whole - split.getDividerSize() - width));
    }

    /**
     * The split that leaves the game its room whatever the divider is set to (dragged, keyed, kept from a bigger
     * window) and however the window narrows (the game takes the change, resize weight 1): at least what the game's
     * page needs at the least, and half the width when it needs more, the journal keeping the rest.
     */
    private final class GameFirstSplit extends JSplitPane {
        GameFirstSplit() {
            super(HORIZONTAL_SPLIT);
        }

        @Override
        public void doLayout() {
            keepGameRoom();
            super.doLayout();
            // A window narrowed since the last layout: the split's own layout has just taken it all from the game.
            if (keepGameRoom()) {
                super.doLayout();
            }
        }

        /** Moves the divider right where it leaves the game too little; true if it did. */
        private boolean keepGameRoom() {
            int least = Math.min(gameNeeds(), (getWidth() - getDividerSize()) / 2);
            if (getWidth() <= 0 || getLeftComponent() == null || getDividerLocation() < 0) {
                return false; // not laid out yet, or left to the parts' preferred sizes
            }
            if (getDividerLocation() >= least) {
                return false;
            }
            setDividerLocation(least);
            return true;
        }

        /** The width the game's page needs at the least, with its scroll bar. */
        private int gameNeeds() {
            if (view instanceof JScrollPane pane && pane.getViewport().getView() != null) {
                return pane.getViewport().getView().getMinimumSize().width
                        + pane.getVerticalScrollBar().getPreferredSize().width;
            }
            return view.getMinimumSize().width;
        }
    }

    /** The tab: its words written upwards along the window's edge. */
    private static final class EdgeTab extends JButton {
        private final String words;

        EdgeTab(String words) {
            this.words = words;
        }

        @Override
        public java.awt.Dimension getPreferredSize() {
            FontMetrics fm = getFontMetrics(getFont().deriveFont(Font.BOLD));
            int pad = fm.getHeight() / 2;
            return new java.awt.Dimension(fm.getHeight() + pad, fm.stringWidth(words) + 2 * pad);
        }

        @Override
        public java.awt.Dimension getMinimumSize() {
            return getPreferredSize();
        }

        @Override
        protected void paintComponent(Graphics g0) {
            super.paintComponent(g0);
            Graphics2D g = (Graphics2D) g0.create();
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(getFont().deriveFont(Font.BOLD));
            Color ink = getForeground();
            g.setColor(ink);
            FontMetrics fm = g.getFontMetrics();
            int pad = fm.getHeight() / 2;
            g.translate((getWidth() - fm.getHeight()) / 2 + fm.getAscent(), pad + fm.stringWidth(words));
            g.rotate(-Math.PI / 2);
            g.drawString(words, 0, 0);
            g.dispose();
        }
    }
}
