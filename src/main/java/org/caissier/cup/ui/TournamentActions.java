package org.caissier.cup.ui;

import java.util.List;
import java.util.Optional;
import org.caissier.cup.Match;
import org.caissier.cup.TournamentCommand;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.table.RuleViolation;
import org.caissier.ui.Messages;

/**
 * What the command language can do to a tournament and the screen offers too — withdraw a crew, end the round
 * robin, disqualify a match's winner, replace a result — each as the very command a scorer would type, with the
 * rules' verdict on it (the screen asks first and shows the same refusal). No Swing here.
 */
final class TournamentActions {
    private final TournamentRules rules = new TournamentRules();
    private final Messages m;

    TournamentActions(Messages m) {
        this.m = m;
    }

    /** The crews that may still withdraw (C10.2), in entry order. */
    List<String> mayWithdraw(TournamentState s) {
        return s.names().stream().filter(c -> rules.whyNot(s, new TournamentCommand.Withdraw(c)).isEmpty()).toList();
    }

    TournamentCommand withdraw(String crew) {
        return new TournamentCommand.Withdraw(crew);
    }

    TournamentCommand endRoundRobin() {
        return new TournamentCommand.EndRoundRobin();
    }

    /** The rules' refusal of a command, in the screen's language with its rule id, or nothing when it may be played. */
    Optional<String> whyNot(TournamentState s, TournamentCommand command) {
        return rules.whyNot(s, command).map(this::said);
    }

    /** Why no crew may withdraw now, when none may. */
    Optional<String> whyNoWithdrawal(TournamentState s) {
        if (!mayWithdraw(s).isEmpty()) {
            return Optional.empty();
        }
        return s.names().stream().map(c -> rules.whyNot(s, new TournamentCommand.Withdraw(c))).flatMap(Optional::stream)
                .findFirst().map(this::said);
    }

    /** The question asked before pressing 1 or 2 replaces a result already entered, or nothing for a new one. */
    Optional<String> replacing(MatchRow row, TournamentCommand command) {
        if (!(command instanceof TournamentCommand.Result r) || !r.correction()) {
            return Optional.empty();
        }
        return Optional.of(m.get("cup.ask.replace", was(row), now(r)));
    }

    /** What changed, said once a result was replaced: "Bob beat Ann (was: Ann beat Bob)". */
    String replaced(MatchRow row, TournamentCommand.Result r) {
        return m.get("cup.replaced", now(r), was(row));
    }

    private String was(MatchRow row) {
        if ("dead-heat".equals(row.note())) {
            return m.get("cup.result.deadHeat", row.first(), row.second());
        }
        String loser = row.winner().equals(row.first()) ? row.second() : row.first();
        return row.note().startsWith("dsq=") ? m.get("cup.result.dsq", row.winner(), loser)
                : m.get("cup.result.win", row.winner(), loser);
    }

    private String now(TournamentCommand.Result r) {
        return switch (r.outcome()) {
            case WIN -> m.get("cup.result.win", r.winner(), r.loser());
            case WINNER_DSQ -> m.get("cup.result.dsq", r.winner(), r.loser());
            case DEAD_HEAT -> m.get("cup.result.deadHeat", r.winner(), r.loser());
        };
    }

    /** The disqualification the D key and its button play for the selected match, if it has a winner to lose. */
    Optional<TournamentCommand> disqualify(MatchRow row) {
        return row == null ? Optional.empty() : row.commandMarking(Match.Outcome.WINNER_DSQ);
    }

    private String said(RuleViolation v) {
        return v.ruleId() + ": " + v.message(m.locale());
    }
}
