package org.caissier.ui;

import java.awt.Color;
import java.awt.Component;
import java.io.IOException;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.UIManager;
import org.caissier.table.RuleViolation;

/** The line above the command bar: what the last command did, why it was refused, or what the table was told. */
final class FeedbackLine implements SessionController.Feedback {
    private final JLabel label = new JLabel(" ");
    private final Component owner;
    private final Supplier<Messages> messages;
    private final Announcements news;

    FeedbackLine(Component owner, Supplier<Messages> messages, Announcements news) {
        this.owner = owner;
        this.messages = messages;
        this.news = news;
        label.setName("feedback");
        label.setBorder(BorderFactory.createEmptyBorder(6, 12, 2, 12));
        HeadingFont.of(label, "h3");
    }

    JLabel component() {
        return label;
    }

    void clear() {
        label.setText(" ");
    }

    @Override
    public void played(String description) {
        label.setForeground(colour("Actions.Green", 0x2E7D32));
        label.setText("✔ " + description);
    }

    @Override
    public void announced(String description, org.caissier.table.Announcement announcement) {
        news.announce(description, announcement);
    }

    @Override
    public void refused(RuleViolation violation) {
        Messages m = messages.get();
        label.setForeground(colour("Actions.Red", 0xC62828));
        label.setText("✖ " + m.get("violation", violation.ruleId(), violation.message(m.locale())));
    }

    @Override
    public void undone(java.util.List<String> descriptions) {
        Messages m = messages.get();
        label.setForeground(UIManager.getColor("Label.foreground"));
        label.setText("↶ " + (descriptions.size() == 1 ? m.get("status.undone", descriptions.get(0))
                : m.get("status.undoneMany", descriptions.size(), descriptions.get(0))));
    }

    @Override
    public void redone(String description) {
        label.setForeground(UIManager.getColor("Label.foreground"));
        label.setText("↷ " + messages.get().get("status.redone", description));
    }

    void tell(String message) {
        label.setForeground(UIManager.getColor("Label.foreground"));
        label.setText("• " + message);
    }

    @Override
    public void saveFailed(IOException error) {
        Messages m = messages.get();
        JOptionPane.showMessageDialog(owner, m.get("error.save", SaveTrouble.say(m, error)), m.get("error.title"),
                JOptionPane.ERROR_MESSAGE);
    }

    static Color colour(String key, int fallback) {
        Color c = UIManager.getColor(key);
        return c != null ? c : new Color(fallback);
    }
}
