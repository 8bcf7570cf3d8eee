package org.caissier.app;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.caissier.cup.export.ResultsExport;
import org.caissier.table.Games;
import org.caissier.table.Script;
import org.caissier.table.StartedGame;
import org.caissier.table.Words;

/** {@code run --export DIR FILE}: after a script has played through, writes its Cup results into DIR. */
final class ExportRun {
    private final PrintStream err;

    ExportRun(PrintStream err) {
        this.err = err;
    }

    /**
     * Exit code: 0 when written, 1 when the game is not a Cup event or DIR cannot be written. The page speaks
     * {@code pageLanguage}; the CSV files are the contract's whatever the language.
     */
    int export(Games games, List<String> lines, Path baseDir, Path dir, Locale pageLanguage) {
        Object state = finalState(games, lines, baseDir);
        if (!ResultsExport.handles(state)) {
            err.println("--export writes the results of cup-tournament and cup-regatta games only");
            return 1;
        }
        try {
            new ResultsExport(pageLanguage).write(state, dir);
            return 0;
        } catch (IOException e) {
            err.println("cannot write the results into " + dir + ": " + e.getMessage());
            return 1;
        }
    }

    /** The state after every line, replayed again: the script runner has already checked each of them. */
    private static Object finalState(Games games, List<String> lines, Path baseDir) {
        int i = 0;
        while (Words.split(lines.get(i)).isEmpty()) {
            i++;
        }
        return replay(games.start(lines.get(i), baseDir, Script.isJournal(lines)), lines.subList(i + 1, lines.size()));
    }

    private static <S> Object replay(StartedGame<S, ?> game, List<String> lines) {
        S state = game.initial();
        for (String line : lines) {
            state = game.rules().applyLine(state, line);
        }
        return state;
    }
}
