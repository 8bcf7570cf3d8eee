package org.caissier.device;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What a button of the box means in a game: a map from button keys to action ids the game's screen
 * understands. Keys: {@code seat.short}, {@code seat.long} (any seat), {@code seat3.short} ... (one seat,
 * overriding the former), {@code roll.short}, {@code roll.long} (the roll button, seat 0). Edited as data:
 * {@link #asMap()} and {@link #of(Map)} round-trip, e.g. through a settings file.
 */
public final class ButtonMapping {
    /** Roll the dice the current step asks for: what the roll button means in a game that says nothing else. */
    public static final String ROLL = "roll";
    /** Undo the last command: the window's own, in every game. The other actions are each game's own. */
    public static final String UNDO = "undo";

    private static final Pattern KEY = Pattern.compile("(seat[1-8]?|roll)\\.(short|long)");
    private static final Pattern ACTION = Pattern.compile("[a-z0-9][a-z0-9-]{0,39}");

    /** An action for the screen, with the seat that pressed (0 for the roll button). */
    public record Action(String id, int seat) {}

    private final Map<String, String> actions;

    private ButtonMapping(Map<String, String> actions) {
        this.actions = Map.copyOf(actions);
    }

    /** A mapping from data; refuses unknown keys and malformed action ids with a message naming them. */
    public static ButtonMapping of(Map<String, String> actions) {
        for (Map.Entry<String, String> e : actions.entrySet()) {
            if (!KEY.matcher(e.getKey()).matches()) {
                throw new IllegalArgumentException("unknown button \"" + e.getKey()
                        + "\" (seat.short, seat.long, seat1.short ... seat8.long, roll.short, roll.long)");
            }
            if (e.getValue() == null || !ACTION.matcher(e.getValue()).matches()) {
                throw new IllegalArgumentException("button " + e.getKey() + ": action id \"" + e.getValue()
                        + "\" must be lower-case letters, digits and dashes");
            }
        }
        return new ButtonMapping(actions);
    }

    /** What the buttons mean in a game that says nothing else: the roll button rolls. */
    public static ButtonMapping standard() {
        return new ButtonMapping(Map.of("roll.short", ROLL));
    }

    /** What a press means here, if anything: seat 1..8, or 0 for the roll button. */
    public Optional<Action> forPress(int seat, boolean longPress) {
        String kind = longPress ? "long" : "short";
        String id = seat == 0
                ? actions.get("roll." + kind)
                : actions.getOrDefault("seat" + seat + "." + kind, actions.get("seat." + kind));
        return Optional.ofNullable(id).map(a -> new Action(a, seat));
    }

    /** The box rolled on its own (its roll button): what the screen should start. */
    public Optional<Action> forRollButton() {
        return forPress(0, false);
    }

    public ButtonMapping with(String key, String actionId) {
        Map<String, String> m = new LinkedHashMap<>(actions);
        m.put(key, actionId);
        return of(m);
    }

    public ButtonMapping without(String key) {
        Map<String, String> m = new LinkedHashMap<>(actions);
        m.remove(key);
        return new ButtonMapping(m);
    }

    public Map<String, String> asMap() {
        return actions;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ButtonMapping other && other.actions.equals(actions);
    }

    @Override
    public int hashCode() {
        return actions.hashCode();
    }

    @Override
    public String toString() {
        return "ButtonMapping" + actions;
    }
}
