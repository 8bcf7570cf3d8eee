package org.caissier.cup.ui;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import javax.swing.JMenuItem;
import org.caissier.table.Session;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;

/**
 * The Cup's Game menu items for an open tournament or regatta: Export results… and Print results…, acting on
 * that open event (its page on the phones is the Game menu's own Show on phones…, one item for every game). Without an open event of the kind there are none (the menus
 * are built again whenever a game opens or closes), so they are never offered with nothing to act on.
 */
final class CupMenuItems {
    private CupMenuItems() {
    }

    static List<JMenuItem> of(UiContext shell, Optional<Session<?, ?>> openGame,
                               BooleanSupplier printers) {
        if (openGame.isEmpty()) {
            return List.of();
        }
        Session<?, ?> session = openGame.get();
        UiContext context = shell.speaking(CupEventUi.BUNDLE);
        Messages m = context.messages();
        return List.of(
                item(m.get("cup.export"), "menuCupExport", () -> ExportAction.export(context, session::state)),
                item(m.get("cup.print"), "menuCupPrint", () -> ExportAction.print(context, session::state, printers)));
    }

    private static JMenuItem item(String text, String name, Runnable action) {
        JMenuItem item = new JMenuItem(text);
        item.setName(name);
        item.addActionListener(e -> action.run());
        return item;
    }
}
