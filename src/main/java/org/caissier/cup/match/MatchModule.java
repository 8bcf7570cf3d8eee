package org.caissier.cup.match;

import java.nio.file.Path;
import java.util.List;
import org.caissier.table.GameModule;
import org.caissier.table.Seats;
import org.caissier.table.StartedGame;

/** Starts a match from {@code game cup-match [legs=N] [advanced] [event=FILE] CREW CREW [CREW ...]}. */
public final class MatchModule implements GameModule<MatchState, MatchCommand> {
    private final MatchRules rules = new MatchRules();

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
