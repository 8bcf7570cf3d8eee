package org.caissier.ui.box;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.caissier.device.ButtonMapping;
import org.caissier.ui.kit.AppSettings;

/**
 * What the box's buttons mean in each game, as the table set them: kept in the preferences as
 * {@code box.buttons.GAME=seat.short=end-turn;roll.short=roll;...}, the game's defaults when nothing was set or
 * what was set no longer reads.
 */
public final class ButtonSettings {
    private static final String PREFIX = "box.buttons.";

    private final AppSettings settings;
    private final Function<String, ButtonMapping> defaults;

    /** {@code defaults}: each game's own meaning of the buttons (its plug-in's). */
    public ButtonSettings(AppSettings settings, Function<String, ButtonMapping> defaults) {
        this.settings = settings;
        this.defaults = defaults;
    }

    /** The mapping in force for a game. */
    public ButtonMapping mapping(String gameId) {
        String saved = settings.get(PREFIX + gameId, null);
        if (saved == null || saved.isBlank()) {
            return defaults.apply(gameId);
        }
        try {
            return ButtonMapping.of(parse(saved));
        } catch (IllegalArgumentException e) {
            return defaults.apply(gameId);
        }
    }

    /** Keeps a game's mapping; refuses (with the mapping's own message) a button or action that does not read. */
    public void save(String gameId, Map<String, String> actions) {
        ButtonMapping checked = ButtonMapping.of(actions);
        StringBuilder text = new StringBuilder();
        checked.asMap()
                .forEach((k, v) -> text.append(text.length() == 0 ? "" : ";")
                        .append(k)
                        .append('=')
                        .append(v));
        settings.put(PREFIX + gameId, text.toString());
    }

    /** Back to the game's defaults. */
    public void reset(String gameId) {
        settings.put(PREFIX + gameId, "");
    }

    static Map<String, String> parse(String saved) {
        Map<String, String> actions = new LinkedHashMap<>();
        for (String pair : saved.split(";")) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("\"" + pair + "\" is not BUTTON=ACTION");
            }
            actions.put(pair.substring(0, eq).strip(), pair.substring(eq + 1).strip());
        }
        return actions;
    }
}
