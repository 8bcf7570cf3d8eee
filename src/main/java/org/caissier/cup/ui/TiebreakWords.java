package org.caissier.cup.ui;

import org.caissier.ui.kit.Messages;

/**
 * The tie-break column in words: the steps the program names itself ("points", "shared", "sail-off"…) in the
 * screen's language, the Racing Rules of Sailing's numbers ("C11.1(a)", "A8.2") as the rules print them. The
 * JSON and the exported files keep the ids (design/commands.md).
 */
final class TiebreakWords {
    private TiebreakWords() {}

    static String of(String step, Messages m) {
        return switch (step) {
            case "points", "average", "shared", "pending", "sail-off", "withdrawn", "net" ->
                m.get("cup.tiebreak." + step);
            default -> step;
        };
    }
}
