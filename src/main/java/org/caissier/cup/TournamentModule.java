package org.caissier.cup;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.caissier.table.DataFile;
import org.caissier.table.GameModule;
import org.caissier.table.Said;
import org.caissier.table.Seats;
import org.caissier.table.StartedGame;

/** Starts a Cup tournament from {@code game cup-tournament [final=N] [crews=FILE] CREW...}. */
public final class TournamentModule implements GameModule<TournamentState, TournamentCommand> {
    /**
     * The newest rules version: 2 places a crew that withdrew by its points (C10.5(a)) and ends a sail-off round
     * once it is decided; version 1 (journals without {@code rules=}) put it last and sailed every sail-off match.
     * 3 scores as 2 does; its line may carry the event's id ({@code id=}), which an older program would read as a
     * crew.
     */
    public static final int RULES = 3;

    private final TournamentRules rules = new TournamentRules();

    @Override
    public int rulesVersion() {
        return RULES;
    }

    @Override
    public String id() {
        return "cup-tournament";
    }

    @Override
    public Seats seats() {
        return Seats.between(TournamentRules.MIN_CREWS, TournamentRules.MAX_CREWS);
    }

    @Override
    public StartedGame<TournamentState, TournamentCommand> start(List<String> words, Path baseDir) {
        return start(words, baseDir, RULES);
    }

    @Override
    public StartedGame<TournamentState, TournamentCommand> start(List<String> words, Path baseDir, int version) {
        TournamentCommand.NewTournament game = rules.newTournament(words);
        CrewList crews = CrewList.of(game.crewsFile(), game.typed(), baseDir, "AC-TOUR-1");
        return new StartedGame<>(
                id(),
                rules,
                rules.start(crews.crews(), game.finalLength(), game.event(), Math.min(version, RULES)),
                game.text(),
                crews.dataFiles());
    }

    /** The crews of a game line: those of the crews file first, then those typed; and the file read. */
    record CrewList(List<Crew> crews, List<DataFile> dataFiles) {
        static CrewList of(String file, List<String> typed, Path baseDir, String ruleId) {
            List<Crew> crews = new ArrayList<>();
            List<DataFile> files = new ArrayList<>();
            if (file != null) {
                byte[] bytes = DataFile.load(Said.of("cup.word.crews"), file, baseDir, null);
                crews.addAll(new CrewsCsv().read(bytes, file));
                files.add(DataFile.of("crews", file, bytes));
            }
            List<String> all = new ArrayList<>(crews.stream().map(Crew::name).toList());
            all.addAll(typed);
            CrewNames.distinct(all, ruleId);
            typed.forEach(t -> crews.add(Crew.named(t)));
            return new CrewList(crews, files);
        }
    }
}
