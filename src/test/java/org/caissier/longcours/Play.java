package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.caissier.table.RuleViolation;
import org.caissier.table.StartedGame;
import org.caissier.table.Words;

/** Test helper: starts a game from its game line and plays command lines on it. */
final class Play {
    private final LongCoursRules rules = new LongCoursRules();
    private LongCoursState state;

    private Play(LongCoursState state) {
        this.state = state;
    }

    /** {@code Play.game("Ann Bob Cy")} or {@code Play.game("short Ann Bob Cy Dan")}. */
    @SuppressWarnings("unchecked")
    static Play game(String words) {
        StartedGame<?, ?> g = new LongCoursModule().start(Words.split(words), Path.of("."));
        return new Play(((StartedGame<LongCoursState, LongCoursCommand>) g).initial());
    }

    /**
     * Three players through round 1 with no purchase: Ann at Marseille (zone 11), Bob at Londres (22),
     * Cy at San Francisco (33); round 2, Ann to play, everyone 3 M.
     */
    static Play roundTwo() {
        return game("Ann Bob Cy")
                .then(
                        "place Ann Marseille", "end Ann",
                        "place Bob Londres", "end Bob",
                        "place Cy \"San Francisco\"", "end Cy");
    }

    /**
     * Ann owns the Corsair, not yet brought in: she bought 3 M of fruit in round 1, resold it for 9 M in round 2
     * and paid 6 M at auction (3 M left). Round 3, Ann to play; Bob at Londres, Cy at San Francisco, 3 M each.
     */
    static Play annOwnsCorsair() {
        return game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "buy Ann 3",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy \"San Francisco\"",
                        "end Cy",
                        "resell Ann 2",
                        "auction Ann Ann 6",
                        "end Ann",
                        "end Bob",
                        "end Cy");
    }

    /** As {@link #annOwnsCorsair()}, with the Corsair brought onto Cap Nord (next to Londres); round 4, Ann. */
    static Play corsairAtCapNord() {
        return annOwnsCorsair().then("corsair-enter Ann 2", "end Ann", "end Bob", "end Cy");
    }

    Play then(String... lines) {
        for (String line : lines) {
            state = rules.applyLine(state, line);
        }
        return this;
    }

    /** The violation a line causes; asserts the state did not change. */
    RuleViolation refuses(String line) {
        LongCoursState before = state;
        RuleViolation v = catchThrowableOfType(RuleViolation.class, () -> rules.applyLine(before, line));
        assertThat(v).as("refusal of: " + line).isNotNull();
        assertThat(state).isSameAs(before);
        return v;
    }

    /**
     * Why the rules would refuse this command now, as the screen asks before it shows an action (the record the
     * button would play); nothing when they would take it. The state does not change.
     */
    Optional<RuleViolation> whyNot(LongCoursCommand command) {
        return rules.whyNot(state, command);
    }

    boolean opens(LongCoursCommand command) {
        return whyNot(command).isEmpty();
    }

    /** What the captains' screen shows open now, nothing chosen on it yet. */
    OpenActions open() {
        return open(OpenActions.Choices.NONE);
    }

    /** What the captains' screen shows open now, with these choices made on it. */
    OpenActions open(OpenActions.Choices choices) {
        return new OpenActions(rules, state, choices);
    }

    LongCoursState state() {
        return state;
    }

    LongCoursRules rules() {
        return rules;
    }

    Player p(String name) {
        return state.player(name);
    }

    int cash(String name) {
        return p(name).cash();
    }

    List<String> lines(String... l) {
        return List.of(l);
    }
}
