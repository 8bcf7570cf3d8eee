package org.caissier.table;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/** Tests of sessions on the counter game: a folder of their own, and every session they open closed after each. */
abstract class CounterSessions {
    @TempDir
    Path dir;
    /** The sessions a test opened; add each one, they are closed after the test (and by {@link #closeSessions}). */
    final List<Session<?, ?>> opened = new ArrayList<>();

    @AfterEach
    void closeSessions() throws IOException {
        for (Session<?, ?> s : opened) {
            s.close();
        }
        opened.clear();
    }

    Path file() {
        return dir.resolve("game.caissier");
    }

    /** A new game of the counter, saved in {@link #file}. */
    Session<CounterState, CounterCommand> create(String... players) throws IOException {
        return create(List.of(players));
    }

    Session<CounterState, CounterCommand> create(List<String> words) throws IOException {
        Session<CounterState, CounterCommand> s = Session.create(file(), new CounterGame().start(words, dir));
        opened.add(s);
        return s;
    }

    /** The game saved in {@link #file}, opened again. */
    @SuppressWarnings("unchecked")
    Session<CounterState, CounterCommand> reopen() throws Exception {
        Session<?, ?> s = Session.open(file(), CounterGame.games());
        opened.add(s);
        return (Session<CounterState, CounterCommand>) s;
    }

    static Map<String, Integer> scores(Session<CounterState, ?> s) {
        return s.state().scores();
    }

    /** The journal's command lines, as the file holds them. */
    List<String> commandLines() throws Exception {
        return JournalFile.read(file()).entries().stream()
                .map(JournalFile.Entry::fileLine)
                .toList();
    }
}
