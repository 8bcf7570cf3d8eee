package org.caissier.ui.dice;

import java.awt.Window;
import java.util.Arrays;
import javax.swing.JOptionPane;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DiceSource;
import org.caissier.table.DieFace;
import org.caissier.ui.kit.Messages;

/** Real dice rolled at the table: the faces are typed in a small dialog ("4" or "3 5"). */
public final class TypedDice implements DiceSource {
    private final Window owner;
    private final Messages messages;

    public TypedDice(Window owner, Messages messages) {
        this.owner = owner;
        this.messages = messages;
    }

    @Override
    public DiceOrigin origin() {
        return DiceOrigin.TYPED;
    }

    @Override
    public void roll(int count, String purpose, Answer answer) {
        Runnable ask = () -> {
            String error = "";
            while (true) {
                JTextField field = new JTextField(8);
                field.setName("typedDiceField");
                Object[] content = error.isEmpty()
                        ? new Object[] {messages.get("dice.typed.prompt", purpose, count), field}
                        : new Object[] {messages.get("dice.typed.prompt", purpose, count), field, error};
                JOptionPane pane = new JOptionPane(content, JOptionPane.QUESTION_MESSAGE, JOptionPane.OK_CANCEL_OPTION);
                var dialog = pane.createDialog(owner, messages.get("dice.typed.title"));
                dialog.setName("typedDiceDialog");
                dialog.addWindowFocusListener(new java.awt.event.WindowAdapter() {
                    @Override
                    public void windowGainedFocus(java.awt.event.WindowEvent e) {
                        field.requestFocusInWindow();
                    }
                });
                field.addActionListener(e -> pane.setValue(JOptionPane.OK_OPTION));
                dialog.setVisible(true);
                dialog.dispose();
                Object value = pane.getValue();
                if (!(value instanceof Integer i) || i != JOptionPane.OK_OPTION) {
                    answer.cancelled("no dice typed");
                    return;
                }
                int[] faces = parse(field.getText(), count);
                if (faces != null) {
                    answer.faces(faces);
                    return;
                }
                error = messages.get("dice.typed.bad", count);
            }
        };
        if (SwingUtilities.isEventDispatchThread()) {
            ask.run();
        } else {
            SwingUtilities.invokeLater(ask);
        }
    }

    /** The faces typed ("3 5", "35", "3,5"), or null when they are not {@code count} faces of 1 to 6. */
    static int[] parse(String text, int count) {
        String digits = text.replaceAll("[\\s,;/+-]", "");
        if (digits.length() != count || !digits.chars().allMatch(c -> DieFace.of((char) c) > 0)) {
            return null;
        }
        return Arrays.stream(digits.split("")).mapToInt(Integer::parseInt).toArray();
    }
}
