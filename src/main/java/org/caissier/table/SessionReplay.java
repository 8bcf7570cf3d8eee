package org.caissier.table;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.caissier.table.JournalFile.Mark;

/** Opening a saved game: its game line started, its lines replayed, then its journal reopened (or only looked at). */
final class SessionReplay {
    private static final String TORN = "table.warning.torn";

    private SessionReplay() {
    }

    /** Opens for play under the journal's lock, taken before reading so that no other writer adds a line meanwhile. */
    static Session<?, ?> openLocked(Path file, Games games, Optional<Pin> pin)
            throws JournalException, IOException, SealException {
        JournalLock lock;
        try {
            lock = JournalLock.acquire(file);
        } catch (IOException e) {
            throw JournalNotWritableException.explain(file, e);
        }
        boolean opened = false;
        try {
            JournalFile read = JournalFile.read(file);
            Optional<String> sealing = LineSeal.headerIn(read.header());
            Optional<LineSeal> unsealer = sealing.isEmpty() || pin.isEmpty() ? Optional.empty()
                    : Optional.of(LineSeal.unlock(pin.get(), sealing.get(), new SecureRandom()));
            Session<?, ?> session = open(read, games, unsealer, Optional.of(lock));
            opened = true;
            return session;
        } finally {
            if (!opened) {
                lock.close();
            }
        }
    }

    static Session<?, ?> open(JournalFile read, Games games, Optional<LineSeal> unsealer,
                              Optional<JournalLock> lock) throws JournalException, IOException {
        Path file = read.path();
        Path baseDir = file.toAbsolutePath().getParent();
        StartedGame<?, ?> started;
        try {
            started = games.replay(read.gameLine(), baseDir);
        } catch (RuleViolation v) {
            throw JournalException.refused(read.gameLineNumber(), v);
        } catch (NewerVersionException e) {
            throw new NewerJournalException(read.gameLineNumber(), e);
        } catch (DataFileException e) {
            throw e.said().map(said -> JournalException.of(read.gameLineNumber(), said))
                    .orElseGet(() -> new JournalException(read.gameLineNumber(), e.getMessage()));
        }
        return replay(read, started, unsealer, lock);
    }

    private static <S, C extends Command> Session<S, C> replay(JournalFile read, StartedGame<S, C> game,
                                                               Optional<LineSeal> unsealer, Optional<JournalLock> lock)
            throws JournalException, IOException {
        List<Said> warnings = new ArrayList<>();
        read.tornLine().ifPresent(t -> warnings.add(Said.of(TORN, t)));
        Map<String, String> recorded = read.recordedDigests();
        for (DataFile d : game.dataFiles()) {
            String before = recorded.get(d.role());
            if (before != null && !before.equals(d.sha256())) {
                warnings.add(Said.of("table.warning.dataChanged", d.role(), d.source()));
            }
        }
        // A name a new game would refuse (made before the check, or by hand) does not keep a saved game closed.
        for (RuleViolation name : NameCheck.problems(game.rules().seatNames(game.initial()))) {
            warnings.add(Said.of("table.warning.name", new RuleViolation.Both(name.french(), name.english())));
        }
        List<Step<S, C>> steps = new ArrayList<>();
        S state = game.initial();
        for (JournalFile.Entry e : read.entries()) {
            if (e.mark() != Mark.ACTIVE) {
                steps.add(Step.setAside(e.text(), e.mark()));
                continue;
            }
            try {
                Step.Applied<S, C> step = LinePlayer.play(game, unsealer, e.text(), state, e.lineNumber());
                steps.add(step);
                state = step.after();
            } catch (RuleViolation v) {
                throw JournalException.refused(e.lineNumber(), v);
            } catch (SealException x) {
                throw new JournalException(e.lineNumber(), game.rules().sealRuleId() + ": " + x.reason());
            }
        }
        JournalFile kept = read;
        if (read.tornLine().isPresent() && warnings.size() > 0 && warnings.get(0).key().equals(TORN)) {
            Optional<Step.Applied<S, C>> last = completeLastLine(game, unsealer, read, state);
            if (last.isPresent()) {
                // Written whole but for its line break: a complete, valid command is kept, the line break added.
                warnings.remove(0);
                steps.add(last.get());
                kept = new JournalFile(read.path(), read.header(), read.gameLineNumber(), read.gameLine(),
                        read.entries(), Optional.empty(), java.nio.file.Files.size(read.path()), read.comments());
            }
        }
        Journal journal = lock.isPresent() ? Journal.reopen(kept, lock.get()) : Journal.readOnly(read.path());
        return new Session<>(game, journal, read.header(), steps, warnings, unsealer, read.comments());
    }

    private static <S, C extends Command> Optional<Step.Applied<S, C>> completeLastLine(StartedGame<S, C> game,
            Optional<LineSeal> unsealer, JournalFile read, S state) {
        String text = read.tornLine().orElseThrow().strip();
        if (text.isEmpty() || text.startsWith("#") || text.indexOf('\uFFFD') >= 0 || read.entries().isEmpty()
                && read.gameLine() == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(LinePlayer.play(game, unsealer, text, state, 0));
        } catch (RuleViolation | SealException e) {
            return Optional.empty();
        }
    }
}
