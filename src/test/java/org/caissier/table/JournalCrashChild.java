package org.caissier.table;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;

/**
 * The process {@link JournalCrashTest} kills: plays {@code add Ann K} for K = 1, 2, 3... on a journal (a new one,
 * or the one left by the previous, killed, process) and prints K only once {@code submit} has returned.
 */
public final class JournalCrashChild {
    private JournalCrashChild() {}

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        Session<CounterState, CounterCommand> session;
        if (Files.exists(file)) {
            session = (Session<CounterState, CounterCommand>) Session.open(file, CounterGame.games());
        } else {
            session = Session.create(file, new CounterGame().start(List.of("Ann"), file.getParent()));
        }
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        int k = session.history().size();
        while (true) {
            k++;
            session.submit("add Ann " + k);
            out.println(k);
        }
    }
}
