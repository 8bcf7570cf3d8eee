package org.caissier.table;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
}
