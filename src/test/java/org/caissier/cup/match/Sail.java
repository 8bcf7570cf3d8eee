package org.caissier.cup.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Path;
import org.caissier.table.RuleViolation;
import org.caissier.table.StartedGame;
import org.caissier.table.Words;

/** Test helper: starts a match from the words of its game line and plays lines on it. */
final class Sail {
    private final StartedGame<MatchState, MatchCommand> game;
    private MatchState state;

    private Sail(StartedGame<MatchState, MatchCommand> game) {
        this.game = game;
        this.state = game.initial();
    }

    static Sail match(String words) {
        return new Sail(new MatchModule().start(Words.split(words), Path.of(".")));
    }

    /** The rule id a game line is refused with. */
    static String startRefused(String words) {
        RuleViolation v = catchThrowableOfType(RuleViolation.class, () -> match(words));
        assertThat(v).as("refusal of " + words).isNotNull();
        return v.ruleId();
    }

    /** An advanced match between Ann and Bob, key posts chosen, five manoeuvres made, Ann starting first. */
    static Sail advancedStarted() {
        return match("advanced Ann Bob")
                .then(
                        "posts Ann 1 2 3",
                        "posts Bob 4 5 6",
                        "start-card Ann 5",
                        "start-card Bob 2",
                        "start-card Ann 3",
                        "start-card Bob 4",
                        "start-card Ann 2",
                        "start-card Bob 3",
                        "start-card Ann 4",
                        "start-card Bob 5",
                        "start-card Ann 3",
                        "start-card Bob 2",
                        "starts-first Ann");
    }

    Sail then(String... lines) {
        for (String line : lines) {
            state = game.rules().applyLine(state, line);
        }
        return this;
    }

    /** Plays a line the rules must refuse with this rule id; checks nothing changed and returns the refusal. */
    RuleViolation refused(String line, String ruleId) {
        MatchState before = state;
        RuleViolation v =
                catchThrowableOfType(RuleViolation.class, () -> game.rules().applyLine(state, line));
        assertThat(v).as("refusal of " + line).isNotNull();
        assertThat(v.ruleId()).as(v.english()).isEqualTo(ruleId);
        assertThat(state).isSameAs(before);
        return v;
    }

    MatchState state() {
        return state;
    }

    Boat boat(String crew) {
        return state.boat(crew);
    }

    String toPlay() {
        return state.toPlay().orElse(null);
    }
}
