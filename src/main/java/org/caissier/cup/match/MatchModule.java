package org.caissier.cup.match;

import java.nio.file.Path;
import java.util.List;
import org.caissier.table.GameModule;
import org.caissier.table.Seats;
import org.caissier.table.StartedGame;

/**
 * Starts a match from {@code game cup-match [legs=N] [advanced] [event=FILE [event-id=ID]] CREW CREW [CREW ...]}.
 */
public final class MatchModule implements GameModule<MatchState, MatchCommand> {
    private final MatchRules rules = new MatchRules();

    /** 2: the line may carry its event's id ({@code event-id=}), which an older program would read as a crew. */
    @Override
    public int rulesVersion() {
        return 2;
    }

    @Override
    public String id() {
        return "cup-match";
    }

    @Override
    public Seats seats() {
        return Seats.between(2, MatchRules.MAX_BOATS);
    }

    @Override
    public StartedGame<MatchState, MatchCommand> start(List<String> words, Path baseDir) {
        MatchCommand.NewMatch game = rules.newMatch(words);
        return new StartedGame<>(id(), rules, rules.start(game), game.text(), List.of());
    }
}
