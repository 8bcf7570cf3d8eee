package org.caissier.ui.shell;

import java.awt.BorderLayout;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import org.caissier.ui.kit.FittingPlaceholder;
import org.caissier.ui.kit.Messages;

/**
 * The command line at the bottom of the window: type a command of the command language, Tab or a click
 * completes names, Up/Down walk the lines already played, Enter plays. A refused line stays in the field.
 */
public final class CommandBar extends JPanel {
    private final JTextField field = new JTextField();
    private final JPopupMenu popup = new JPopupMenu();
    private final JList<String> choices = new JList<>();
    private final List<String> history = new ArrayList<>();
    private final Supplier<List<String>> known;
    private final Predicate<String> play;
    private final Predicate<String> secret;
    private int historyAt;
    private boolean completing;

    public CommandBar(Messages messages, Supplier<List<String>> known, Predicate<String> play) {
        this(messages, known, play, line -> false);
    }

    /** As above; a line {@code secret} refuses is cleared at once, never played nor kept in the history. */
    public CommandBar(
            Messages messages, Supplier<List<String>> known, Predicate<String> play, Predicate<String> secret) {
        super(new BorderLayout(6, 0));
        this.known = known;
        this.play = play;
        this.secret = secret;
        setName("commandBarPanel");
        JLabel prompt = new JLabel("›");
        prompt.putClientProperty("FlatLaf.styleClass", "h2");
        add(prompt, BorderLayout.WEST);
        field.setName("commandBar");
        FittingPlaceholder.on(
                field,
                List.of(
                        messages.get("command.hint"),
                        messages.get("command.hint.medium"),
                        messages.get("command.hint.short")));
        field.putClientProperty("JTextField.showClearButton", true);
        add(field, BorderLayout.CENTER);
        setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));

        choices.setName("commandCompletions");
        choices.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        choices.setFocusable(false);
        popup.setFocusable(false);
        popup.add(new JScrollPane(choices));
        choices.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mouseClicked(java.awt.event.MouseEvent e) {
                acceptChoice();
            }
        });
        field.setFocusTraversalKeysEnabled(false);
        field.addKeyListener(new Keys());
        field.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                SwingUtilities.invokeLater(CommandBar.this::updateChoices);
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                SwingUtilities.invokeLater(CommandBar.this::updateChoices);
            }

            @Override
            public void changedUpdate(DocumentEvent e) {}
        });
    }

    /** Takes over what was typed and the lines already played from the bar this one replaces (the window was rebuilt). */
    void carryOver(CommandBar previous) {
        history.addAll(previous.history);
        historyAt = history.size();
        field.setText(previous.field.getText());
    }

    public JTextField field() {
        return field;
    }

    public void focus() {
        field.requestFocusInWindow();
    }

    /** The field lines are typed in: where the keyboard waits when the view names no field of its own. */
    java.awt.Component input() {
        return field;
    }

    private void updateChoices() {
        if (completing || !field.isShowing()) {
            return;
        }
        String text = field.getText();
        List<String> list =
                text.isBlank() || text.endsWith(" ") ? List.of() : Completion.candidates(text, known.get(), 8);
        if (list.isEmpty()) {
            popup.setVisible(false);
            return;
        }
        choices.setListData(list.toArray(String[]::new));
        choices.setSelectedIndex(0);
        choices.setVisibleRowCount(list.size());
        popup.pack();
        if (!popup.isVisible()) {
            popup.show(field, 0, field.getHeight());
        }
        field.requestFocusInWindow();
    }

    private void acceptChoice() {
        String choice = choices.getSelectedValue();
        popup.setVisible(false);
        if (choice != null) {
            completing = true;
            field.setText(Completion.accept(field.getText(), choice));
            completing = false;
        }
        field.requestFocusInWindow();
    }

    private void submit() {
        popup.setVisible(false);
        String line = field.getText().strip();
        if (line.isEmpty()) {
            return;
        }
        if (secret.test(line)) {
            field.setText("");
            return;
        }
        if (play.test(line)) {
            history.add(line);
            historyAt = history.size();
            field.setText("");
        } else {
            field.selectAll();
        }
    }

    private final class Keys extends KeyAdapter {
        @Override
        public void keyPressed(KeyEvent e) {
            boolean open = popup.isVisible();
            switch (e.getKeyCode()) {
                case KeyEvent.VK_TAB -> {
                    if (open) {
                        acceptChoice();
                        e.consume();
                    }
                }
                case KeyEvent.VK_ENTER -> {
                    e.consume();
                    submit();
                }
                case KeyEvent.VK_ESCAPE -> popup.setVisible(false);
                case KeyEvent.VK_DOWN -> {
                    e.consume();
                    if (open) {
                        choices.setSelectedIndex(Math.min(
                                choices.getSelectedIndex() + 1,
                                choices.getModel().getSize() - 1));
                    } else if (historyAt < history.size()) {
                        historyAt++;
                        field.setText(historyAt == history.size() ? "" : history.get(historyAt));
                    }
                }
                case KeyEvent.VK_UP -> {
                    e.consume();
                    if (open) {
                        choices.setSelectedIndex(Math.max(choices.getSelectedIndex() - 1, 0));
                    } else if (historyAt > 0) {
                        historyAt--;
                        completing = true;
                        field.setText(history.get(historyAt));
                        completing = false;
                    }
                }
                default -> {}
            }
        }
    }
}
