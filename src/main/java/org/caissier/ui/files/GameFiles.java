package org.caissier.ui.files;

import java.awt.Component;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.caissier.table.Command;
import org.caissier.table.DataFileException;
import org.caissier.table.GameOpenElsewhereException;
import org.caissier.table.Games;
import org.caissier.table.JournalException;
import org.caissier.table.JournalNotWritableException;
import org.caissier.table.JournalRescue;
import org.caissier.table.NewerJournalException;
import org.caissier.table.NewerVersionException;
import org.caissier.table.RuleViolation;
import org.caissier.table.Session;
import org.caissier.table.StartedGame;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.MessageLines;
import org.caissier.ui.kit.Messages;

/**
 * The games on disk: a new game's journal in the games folder, opening a saved game (explaining a file
 * that is not one, and offering to go on from a copy of a damaged one), and the file chooser.
 */
public final class GameFiles {
    private final Component owner;
    private final AppSettings settings;
    private final Games games;
    private final Supplier<Messages> messages;
    /** A game is being replayed on the worker: the window answers meanwhile, but a second opening waits its turn. */
    private boolean opening;

    public GameFiles(Component owner, AppSettings settings, Games games, Supplier<Messages> messages) {
        this.owner = owner;
        this.settings = settings;
        this.games = games;
        this.messages = messages;
    }

    /** A journal name in the games folder no file has yet: the date and time, then the game. */
    Path newFile(String gameId) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd_HH-mm-ss", Locale.ROOT));
        Path file = settings.gamesDir().resolve(stamp + "_" + gameId + ".caissier");
        for (int i = 2; file.toFile().exists(); i++) {
            file = settings.gamesDir().resolve(stamp + "_" + gameId + "-" + i + ".caissier");
        }
        return file;
    }

    /**
     * A new game from its {@code game ...} line, its journal made in the games folder; a line the rules refuse or a
     * data file that cannot be read is explained and nothing is made.
     */
    public Optional<Session<?, ?>> start(String gameLine) throws IOException {
        StartedGame<?, ?> started;
        try {
            // The game line names data files (board, table, crews): read on a worker, never on the EDT.
            started = OffTheEdt.onScreen().get(() -> games.startNew(gameLine, null));
        } catch (RuleViolation v) {
            Messages m = messages.get();
            // In lines: a refusal quoting a long name or path made one line wider than the screen, OK off its edge.
            JOptionPane.showMessageDialog(
                    owner,
                    MessageLines.of(m.get("violation", v.ruleId(), v.message(m.locale()))),
                    m.get("error.title"),
                    JOptionPane.ERROR_MESSAGE);
            return Optional.empty();
        } catch (DataFileException | NewerVersionException e) {
            Messages m = messages.get();
            JOptionPane.showMessageDialog(
                    owner, MessageLines.of(Reasons.of(e, m.locale())), m.get("error.title"), JOptionPane.ERROR_MESSAGE);
            return Optional.empty();
        }
        return Optional.of(create(newFile(started.gameId()), started));
    }

    private static <S, C extends Command> Session<S, C> create(Path file, StartedGame<S, C> game) throws IOException {
        return Session.create(file, game);
    }

    /** Opens a saved game; a file that is not one is explained and left as it is. */
    public Optional<Session<?, ?>> open(Path file) {
        if (opening) {
            return Optional.empty(); // a click on Resume again, while the first one replays: one opening is enough
        }
        try {
            return Optional.of(openOnAWorker(file));
        } catch (GameOpenElsewhereException e) {
            return Optional.ofNullable(OpenElsewhere.offer(owner, messages.get(), e, games));
        } catch (JournalNotWritableException e) {
            return Optional.ofNullable(OpenElsewhere.offer(owner, messages.get(), e, games));
        } catch (JournalException e) {
            Optional<List<String>> script = e.line() <= 1 ? ScriptAsGame.scriptLines(file) : Optional.empty();
            if (script.isPresent()) {
                return new ScriptAsGame(owner, games, messages.get()).offer(file, script.get());
            }
            if (e.line() == 1 && !(e instanceof NewerJournalException)) {
                // Neither form from its first line on: say both, in the screen's language, rather than the journal's.
                // (Line 0 is a file that could not be read at all: missing, a folder, not ours to read.)
                showOpenError(file, messages.get().get("open.neither", file.getFileName()));
                return Optional.empty();
            }
            // A newer program's journal is whole: there is nothing to rescue, only a newer program to use.
            if (e.line() > 1 && !(e instanceof NewerJournalException)) {
                Optional<Session<?, ?>> rescued = offerRescue(file, e);
                if (rescued.isPresent()) {
                    return rescued;
                }
            }
            showOpenError(file, Reasons.of(e, messages.get().locale()));
        } catch (IOException e) {
            showOpenError(file, SaveTrouble.say(messages.get(), e));
        }
        return Optional.empty();
    }

    /**
     * A long game takes a while to replay (docs/performance.md has the figures): on a worker, the window still
     * answering; {@code OpenGame} then hands the session to the EDT.
     */
    private Session<?, ?> openOnAWorker(Path file) throws JournalException, IOException {
        Thread asker = Thread.currentThread();
        opening = true;
        Opening opened;
        try {
            opened = OffTheEdt.onScreen().get(() -> replay(file, asker));
        } finally {
            opening = false;
        }
        if (opened.failure() instanceof JournalException e) {
            throw e;
        }
        if (opened.failure() instanceof IOException e) {
            throw e;
        }
        return opened.session();
    }

    /** On the worker: the session handed to the thread that asked, or why it could not be opened. */
    private Opening replay(Path file, Thread asker) {
        try {
            Session<?, ?> session = Session.open(file, games);
            session.ownedBy(() -> Thread.currentThread() == asker, asker.getName());
            return new Opening(session, null);
        } catch (JournalException | IOException e) {
            return new Opening(null, e);
        }
    }

    /** What opening came to on the worker: the session, or what is explained on the EDT. */
    private record Opening(Session<?, ?> session, Exception failure) {}

    /** Says what opening the game found worth saying (a torn last line, a changed data file). */
    public void warn(Session<?, ?> session) {
        if (!session.warnings().isEmpty()) {
            Messages m = messages.get();
            String said = String.join("\n", session.warnings(m.locale()));
            JOptionPane.showMessageDialog(
                    owner, m.get("warning.open", said), m.get("error.title"), JOptionPane.WARNING_MESSAGE);
        }
    }

    /** Asks for a saved game in the games folder. */
    public Optional<Path> choose() {
        JFileChooser chooser = new JFileChooser(settings.gamesDir().toFile());
        chooser.setFileFilter(
                new FileNameExtensionFilter(messages.get().get("open.filter"), "caissier", "journal", "txt"));
        if (chooser.showOpenDialog(owner) == JFileChooser.APPROVE_OPTION) {
            return Optional.of(chooser.getSelectedFile().toPath());
        }
        return Optional.empty();
    }

    /**
     * A journal refused at a line past its start: offers to go on from a copy of the lines before it. The refused
     * file is left as it is.
     */
    private Optional<Session<?, ?>> offerRescue(Path file, JournalException refused) {
        Messages m = messages.get();
        Object[] options = {m.get("rescue.yes"), m.get("rescue.no")};
        JOptionPane pane = new JOptionPane(
                m.get("rescue.question", refused.message(m.locale()), refused.line() - 1),
                JOptionPane.WARNING_MESSAGE,
                JOptionPane.YES_NO_OPTION,
                null,
                options,
                options[0]);
        var dialog = pane.createDialog(owner, m.get("error.title"));
        dialog.setName("rescueDialog");
        dialog.setVisible(true);
        dialog.dispose();
        if (pane.getValue() != options[0]) {
            return Optional.empty();
        }
        try {
            Optional<Path> copy = JournalRescue.copyBefore(file, refused.line());
            return copy.isPresent() ? open(copy.get()) : Optional.empty();
        } catch (IOException e) {
            JOptionPane.showMessageDialog(
                    owner, m.get("error.save", SaveTrouble.say(m, e)), m.get("error.title"), JOptionPane.ERROR_MESSAGE);
            return Optional.empty();
        }
    }

    private void showOpenError(Path file, String message) {
        Messages m = messages.get();
        // "The file was left as it is" makes no sense of a file that is not there.
        String key = java.nio.file.Files.exists(file) ? "error.open" : "error.open.missing";
        JOptionPane pane = new JOptionPane(MessageLines.of(m.get(key, message)), JOptionPane.ERROR_MESSAGE);
        var dialog = pane.createDialog(owner, m.get("error.title"));
        dialog.setName("openErrorDialog");
        dialog.setVisible(true);
        dialog.dispose();
    }
}
