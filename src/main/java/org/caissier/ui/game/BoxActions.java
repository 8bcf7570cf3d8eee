package org.caissier.ui.game;

import java.util.List;
import java.util.Objects;

/**
 * The presses of the box a game's screen understands ({@link GameView#boxAction}), each with its words in the game's
 * own bundle: Box → Buttons offers a game these and the window's own (undo), nothing else.
 *
 * @param bundle  the game's bundle ({@code i18n.longcours})
 * @param actions the actions, in the order the dialog lists them
 */
public record BoxActions(String bundle, List<Action> actions) {

    public BoxActions {
        Objects.requireNonNull(bundle, "bundle");
        actions = List.copyOf(actions);
    }

    /** One action: its id in the button mapping, and the key of its words in the game's bundle. */
    public record Action(String id, String key) {}

    /** A game whose screen understands no press of its own. */
    public static BoxActions none() {
        return new BoxActions("i18n.messages", List.of());
    }

    public List<String> ids() {
        return actions.stream().map(Action::id).toList();
    }

    /** The key of an action's words in {@link #bundle}, if it is one of these. */
    public java.util.Optional<String> key(String id) {
        return actions.stream().filter(a -> a.id().equals(id)).map(Action::key).findFirst();
    }
}
