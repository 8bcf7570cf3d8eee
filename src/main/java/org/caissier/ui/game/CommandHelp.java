package org.caissier.ui.game;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.Messages;

/** Help → Command language (F1): the lines the command bar takes, in the player's language. */
public final class CommandHelp {
    private final Window owner;
    private final Messages m;
    private final List<GameUi<?, ?>> games;

    public CommandHelp(Window owner, Messages messages, List<GameUi<?, ?>> games) {
        this.owner = owner;
        this.m = messages;
        this.games = List.copyOf(games);
    }

    public void show() {
        JDialog dialog = new JDialog(owner, m.get("menu.help.commands"), JDialog.ModalityType.MODELESS);
        dialog.setName("commandHelp");
        JTextArea text = new JTextArea(text());
        text.setName("commandHelpText");
        text.setEditable(false);
        text.setFont(new Font(
                Font.MONOSPACED, Font.PLAIN, Math.max(13, text.getFont().getSize())));
        text.setCaretPosition(0);
        JScrollPane scroll = new JScrollPane(text);
        // Wide enough for the longest line when the window allows, never wider than the window.
        Dimension wanted = text.getPreferredSize();
        scroll.setPreferredSize(new Dimension(
                Math.min(wanted.width + 40, Math.max(600, owner.getWidth() - 60)),
                Math.min(wanted.height + 20, Math.max(400, owner.getHeight() - 80))));
        dialog.setContentPane(scroll);
        dialog.getRootPane()
                .registerKeyboardAction(
                        e -> dialog.dispose(),
                        KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                        JComponent.WHEN_IN_FOCUSED_WINDOW);
        FirstPlace.pack(dialog, owner);
        dialog.setVisible(true);
    }

    /**
     * The help text in the window's language: the command bar's ({@code resources/help/commands_LANG.txt}), then
     * each game's, in the launcher's order ({@link GameUi#commandHelp}), a blank line between them.
     */
    String text() {
        StringBuilder text = new StringBuilder(resource("/help/commands_" + (m.french() ? "fr" : "en") + ".txt", m));
        for (GameUi<?, ?> game : games) {
            text.append('\n').append(game.commandHelp(m));
        }
        return text.toString();
    }

    /** A help resource's text, or a line saying it is missing or unreadable. */
    public static String resource(String name, Messages m) {
        try (InputStream in = CommandHelp.class.getResourceAsStream(name)) {
            return in == null ? m.get("help.missing", name) : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return m.get("help.unreadable", name);
        }
    }
}
