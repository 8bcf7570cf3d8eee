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
    private static final String TORN_KEPT = "table.warning.tornKept";

    private SessionReplay() {}

    /** Opens for play under the journal's lock, taken before reading so that no other writer adds a line meanwhile. */
    static Session<?, ?> openLocked(Path file, Games games, Optional<Pin> pin)
            throws JournalException, IOException, SealException {
        try {
            TextFiles.requireRegular(file); // a device or a folder is refused before any lock file is made for it
        } catch (TextFiles.Unreadable e) {
            throw JournalException.of(0, e.said());
        }
        JournalLock lock;
        try {
            lock = JournalLock.acquire(file);
        } catch (IOException e) {
            throw JournalNotWritableException.explain(file, e);
        }
        boolean opened = false;
        try {
            JournalFile read = JournalFile.read(file);
            Session<?, ?> session = open(read, games, pin, Optional.of(lock));
            opened = true;
            return session;
        } finally {
            if (!opened) {
                lock.abandon(); // a lock file made for a game that did not open goes with it
            }
        }
    }

    /**
     * Starts the game line, checks the sealing line's parameters (refused as the game's seal rule, never derived),
     * then reads the sealed lines with the key {@code pin} opens, if one is given.
     */
    static Session<?, ?> open(JournalFile read, Games games, Optional<Pin> pin, Optional<JournalLock> lock)
            throws JournalException, IOException, SealException {
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
            throw e.said()
                    .map(said -> JournalException.of(read.gameLineNumber(), said))
                    .orElseGet(() -> new JournalException(read.gameLineNumber(), e.getMessage()));
        }
        Optional<String> sealing = LineSeal.headerIn(read.header());
        if (sealing.isPresent()) {
            Optional<Said> problem = LineSeal.headerProblem(sealing.get());
            if (problem.isPresent()) {
                throw JournalException.of(
                        LineSeal.headerLineNumber(read.header()),
                        Said.of("table.ruleReason", started.rules().sealRuleId(), problem.get()));
            }
        }
        Optional<LineSeal> unsealer = sealing.isEmpty() || pin.isEmpty()
                ? Optional.empty()
                : Optional.of(LineSeal.unlock(pin.get(), sealing.get(), new SecureRandom()));
        return replay(read, started, unsealer, lock);
    }

    private static <S, C extends Command> Session<S, C> replay(
            JournalFile read, StartedGame<S, C> game, Optional<LineSeal> unsealer, Optional<JournalLock> lock)
            throws JournalException, IOException {
        List<Said> warnings = new ArrayList<>();
        // A last line without its line break is a write cut short, even one that would read as a command (a name
        // cut to a prefix reads as the name): dropped, said, and its text kept beside the journal when it is cut.
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
        SealedLines<S, C> lines = new SealedLines<>(
                game, unsealer, LineSeal.headerIn(read.header()).isPresent(), read.gameLine(), true);
        int lastPlayed = read.gameLineNumber();
        for (JournalFile.Entry e : read.entries()) {
            try {
                if (e.mark() != Mark.ACTIVE) {
                    lines.setAside(e.text(), e.lineNumber());
                    steps.add(Step.setAside(e.text(), e.mark()));
                    continue;
                }
                Step.Applied<S, C> step = lines.play(e.text(), state, e.lineNumber());
                ExactNames.require(e.text(), step.text());
                steps.add(step);
                state = step.after();
                lastPlayed = e.lineNumber();
            } catch (RuleViolation v) {
                throw JournalException.refused(e.lineNumber(), v);
            } catch (SealException x) {
                throw JournalException.of(
                        e.lineNumber(), Said.of("table.ruleReason", game.rules().sealRuleId(), x.said()));
            }
        }
        try {
            lines.finish(state, lastPlayed);
        } catch (SealException x) {
            throw JournalException.of(
                    x.line(), Said.of("table.ruleReason", game.rules().sealRuleId(), x.said()));
        }
        warnings.addAll(lines.warnings());
        Journal journal = lock.isPresent() ? Journal.reopen(read, lock.get()) : Journal.readOnly(read.path());
        // Said first, once the text is on the disk under the name it got (a fresh one when NAME.torn was taken).
        read.tornLine()
                .ifPresent(t -> warnings.add(
                        0,
                        journal.keptTorn()
                                .map(kept -> Said.of(TORN_KEPT, t, kept.getFileName()))
                                .orElseGet(() -> Said.of(TORN, t))));
        return new Session<>(game, journal, read.header(), steps, warnings, read.comments());
    }
}
