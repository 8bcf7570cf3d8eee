package org.caissier.charts;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.caissier.table.Command;
import org.caissier.table.DieRoll;
import org.caissier.table.Games;
import org.caissier.table.JournalFile;
import org.caissier.table.Rules;
import org.caissier.table.StartedGame;
import org.caissier.table.Words;

/**
 * A saved game played again from its journal, keeping every command with the state it led to. Only the active
 * lines count (undone and dropped ones are not part of the game).
 *
 * @param gameId  the game's id ({@code long-cours}, {@code pistes} ...)
 * @param initial the state before the first command
 * @param steps   each command in order with the state after it
 * @param <S>     the game's state
 * @param <C>     the game's command type
 */
public record Replay<S, C extends Command>(String gameId, S initial, List<Step<S, C>> steps) {

    public Replay {
        steps = List.copyOf(steps);
    }

    /** One accepted command, the state after it and the dice it rolled (as its game's rules say). */
    public record Step<S, C extends Command>(C command, S after, List<DieRoll> dice) {
        public Step {
            dice = List.copyOf(dice);
        }
    }

    /** The state at the end of the game as saved. */
    public S last() {
        return steps.isEmpty() ? initial : steps.get(steps.size() - 1).after();
    }

    /**
     * Replays a journal read by its reader ({@code JournalFile.read}: the charts read no file themselves); a line that
     * breaks a rule stops the replay there, as opening the game would.
     *
     * @param folder the journal's folder, where the data files its game line names are read from
     */
    public static Replay<?, ?> of(JournalFile file, Path folder, Games games) {
        StartedGame<?, ?> started = games.replay(file.gameLine(), folder);
        List<String> lines = file.entries().stream()
                .filter(e -> e.mark() == JournalFile.Mark.ACTIVE)
                .map(JournalFile.Entry::text)
                .toList();
        return play(started, lines);
    }

    /** Plays command lines from a started game (the lines of a journal or of a command file). */
    public static <S, C extends Command> Replay<S, C> play(StartedGame<S, C> game, List<String> lines) {
        Rules<S, C> rules = game.rules();
        S state = game.initial();
        List<Step<S, C>> steps = new ArrayList<>(lines.size());
        for (String line : lines) {
            List<String> words = Words.split(line);
            if (words.isEmpty()) {
                continue;
            }
            C command = rules.parse(words, state);
            state = rules.apply(state, command);
            steps.add(new Step<>(command, state, rules.diceRolled(command)));
        }
        return new Replay<>(game.gameId(), game.initial(), steps);
    }

    /**
     * This replay as one of a game of these types, checked: a journal's game is whichever its line names, and a
     * game's charts read its own states and commands without a cast.
     *
     * @throws IllegalArgumentException for a replay of another game
     */
    @SuppressWarnings("unchecked")
    public <T, D extends Command> Replay<T, D> as(Class<T> state, Class<D> command) {
        boolean fits = state.isInstance(initial)
                && steps.stream().allMatch(s -> state.isInstance(s.after()) && command.isInstance(s.command()));
        if (!fits) {
            throw new IllegalArgumentException("a replay of " + gameId + ", not of " + state.getSimpleName());
        }
        return (Replay<T, D>) this;
    }
}
