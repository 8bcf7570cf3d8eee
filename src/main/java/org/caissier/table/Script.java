package org.caissier.table;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Plays a command script (or a journal) from its first line to its last, without a screen: what
 * {@code caissier run} does. Stops at the first line that cannot be read or breaks a rule. Sealed lines are
 * read with the PIN when one is given; without it the rules are told only that a secret line was played.
 */
public final class Script {

    /** How a script ended. */
    public sealed interface Outcome permits Finished, Refused, DataProblem {}

    /**
     * Every line was applied; {@code view} is the final state as JSON-ready maps, {@code state} the state itself,
     * of the game {@code gameId} (for what a {@link RunOption} does after the run).
     */
    public record Finished(Map<String, Object> view, String gameId, Object state) implements Outcome {}

    /** Line {@code line} (1-based) was refused; nothing from it on was applied. */
    public record Refused(int line, String ruleId, String message) implements Outcome {
        public String render() {
            return "line " + line + ": " + ruleId + ": " + message;
        }
    }

    /** A data file the game line names could not be used, the script holds no game, or the PIN is wrong. */
    public record DataProblem(String message) implements Outcome {}

    private final Games games;
    /** The language of the refusals and problems said (commands.md: --lang); the line N: RULE-ID: prefix is fixed. */
    private final Locale locale;

    public Script(Games games) {
        this(games, Locale.ENGLISH);
    }

    public Script(Games games, Locale locale) {
        this.games = games;
        this.locale = locale;
    }

    public Outcome run(List<String> lines, Path baseDir) {
        return run(lines, baseDir, Optional.empty());
    }

    /** A file the program wrote (its first line names the journal format), replayed by its own rules version. */
    public static boolean isJournal(List<String> lines) {
        return !lines.isEmpty() && JournalFile.format(lines.get(0)).isPresent();
    }

    /** As {@link #run(List, Path)}, reading the sealed lines with {@code pin}. */
    public Outcome run(List<String> lines, Path baseDir, Optional<Pin> pin) {
        if (!lines.isEmpty()) {
            int format = JournalFile.format(lines.get(0)).orElse(JournalFile.FORMAT);
            if (format > JournalFile.FORMAT) {
                return new DataProblem("line 1: "
                        + new NewerVersionException(Said.of("table.word.journalFormat"), format, JournalFile.FORMAT)
                                .said()
                                .in(locale));
            }
        }
        StartedGame<?, ?> game = null;
        int gameLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            List<String> words;
            try {
                words = Words.split(line);
            } catch (RuleViolation v) {
                return new Refused(i + 1, v.ruleId(), v.message(locale));
            }
            if (words.isEmpty()) {
                continue;
            }
            try {
                if (game == null) {
                    // A plain script starts a new game, whose names are checked as the window checks them.
                    game = isJournal(lines) ? games.replay(line, baseDir) : games.startNew(line, baseDir);
                    gameLine = i;
                    break;
                }
            } catch (RuleViolation v) {
                return new Refused(i + 1, v.ruleId(), v.message(locale));
            } catch (DataFileException e) {
                return new DataProblem("line " + (i + 1) + ": " + e.message(locale));
            } catch (NewerVersionException e) {
                return new DataProblem("line " + (i + 1) + ": " + e.said().in(locale));
            }
        }
        if (game == null) {
            return new DataProblem(Said.of("table.journal.noGame").in(locale));
        }
        Optional<LineSeal> unsealer = Optional.empty();
        List<String> header = lines.subList(0, gameLine);
        Optional<String> sealing = LineSeal.headerIn(header);
        if (sealing.isPresent()) {
            // Bounded before anything is derived, PIN or not: a file asking for an hour of work is refused at once.
            Optional<Said> problem = LineSeal.headerProblem(sealing.get());
            if (problem.isPresent()) {
                return new Refused(
                        LineSeal.headerLineNumber(header),
                        game.rules().sealRuleId(),
                        problem.get().in(locale));
            }
        }
        if (pin.isPresent() && sealing.isPresent()) {
            try {
                unsealer = Optional.of(LineSeal.unlock(pin.get(), sealing.get(), new SecureRandom()));
            } catch (SealException e) {
                return new DataProblem(
                        e.line() > 0
                                ? "line " + e.line() + ": " + e.said().in(locale)
                                : e.said().in(locale));
            }
        }
        return playRest(game, lines, gameLine, pin.isPresent(), unsealer, sealing.isPresent(), locale);
    }

    private static <S, C extends Command> Outcome playRest(
            StartedGame<S, C> game,
            List<String> lines,
            int gameLine,
            boolean pinGiven,
            Optional<LineSeal> unsealer,
            boolean sealedJournal,
            Locale locale) {
        S state = game.initial();
        Rules<S, C> rules = game.rules();
        // A journal is a saved game: a line an earlier version of the rules played is kept, as opening does.
        boolean journal = JournalFile.format(lines.get(0)).isPresent();
        SealedLines<S, C> sealed = new SealedLines<>(game, unsealer, sealedJournal, lines.get(gameLine), journal);
        int lastPlayed = gameLine + 1;
        for (int i = gameLine + 1; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            try {
                Optional<String> setAside = setAside(line);
                if (setAside.isPresent()) {
                    sealed.setAside(setAside.get(), i + 1);
                } else if (Words.split(line).isEmpty()) {
                    continue;
                } else if (LineSeal.isSealed(line) && pinGiven && unsealer.isEmpty()) {
                    return new Refused(
                            i + 1,
                            rules.sealRuleId(),
                            Said.of("table.seal.noHeader", LineSeal.HEADER.strip())
                                    .in(locale));
                } else {
                    Step.Applied<S, C> step = sealed.play(line, state, i + 1);
                    if (journal) {
                        ExactNames.require(line, step.text()); // a saved line names players in full
                    }
                    state = step.after();
                    lastPlayed = i + 1;
                }
            } catch (RuleViolation v) {
                return new Refused(i + 1, v.ruleId(), v.message(locale));
            } catch (SealException e) {
                return new Refused(i + 1, rules.sealRuleId(), e.said().in(locale));
            }
        }
        try {
            sealed.finish(state, lastPlayed);
        } catch (SealException e) {
            return new Refused(e.line(), rules.sealRuleId(), e.reason());
        }
        return new Finished(game.rules().view(state), game.gameId(), state);
    }

    /**
     * The lines of a file {@code run} replays: a journal's last line without its line break is a write cut short,
     * left out (and returned to be said); a plain command file's last line is a line like the others.
     */
    public record Lines(List<String> lines, Optional<String> torn) {
        public static Lines of(TextFiles.Lines split) {
            List<String> all = split.lines();
            if (split.terminated()
                    || all.isEmpty()
                    || JournalFile.format(all.get(0)).isEmpty()) {
                return new Lines(all, Optional.empty());
            }
            return new Lines(all.subList(0, all.size() - 1), Optional.of(all.get(all.size() - 1)));
        }

        /** What {@code run} says of a line left out, on stderr. */
        public Optional<String> warning() {
            return warning(Locale.ENGLISH);
        }

        /** The same in the language asked for; the "warning: " prefix is the same in every language. */
        public Optional<String> warning(Locale locale) {
            return torn.map(t -> "warning: " + Said.of("table.warning.torn", t).in(locale));
        }
    }

    /**
     * The text of a journal line marked undone or dropped, which the seal counts and checks (a sealed one) or chains
     * (any one, in a chained journal read with the PIN).
     */
    private static Optional<String> setAside(String line) {
        for (String mark : List.of(JournalFile.UNDONE, JournalFile.DROPPED)) {
            if (line.startsWith(mark) && !line.substring(mark.length()).isBlank()) {
                return Optional.of(line.substring(mark.length()).strip());
            }
        }
        return Optional.empty();
    }
}
