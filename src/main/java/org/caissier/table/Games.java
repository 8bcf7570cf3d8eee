package org.caissier.table;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The games this program knows, by id; starts one from its {@code game} line ({@code game ID [rules=N] ...}: the
 * kernel reads the rules version, the module the rest).
 */
public final class Games {
    private static final String RULES = "rules=";
    private static final Pattern RULES_VERSION = Pattern.compile("rules=[0-9]{1,9}");
    private final Map<String, GameModule<?, ?>> modules = new LinkedHashMap<>();

    public Games(List<? extends GameModule<?, ?>> modules) {
        for (GameModule<?, ?> m : modules) {
            this.modules.put(m.id(), m);
        }
    }

    public List<String> ids() {
        return List.copyOf(modules.keySet());
    }

    /**
     * Starts the game a {@code game ID ...} line describes, by the newest rules unless the line names its version:
     * a new game, or a plain command file (commands.md).
     */
    public StartedGame<?, ?> start(String gameLine, Path baseDir) {
        return start(gameLine, baseDir, false);
    }

    /**
     * Starts the game of a journal's game line: a line without {@code rules=N} was written before versions were
     * kept and replays by version 1, whatever the program knows now.
     */
    public StartedGame<?, ?> replay(String gameLine, Path baseDir) {
        return start(gameLine, baseDir, true);
    }

    /** {@link #replay} for the game line of a journal, {@link #start} for a plain command file's. */
    public StartedGame<?, ?> start(String gameLine, Path baseDir, boolean journal) {
        List<String> words = Words.split(gameLine);
        if (words.isEmpty()
                || !words.get(0).equalsIgnoreCase("game") && !words.get(0).equalsIgnoreCase("partie")) {
            throw RuleViolation.syntaxOf("table.game.firstLine", String.join(", ", ids()));
        }
        if (words.size() < 2) {
            throw RuleViolation.syntaxOf("table.game.which", String.join(", ", ids()));
        }
        String id = Names.require(words.get(1), modules.keySet(), Said.of("table.word.game"));
        GameModule<?, ?> module = modules.get(id);
        List<String> rest = words.subList(2, words.size());
        int version = journal ? 1 : module.rulesVersion();
        if (!rest.isEmpty() && RULES_VERSION.matcher(rest.get(0)).matches()) {
            version = Integer.parseInt(rest.get(0).substring(RULES.length()));
            if (version > module.rulesVersion()) {
                throw new NewerVersionException(Said.of("table.word.rulesVersion", id), version, module.rulesVersion());
            }
            rest = rest.subList(1, rest.size());
        }
        int used = Math.max(1, version);
        StartedGame<?, ?> started =
                used == module.rulesVersion() ? module.start(rest, baseDir) : module.start(rest, baseDir, used);
        return used > 1 ? versioned(started, used) : started;
    }

    /**
     * Starts a new game: as {@link #start}, and its names must be ones a table can tell apart and type
     * ({@link NameCheck}); a saved game is only warned about them.
     */
    public StartedGame<?, ?> startNew(String gameLine, Path baseDir) {
        StartedGame<?, ?> started = start(gameLine, baseDir);
        NameCheck.refuseNew(names(started));
        return started;
    }

    private static <S, C extends Command> List<String> names(StartedGame<S, C> game) {
        return game.rules().seatNames(game.initial());
    }

    /** The game line with its rules version right after the id, as the journal keeps it. */
    private static <S, C extends Command> StartedGame<S, C> versioned(StartedGame<S, C> game, int version) {
        String head = "game " + game.gameId();
        String text = game.gameLine();
        String line;
        if (text.equals(head) || text.startsWith(head + " ")) {
            // Inserted into the text, not split and joined again: the rest keeps its own form (event="A B").
            line = head + " " + RULES + version + text.substring(head.length());
        } else {
            List<String> words = new ArrayList<>(Words.split(text));
            words.add(2, RULES + version);
            line = Words.join(words);
        }
        return new StartedGame<>(game.gameId(), game.rules(), game.initial(), line, game.dataFiles());
    }
}
