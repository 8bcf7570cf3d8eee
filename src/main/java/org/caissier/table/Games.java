package org.caissier.table;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The games this program knows, by id; starts one from its {@code game} line. */
public final class Games {
    private final Map<String, GameModule> modules = new LinkedHashMap<>();

    public Games(List<GameModule> modules) {
        for (GameModule m : modules) {
            this.modules.put(m.id(), m);
        }
    }

    public List<String> ids() {
        return List.copyOf(modules.keySet());
    }

    /** Starts the game a {@code game ID ...} line describes. */
    public StartedGame<?, ?> start(String gameLine, Path baseDir) {
        List<String> words = Words.split(gameLine);
        if (words.isEmpty() || !words.get(0).equalsIgnoreCase("game") && !words.get(0).equalsIgnoreCase("partie")) {
            throw RuleViolation.syntax(
                    "la première ligne doit être « game JEU ... » (jeux : " + String.join(", ", ids()) + ")",
                    "the first line must be \"game GAME ...\" (games: " + String.join(", ", ids()) + ")");
        }
        if (words.size() < 2) {
            throw RuleViolation.syntax("quel jeu ? (" + String.join(", ", ids()) + ")",
                    "which game? (" + String.join(", ", ids()) + ")");
        }
        String id = Names.require(words.get(1), modules.keySet(), "jeu", "game");
        return modules.get(id).start(words.subList(2, words.size()), baseDir);
    }
}
