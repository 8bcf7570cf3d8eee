package org.caissier.espion.ui;

import java.awt.Component;
import org.caissier.ui.kit.CancelFirst;
import org.caissier.ui.kit.Messages;

/**
 * The spy's end asked once more, after his PIN: his route will be shown to everyone and the game cannot be taken
 * back. Cancel is chosen by default, so that Enter pressed once too often ends nothing.
 */
final class EndConfirm {
    private EndConfirm() {}

    /** Whether the spy {@code spy} confirmed his escape ({@code escape}) or his surrender. */
    static boolean asked(Component over, Messages m, String spy, boolean escape) {
        return CancelFirst.asked(
                over,
                m.get(escape ? "es.end.ask.escape" : "es.end.ask.surrender", spy),
                m.get("es.end.title"),
                m.get("es.end.yes"),
                m.get("es.end.no"),
                "confirmEndDialog");
    }
}
