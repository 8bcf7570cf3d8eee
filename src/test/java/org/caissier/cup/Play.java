package org.caissier.cup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.caissier.table.Command;
import org.caissier.table.GameModule;
import org.caissier.table.RuleViolation;
import org.caissier.table.StartedGame;
import org.caissier.table.Words;

/** Test helper: starts a tournament or regatta from the words of its game line and plays lines on it. */
final class Play<S> {
    private final StartedGame<S, ?> game;
    private S state;

    private Play(StartedGame<S, ?> game) {
        this.game = game;
        this.state = game.initial();
    }

    static Play<TournamentState> tournament(String words) {
        return new Play<>(start(new TournamentModule(), words));
    }

    /** A tournament scored by an earlier rules version, as a journal of that version replays. */
    @SuppressWarnings("unchecked")
    static Play<TournamentState> tournament(int rulesVersion, String words) {
        return new Play<>((StartedGame<TournamentState, ?>)
                new TournamentModule().start(Words.split(words), Path.of("."), rulesVersion));
    }

    static Play<RegattaState> regatta(String words) {
        return new Play<>(start(new RegattaModule(), words));
    }

    private static <S, C extends Command> StartedGame<S, C> start(GameModule<S, C> module, String words) {
        return module.start(Words.split(words), Path.of("."));
    }

    Play<S> then(String... lines) {
        for (String line : lines) {
            state = game.rules().applyLine(state, line);
        }
        return this;
    }

    /** Plays a line the rules must refuse with this rule id; checks nothing changed and returns the refusal. */
    RuleViolation refused(String line, String ruleId) {
        S before = state;
        RuleViolation v =
                catchThrowableOfType(RuleViolation.class, () -> game.rules().applyLine(state, line));
        assertThat(v).as("refusal of " + line).isNotNull();
        assertThat(v.ruleId()).as(v.english()).isEqualTo(ruleId);
        assertThat(state).isSameAs(before);
        return v;
    }

    S state() {
        return state;
    }

    Map<String, Object> view() {
        return game.rules().view(state);
    }

    Standings standings() {
        return Standings.of((TournamentState) state);
    }

    Standing place(String crew) {
        return standings().of(crew);
    }

    List<SeriesEntry> series() {
        return SeriesScoring.of((RegattaState) state);
    }

    SeriesEntry series(String crew) {
        return series().stream().filter(e -> e.crew().equals(crew)).findFirst().orElseThrow();
    }
}
