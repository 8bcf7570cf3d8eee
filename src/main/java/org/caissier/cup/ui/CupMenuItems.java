package org.caissier.cup.ui;

import java.util.List;
import java.util.Optional;
import javax.swing.JMenuItem;
import org.caissier.cup.export.EventResults;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;

/**
 * The Cup's Game menu items for an open tournament or regatta: Export results… and Print results…, acting on
 * that open event (its page on the phones is the Game menu's own Show on phones…, one item for every game). Without an open event of the kind there are none (the menus
 * are built again whenever a game opens or closes), so they are never offered with nothing to act on.
 */
final class CupMenuItems {
    private CupMenuItems() {}

    /** {@code openGame}: the open event's state, when the open game is an event of this kind. */
    static <S> List<JMenuItem> of(
            UiContext shell,
            Optional<java.util.function.Supplier<S>> openGame,
            EventResults<S> results,
            java.util.function.BooleanSupplier printers) {
        if (openGame.isEmpty()) {
            return List.of();
        }
        java.util.function.Supplier<S> state = openGame.get();
        UiContext context = shell.speaking(CupEventUi.BUNDLE);
        Messages m = context.messages();
        return List.of(
                item(m.get("cup.export"), "menuCupExport", () -> ExportAction.export(context, results, state)),
                item(m.get("cup.print"), "menuCupPrint", () -> ExportAction.print(context, results, state, printers)));
    }

    private static JMenuItem item(String text, String name, Runnable action) {
        JMenuItem item = new JMenuItem(text);
        item.setName(name);
        item.addActionListener(e -> action.run());
        return item;
    }
}
