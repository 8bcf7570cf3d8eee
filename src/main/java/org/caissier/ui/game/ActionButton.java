package org.caissier.ui.game;

import java.awt.Color;
import java.awt.Point;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.util.Optional;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JRootPane;
import javax.swing.KeyStroke;
import javax.swing.Popup;
import javax.swing.PopupFactory;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.caissier.table.RuleViolation;
import org.caissier.ui.kit.Contrast;

/**
 * A game's action button that a hurried hand cannot misuse. The second click of a double-click is ignored (after
 * the first, the screen may have changed under the pointer); an action the rules refuse now looks disabled, yet a
 * click or its Alt+letter on it answers at once with the refusal, in the feedback line and beside the button.
 * Lists and tables keep their double-clicks: only buttons are made this way.
 */
public final class ActionButton extends JButton {
    private static final String LAST_PRESS = "caissier.actionButton.lastPress";
    /** How far apart (in pixels) two presses of one double-click may be. */
    private static final double SAME_SPOT = 6;

    private final UiContext context;
    private RuleViolation refusal;
    /** The presses of a double-click's second click are ignored, down to its click. */
    private boolean swallowing;

    private Popup beside;

    public ActionButton(String text, String name, int mnemonic, UiContext context, Runnable action) {
        super(text);
        this.context = context;
        setName(name);
        // Refused, it looks disabled but a press says why: its words must still read (the themes' "refused" style).
        putClientProperty("FlatLaf.styleClass", "refused");
        // A style class given later (a heading's size) is added to the refused one, not put in its place.
        addPropertyChangeListener("FlatLaf.styleClass", e -> {
            if (e.getNewValue() instanceof String classes && !classes.contains("refused")) {
                putClientProperty("FlatLaf.styleClass", classes + " refused");
            }
        });
        if (mnemonic != 0) {
            setMnemonic(mnemonic);
        }
        // A click leaves the keyboard where the next input goes; Tab still reaches the button.
        setRequestFocusEnabled(false);
        addActionListener(e -> {
            hideReason();
            action.run();
        });
    }

    /**
     * Its Alt+letter asks for the keyboard too (Swing's button does, whatever {@link #isRequestFocusEnabled}): it
     * stays where the next input goes, as after a click, and the page does not scroll to the button (found by the
     * explorer: Alt+T's ask-first dialog cancelled, Long Cours' actions had moved; Espion's buttons, sideways).
     */
    @Override
    public void requestFocus() {
        if (isRequestFocusEnabled()) {
            requestFocusInWindow(); // within its window only (ArchitectureTest)
        }
    }

    /** Open now: a press plays. */
    public void allow() {
        refusal = null;
        setToolTipText(null);
        setEnabled(true);
    }

    /** Refused now by {@code why}; {@code words} (its plain sentence) is the tooltip and what a press shows. */
    public void refuse(RuleViolation why, String words) {
        refusal = why;
        setToolTipText(words);
        setEnabled(false);
    }

    /** Refused now for a reason no rule gives (nothing chosen yet): the words are told when pressed. */
    public void refuse(String words) {
        refusal = null;
        setToolTipText(words);
        setEnabled(false);
    }

    /** The refusal a press shows now, if the button is refused by a rule. */
    public Optional<RuleViolation> refusal() {
        return isEnabled() ? Optional.empty() : Optional.ofNullable(refusal);
    }

    @Override
    public void setEnabled(boolean enabled) {
        if (enabled != isEnabled()) {
            hideReason();
        }
        super.setEnabled(enabled);
    }

    @Override
    protected void processMouseEvent(MouseEvent e) {
        if (e.getID() == MouseEvent.MOUSE_PRESSED) {
            swallowing = e.getClickCount() >= 2 && sameSpotAsLastPress(e);
            rememberPress(e);
        }
        boolean press = e.getID() == MouseEvent.MOUSE_PRESSED
                || e.getID() == MouseEvent.MOUSE_RELEASED
                || e.getID() == MouseEvent.MOUSE_CLICKED;
        if (press && swallowing) {
            // The second click of a double-click: the first one played; this one may land on what moved here.
            if (e.getID() == MouseEvent.MOUSE_CLICKED) {
                swallowing = false;
            }
            e.consume();
            return;
        }
        if (e.getID() == MouseEvent.MOUSE_PRESSED && !isEnabled() && SwingUtilities.isLeftMouseButton(e)) {
            explain();
        }
        if (e.getID() == MouseEvent.MOUSE_EXITED) {
            hideReason();
        }
        super.processMouseEvent(e);
    }

    /**
     * A double-click is two presses at one spot: the window's last press on an action button is kept on its root
     * (the toolkit counts any two quick presses in a window as one double-click, wherever they land).
     */
    private boolean sameSpotAsLastPress(MouseEvent e) {
        JRootPane root = getRootPane();
        Object last = root == null ? null : root.getClientProperty(LAST_PRESS);
        return last instanceof Point p && p.distance(e.getLocationOnScreen()) <= SAME_SPOT;
    }

    private void rememberPress(MouseEvent e) {
        JRootPane root = getRootPane();
        if (root != null) {
            root.putClientProperty(LAST_PRESS, e.getLocationOnScreen());
        }
    }

    /** Says why the action is refused, in the feedback line and beside the button. */
    public void explain() {
        String words = getToolTipText();
        if (words == null || words.isBlank()) {
            return;
        }
        if (refusal != null) {
            context.refused(refusal);
        } else {
            context.tell(words);
        }
        showReason(words);
    }

    private void showReason(String words) {
        hideReason();
        if (!isShowing()) {
            return;
        }
        JLabel label = new JLabel(words);
        label.setName(getName() + "Refusal");
        label.setOpaque(true);
        Color back = UIManager.getColor("ToolTip.background");
        label.setBackground(back != null ? back : new Color(0xFFF8E1));
        label.setForeground(Contrast.themed("Actions.Red", 0xC62828));
        label.setBorder(BorderFactory.createCompoundBorder(
                BorderFactory.createLineBorder(label.getForeground()), BorderFactory.createEmptyBorder(2, 6, 2, 6)));
        Point at = getLocationOnScreen();
        beside = PopupFactory.getSharedInstance().getPopup(this, label, at.x, at.y + getHeight());
        beside.show();
    }

    private void hideReason() {
        if (beside != null) {
            beside.hide();
            beside = null;
        }
    }

    @Override
    public void addNotify() {
        super.addNotify();
        hearRefusedLetter();
    }

    @Override
    public void setMnemonic(int key) {
        super.setMnemonic(key);
        hearRefusedLetter();
    }

    /** A disabled button's own Alt+letter is not heard; the window's root hears it for him. */
    private void hearRefusedLetter() {
        JRootPane root = getRootPane();
        int key = getMnemonic();
        if (root != null && key != 0) {
            KeyStroke stroke = KeyStroke.getKeyStroke(key, InputEvent.ALT_DOWN_MASK);
            String name = "refusedMnemonic." + stroke;
            root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(stroke, name);
            if (root.getActionMap().get(name) == null) {
                root.getActionMap().put(name, new RefusedMnemonic(root, key));
            }
        }
    }

    @Override
    public void removeNotify() {
        hideReason();
        super.removeNotify();
    }

    /**
     * Alt+letter of a refused action, heard by the root pane: it answers only while a refused action button with
     * that letter shows (an open one hears its letter itself).
     */
    private static final class RefusedMnemonic extends AbstractAction {
        private final JRootPane root;
        private final int key;

        RefusedMnemonic(JRootPane root, int key) {
            this.root = root;
            this.key = key;
        }

        private Optional<ActionButton> refused() {
            return find(root);
        }

        private Optional<ActionButton> find(java.awt.Container in) {
            for (java.awt.Component c : in.getComponents()) {
                if (c instanceof ActionButton b && b.isShowing() && !b.isEnabled() && b.getMnemonic() == key) {
                    return Optional.of(b);
                }
                if (c instanceof java.awt.Container inner && c.isShowing()) {
                    Optional<ActionButton> found = find(inner);
                    if (found.isPresent()) {
                        return found;
                    }
                }
            }
            return Optional.empty();
        }

        @Override
        public boolean isEnabled() {
            return refused().isPresent() && !openWithSameKey(root);
        }

        private boolean openWithSameKey(java.awt.Container in) {
            for (java.awt.Component c : in.getComponents()) {
                if (c instanceof javax.swing.AbstractButton b
                        && b.isShowing()
                        && b.isEnabled()
                        && b.getMnemonic() == key) {
                    return true;
                }
                if (c instanceof java.awt.Container inner && c.isShowing() && openWithSameKey(inner)) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public void actionPerformed(ActionEvent e) {
            refused().ifPresent(ActionButton::explain);
        }
    }
}
