package org.caissier.ui.box;

import java.awt.Window;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.caissier.device.ButtonMapping;
import org.caissier.ui.game.BoxActions;
import org.caissier.ui.kit.EscapeCloses;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.Messages;

/** Edits what each of the box's buttons does in one game: a seat button short or long, the roll button short or long. */
public final class ButtonsDialog {
    static final List<String> BUTTONS = List.of("seat.short", "seat.long", "roll.short", "roll.long");

    private final Window owner;
    private final Messages m;
    private final ButtonSettings settings;

    public ButtonsDialog(Window owner, Messages messages, ButtonSettings settings) {
        this.owner = owner;
        this.m = messages;
        this.settings = settings;
    }

    /** What a game's buttons may do: nothing, its own actions, undo (the window's, in every game). */
    static List<String> choices(BoxActions own) {
        List<String> ids = new ArrayList<>(List.of(""));
        ids.addAll(own.ids());
        ids.add(ButtonMapping.UNDO);
        return ids;
    }

    /**
     * Shows the buttons of {@code gameId} ({@code gameName} in the title), offering its own actions, and saves what
     * is chosen.
     */
    public void edit(String gameId, String gameName, BoxActions own) {
        Messages words = own.actions().isEmpty() ? m : m.forBundle(own.bundle());
        JDialog dialog =
                new JDialog(owner, m.get("box.buttons.title", gameName), JDialog.ModalityType.APPLICATION_MODAL);
        dialog.setName("boxButtonsDialog");
        JPanel panel = new JPanel(new MigLayout("wrap 2, insets 14, gap 10", "[][fill]"));
        Map<String, String> current = settings.mapping(gameId).asMap();
        Map<String, JComboBox<String>> choices = new LinkedHashMap<>();
        for (String button : BUTTONS) {
            JComboBox<String> combo = new JComboBox<>(choices(own).toArray(String[]::new));
            combo.setName("button-" + button);
            combo.setRenderer(new javax.swing.DefaultListCellRenderer() {
                @Override
                public java.awt.Component getListCellRendererComponent(
                        javax.swing.JList<?> list, Object value, int index, boolean sel, boolean focus) {
                    String id = (String) value;
                    return super.getListCellRendererComponent(
                            list,
                            id == null || id.isEmpty()
                                    ? m.get("box.action.none")
                                    : own.key(id).map(words::get).orElseGet(() -> m.get("box.action." + id)),
                            index,
                            sel,
                            focus);
                }
            });
            combo.setSelectedItem(current.getOrDefault(button, ""));
            panel.add(new JLabel(m.get("box.button." + button)));
            panel.add(combo);
            choices.put(button, combo);
        }
        JButton save = new JButton(m.get("box.buttons.save"));
        save.setName("boxButtonsSave");
        JButton reset = new JButton(m.get("box.buttons.reset"));
        reset.setName("boxButtonsReset");
        JButton cancel = new JButton(m.get("box.connect.cancel"));
        panel.add(save, "span 2, split 3, gaptop 10");
        panel.add(reset);
        panel.add(cancel);
        save.addActionListener(e -> {
            Map<String, String> chosen = new LinkedHashMap<>();
            // Per-seat entries set elsewhere (seat3.short...) are kept; the four general buttons are replaced.
            current.forEach((k, v) -> {
                if (!BUTTONS.contains(k)) {
                    chosen.put(k, v);
                }
            });
            choices.forEach((button, combo) -> {
                String action = (String) combo.getSelectedItem();
                if (action != null && !action.isEmpty()) {
                    chosen.put(button, action);
                }
            });
            settings.save(gameId, chosen);
            dialog.dispose();
        });
        reset.addActionListener(e -> {
            settings.reset(gameId);
            dialog.dispose();
        });
        cancel.addActionListener(e -> dialog.dispose());
        dialog.setContentPane(panel);
        EscapeCloses.install(dialog);
        FirstPlace.pack(dialog, owner, "boxButtons");
        dialog.setVisible(true);
    }
}
