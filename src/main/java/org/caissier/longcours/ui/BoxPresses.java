package org.caissier.longcours.ui;

import java.util.List;
import org.caissier.device.ButtonMapping;
import org.caissier.ui.game.BoxActions;

/** The presses of the box Long Cours' table understands (ActionsPanel.boxAction), with their words. */
final class BoxPresses {
    /** A seat's press: that seat ends its turn. */
    static final String END_TURN = "end-turn";

    static final BoxActions ACTIONS = new BoxActions(
            "i18n.longcours",
            List.of(
                    new BoxActions.Action(END_TURN, "lc.box.action.end-turn"),
                    new BoxActions.Action(ButtonMapping.ROLL, "lc.box.action.roll")));

    private BoxPresses() {}
}
