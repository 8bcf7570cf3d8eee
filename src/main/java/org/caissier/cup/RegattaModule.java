package org.caissier.cup;

import java.nio.file.Path;
import java.util.List;
import org.caissier.table.GameModule;
import org.caissier.table.Seats;
import org.caissier.table.StartedGame;

/** Starts a Cup regatta from {@code game cup-regatta [discards=N] [crews=FILE] CREW...}. */
public final class RegattaModule implements GameModule<RegattaState, RegattaCommand> {
    private final RegattaRules rules = new RegattaRules();

    /**
     * 2: the line may name the event and its date, which an older program would read as a crew; 3: and carry the
     * event's id ({@code id=}). The scoring itself never changed.
     */
    @Override
    public int rulesVersion() {
        return 3;
    }

    @Override
    public String id() {
        return "cup-regatta";
    }

    @Override
    public Seats seats() {
        return Seats.between(RegattaRules.MIN_CREWS, RegattaRules.MAX_CREWS);
    }

    @Override
    public StartedGame<RegattaState, RegattaCommand> start(List<String> words, Path baseDir) {
        RegattaCommand.NewRegatta game = rules.newRegatta(words);
        TournamentModule.CrewList crews =
                TournamentModule.CrewList.of(game.crewsFile(), game.typed(), baseDir, "AC-REG-1");
        return new StartedGame<>(
                id(), rules, rules.start(crews.crews(), game.discards(), game.event()), game.text(), crews.dataFiles());
    }
}
