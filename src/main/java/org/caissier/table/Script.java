package org.caissier.table;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Plays a command script (or a journal) from its first line to its last, without a screen: what
 * {@code caissier run} does. Stops at the first line that cannot be read or breaks a rule. Sealed lines are
 * read with the PIN when one is given; without it the rules are told only that a secret line was played.
 */
public final class Script {

    /** How a script ended. */
    public sealed interface Outcome permits Finished, Refused, DataProblem {
    }

    /** Every line was applied; {@code view} is the final state as JSON-ready maps. */
    public record Finished(Map<String, Object> view) implements Outcome {
    }

    /** Line {@code line} (1-based) was refused; nothing from it on was applied. */
    public record Refused(int line, String ruleId, String message) implements Outcome {
        public String render() {
            return "line " + line + ": " + ruleId + ": " + message;
        }
    }

    /** A data file the game line names could not be used, the script holds no game, or the PIN is wrong. */
    public record DataProblem(String message) implements Outcome {
    }

    private final Games games;

    public Script(Games games) {
        this.games = games;
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
                        + new NewerVersionException("journal format", format, JournalFile.FORMAT).getMessage());
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
                return new Refused(i + 1, v.ruleId(), v.english());
            }
            if (words.isEmpty()) {
                continue;
            }
            try {
                if (game == null) {
                    game = games.start(line, baseDir, isJournal(lines));
                    gameLine = i;
                    break;
                }
            } catch (RuleViolation v) {
                return new Refused(i + 1, v.ruleId(), v.english());
            } catch (DataFileException | NewerVersionException e) {
                return new DataProblem("line " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (game == null) {
            return new DataProblem("the file holds no \"game ...\" line");
        }
        Optional<LineSeal> unsealer = Optional.empty();
        Optional<String> sealing = LineSeal.headerIn(lines.subList(0, gameLine));
        if (pin.isPresent() && sealing.isPresent()) {
            try {
                unsealer = Optional.of(LineSeal.unlock(pin.get(), sealing.get(), new SecureRandom()));
            } catch (SealException e) {
                return new DataProblem(e.getMessage());
            }
        }
        return playRest(game, lines, gameLine + 1, pin.isPresent(), unsealer);
    }

    private static <S, C extends Command> Outcome playRest(StartedGame<S, C> game, List<String> lines, int from,
                                                           boolean pinGiven, Optional<LineSeal> unsealer) {
        S state = game.initial();
        Rules<S, C> rules = game.rules();
        for (int i = from; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            try {
                if (!LineSeal.isSealed(line)) {
                    state = rules.applyLine(state, line);
                } else if (unsealer.isPresent()) {
                    state = rules.applyLine(state, unsealer.get().unseal(line, i + 1));
                } else if (pinGiven) {
                    return new Refused(i + 1, rules.sealRuleId(),
                            "a sealed line, but the file has no \"" + LineSeal.HEADER.strip() + "\" line to open it");
                } else {
                    state = rules.applySealed(state);
                }
            } catch (RuleViolation v) {
                return new Refused(i + 1, v.ruleId(), v.english());
            } catch (SealException e) {
                return new Refused(i + 1, rules.sealRuleId(), e.reason());
            }
        }
        return new Finished(game.rules().view(state));
    }
}
