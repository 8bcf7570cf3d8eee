package org.caissier.ui.shell;

import java.awt.Component;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.UIManager;
import org.caissier.table.JournalChangedException;
import org.caissier.table.RuleViolation;
import org.caissier.ui.display.Announcements;
import org.caissier.ui.files.SaveTrouble;
import org.caissier.ui.kit.Contrast;
import org.caissier.ui.kit.HeadingFont;
import org.caissier.ui.kit.Messages;

/**
 * The line above the command bar: what the last command did, why it was refused, or what the table was told. It
 * carries the turn it speaks of (property {@link #TURN}: how many lines the open game had played when it was said),
 * so that a line left over from another turn can be told from one about this turn.
 */
final class FeedbackLine implements SessionController.Feedback {
    /** The label's client property holding the turn (an Integer: lines played) its words speak of; none when blank. */
    static final String TURN = "caissier.turn";

    private final JLabel label = new JLabel(" ");
    private final Component owner;
    private final Supplier<Messages> messages;
    private final Announcements news;
    /** Opens the game of this journal again (after another program changed it under this one). */
    private final Consumer<Path> reopen;
    /** The lines the open game has played now (-1 with no game open). */
    private final IntSupplier turn;
    /** The refusal on show, if that is what the line says: it knows its words in both languages. */
    private RuleViolation lastRefusal;

    FeedbackLine(Component owner, Supplier<Messages> messages, Announcements news) {
        this(owner, messages, news, file -> {}, () -> -1);
    }

    FeedbackLine(
            Component owner, Supplier<Messages> messages, Announcements news, Consumer<Path> reopen, IntSupplier turn) {
        this.owner = owner;
        this.turn = turn;
        this.messages = messages;
        this.news = news;
        this.reopen = reopen;
        label.setName("feedback");
        label.setBorder(BorderFactory.createEmptyBorder(6, 12, 2, 12));
        HeadingFont.of(label, "h3");
    }

    JLabel component() {
        return label;
    }

    void clear() {
        lastRefusal = null;
        label.setText(" ");
        label.setToolTipText(null);
        label.putClientProperty(TURN, null);
    }

    /**
     * Words about the turn being played now; whole in the tooltip too, the line being cut at the window's width (a
     * refusal quoting a long name or path).
     */
    private void say(String words) {
        label.setText(words);
        label.setToolTipText(words);
        label.putClientProperty(TURN, turn.getAsInt());
    }

    /** After a change of language a refusal is said again in the new one; anything else, said in the old, goes. */
    void languageChanged() {
        if (lastRefusal != null) {
            refused(lastRefusal);
        } else {
            clear();
        }
    }

    @Override
    public void played(String description) {
        lastRefusal = null;
        label.setForeground(Contrast.onPanel(Contrast.themed("Actions.Green", 0x2E7D32)));
        say("✔ " + description);
    }

    @Override
    public void announced(String description, org.caissier.table.Announcement announcement) {
        news.announce(description, announcement);
    }

    @Override
    public void refused(RuleViolation violation) {
        lastRefusal = violation;
        Messages m = messages.get();
        label.setForeground(Contrast.onPanel(Contrast.themed("Actions.Red", 0xC62828)));
        say("✖ " + m.get("violation", violation.ruleId(), violation.message(m.locale())));
    }

    @Override
    public void undone(java.util.List<String> descriptions) {
        lastRefusal = null;
        Messages m = messages.get();
        label.setForeground(UIManager.getColor("Label.foreground"));
        say("↶ "
                + (descriptions.size() == 1
                        ? m.get("status.undone", descriptions.get(0))
                        : m.get("status.undoneMany", descriptions.size(), descriptions.get(0))));
    }

    @Override
    public void redone(String description) {
        lastRefusal = null;
        label.setForeground(UIManager.getColor("Label.foreground"));
        say("↷ " + messages.get().get("status.redone", description));
    }

    void tell(String message) {
        lastRefusal = null;
        label.setForeground(UIManager.getColor("Label.foreground"));
        say("• " + message);
    }

    /**
     * Says so in a dialog once the play that failed has returned: a box press learns from that play's answer that it
     * was not saved, and the presses already waiting are left with the box before the dialog's own loop runs them.
     */
    @Override
    public void saveFailed(IOException error) {
        javax.swing.SwingUtilities.invokeLater(() -> showSaveFailed(error));
    }

    private void showSaveFailed(IOException error) {
        Messages m = messages.get();
        if (error instanceof JournalChangedException changed) {
            // Nothing more is written through this session: the way on is the file as it is now.
            label.setForeground(Contrast.themed("Actions.Red", 0xC62828));
            say("✖ " + m.get("error.changed", changed.file()));
            Object[] options = {m.get("changed.reopen"), m.get("changed.later")};
            JOptionPane pane = new JOptionPane(
                    m.get("changed.question", changed.file()),
                    JOptionPane.ERROR_MESSAGE,
                    JOptionPane.YES_NO_OPTION,
                    null,
                    options,
                    options[0]);
            var dialog = pane.createDialog(owner, m.get("error.title"));
            dialog.setName("journalChangedDialog");
            dialog.setVisible(true);
            dialog.dispose();
            if (pane.getValue() == options[0]) {
                reopen.accept(changed.file());
            }
            return;
        }
        JOptionPane.showMessageDialog(
                owner, m.get("error.save", SaveTrouble.say(m, error)), m.get("error.title"), JOptionPane.ERROR_MESSAGE);
    }
}
