package org.caissier.pistes.ui;

import org.caissier.pistes.Event;
import org.caissier.pistes.Player;
import org.caissier.pistes.Turn;
import org.caissier.ui.kit.Messages;

/** What the event of a stage did to the player, in a sentence: the result panel and the table display say it alike. */
final class StageEffect {
    private StageEffect() {}

    static String of(Player p, Turn t, Messages m) {
        return of(p.name(), t, m);
    }

    /** The same, the driver called {@code name} (the table display's shortened name). */
    static String of(String name, Turn t, Messages m) {
        Event e = t.event();
        if (e == Event.FATAL_ACCIDENT) {
            return m.get("pi.effect.fatal", name);
        }
        if (e == Event.MINOR_ACCIDENT) {
            return m.get("pi.effect.minor", name);
        }
        if (e == Event.NONE) {
            return m.get("pi.effect.none", t.points());
        }
        String item = e.remedy().orElseThrow().name(m.locale());
        return t.used() != null ? m.get("pi.effect.covered", item) : m.get("pi.effect.uncovered", item);
    }
}
