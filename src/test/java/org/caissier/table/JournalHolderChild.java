package org.caissier.table;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.caissier.table.counter.CounterGame;

/**
 * The other program of {@link TwoProgramsTest}: opens a game for play, says {@code open} (or the refusal) and
 * keeps it open until its input closes; {@code add} on its input plays one more line ({@code played}, or
 * {@code refused} and the exception's name when it could not be saved).
 */
public final class JournalHolderChild {
    private JournalHolderChild() {}

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        Session<?, ?> session;
        try {
            session = Session.open(Path.of(args[0]), CounterGame.games());
        } catch (GameOpenElsewhereException e) {
            out.println("elsewhere");
            return;
        }
        out.println("open");
        var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            try {
                session.submit(line);
                out.println("played");
            } catch (IOException e) {
                out.println("refused " + e.getClass().getSimpleName());
            }
        }
        session.close();
    }
}
