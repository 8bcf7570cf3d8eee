package org.caissier.ui.files;

import java.awt.Component;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.swing.JOptionPane;
import org.caissier.table.Command;
import org.caissier.table.DataFileException;
import org.caissier.table.Games;
import org.caissier.table.JournalFile;
import org.caissier.table.NewerVersionException;
import org.caissier.table.RuleViolation;
import org.caissier.table.Script;
import org.caissier.table.Session;
import org.caissier.table.StartedGame;
import org.caissier.table.TextFiles;
import org.caissier.table.Words;
import org.caissier.ui.kit.Messages;

/**
 * A plain command script (a {@code game ...} line and commands, as {@code caissier run} reads it, without the
 * journal's header) opened in the window: it is read as {@code run} reads it and, if the players agree, played
 * as a new game whose journal is saved beside it ({@code NAME-game.caissier}). The script is never written to:
 * the new game is a file of its own, and nothing is created when the script breaks a rule (the dialog says which
 * line).
 */
final class ScriptAsGame {
    private final Component owner;
    private final Games games;
    private final Messages m;

    ScriptAsGame(Component owner, Games games, Messages m) {
        this.owner = owner;
        this.games = games;
        this.m = m;
    }

    /** The lines of {@code file} when it is a script rather than a journal, or nothing. */
    static Optional<List<String>> scriptLines(Path file) {
        try {
            List<String> lines =
                    TextFiles.split(TextFiles.read(file, TextFiles.JOURNAL_CAP)).lines();
            boolean journal =
                    !lines.isEmpty() && JournalFile.format(lines.get(0)).isPresent();
            boolean game = lines.stream().map(String::strip).anyMatch(l -> l.startsWith("game "));
            return !journal && game ? Optional.of(lines) : Optional.empty();
        } catch (IOException | TextFiles.NotText | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * Offers to play the script as a new game beside it; the new game's session when the players agreed and it
     * was made, nothing when they did not or the script breaks a rule (then they were told where).
     */
    Optional<Session<?, ?>> offer(Path script, List<String> lines) {
        Path dir = script.toAbsolutePath().getParent();
        Script.Outcome outcome = new Script(games).run(lines, dir);
        if (outcome instanceof Script.Refused r) {
            return refuse(m.get("script.refused", script.getFileName(), r.render()));
        }
        if (outcome instanceof Script.DataProblem d) {
            return refuse(m.get("script.refused", script.getFileName(), d.message()));
        }
        Path target = besideIt(script);
        Object[] options = {m.get("script.play"), m.get("script.cancel")};
        JOptionPane pane = new JOptionPane(
                m.get("script.question", script.getFileName(), target.getFileName()),
                JOptionPane.QUESTION_MESSAGE,
                JOptionPane.YES_NO_OPTION,
                null,
                options,
                options[0]);
        var dialog = pane.createDialog(owner, m.get("script.title"));
        dialog.setName("scriptDialog");
        dialog.setVisible(true);
        dialog.dispose();
        if (pane.getValue() != options[0]) {
            return Optional.empty();
        }
        try {
            return Optional.of(play(lines, dir, target));
        } catch (IOException | RuleViolation | DataFileException | NewerVersionException e) {
            return refuse(m.get("script.failed", target.getFileName(), Reasons.of(e, m.locale())));
        }
    }

    /** {@code NAME-game.caissier} beside the script, a name no file has yet (never the script's own). */
    static Path besideIt(Path script) {
        String name = script.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        Path dir = script.toAbsolutePath().getParent();
        Path target = dir.resolve(stem + "-game.caissier");
        for (int i = 2; Files.exists(target); i++) {
            target = dir.resolve(stem + "-game-" + i + ".caissier");
        }
        return target;
    }

    private Session<?, ?> play(List<String> lines, Path dir, Path target) throws IOException {
        int gameLine = 0;
        while (Words.split(lines.get(gameLine)).isEmpty()) {
            gameLine++;
        }
        StartedGame<?, ?> started = games.start(lines.get(gameLine), dir);
        Session<?, ?> session = create(target, started);
        for (String line : lines.subList(gameLine + 1, lines.size())) {
            if (!Words.split(line).isEmpty()) {
                session.submit(line.strip());
            }
        }
        return session;
    }

    private static <S, C extends Command> Session<S, C> create(Path file, StartedGame<S, C> game) throws IOException {
        return Session.create(file, game);
    }

    private Optional<Session<?, ?>> refuse(String message) {
        JOptionPane pane = new JOptionPane(message, JOptionPane.ERROR_MESSAGE);
        var dialog = pane.createDialog(owner, m.get("error.title"));
        dialog.setName("openErrorDialog");
        dialog.setVisible(true);
        dialog.dispose();
        return Optional.empty();
    }
}
