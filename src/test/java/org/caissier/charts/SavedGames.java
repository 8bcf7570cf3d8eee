package org.caissier.charts;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.caissier.longcours.LongCoursModule;
import org.caissier.pistes.PistesModule;
import org.caissier.table.Games;
import org.caissier.table.JournalFile;
import org.caissier.table.Session;
import org.caissier.table.Words;

/** Saved games for the chart tests: a command file played through a session, so the journal is a real one. */
final class SavedGames {
    static final Games GAMES = new Games(List.of(new LongCoursModule(), new PistesModule()));

    private SavedGames() {}

    /** Plays the example command file {@code resource} into a journal in {@code dir}; returns the journal. */
    static Path journal(String resource, Path dir) throws Exception {
        List<String> lines = Files.readAllLines(Path.of("src/test/resources", resource));
        return journal(lines, dir);
    }

    /** The journal replayed, read as Game → Charts reads it. */
    static Replay<?, ?> replay(Path journal, Games games) throws Exception {
        return Replay.of(JournalFile.read(journal), journal.toAbsolutePath().getParent(), games);
    }

    static Path journal(List<String> lines, Path dir) throws Exception {
        Path file = dir.resolve("game.caissier");
        Session<?, ?> session = null;
        for (String line : lines) {
            if (Words.split(line).isEmpty()) {
                continue;
            }
            if (session == null) {
                session = Session.create(file, GAMES.start(line, dir));
            } else {
                session.submit(line);
            }
        }
        session.close();
        return file;
    }
}
