package org.caissier.cup.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.caissier.cup.Match;
import org.caissier.cup.TournamentCommand;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.table.RuleViolation;
import org.caissier.table.Step;
import org.caissier.ui.kit.Messages;

/**
 * What the command language can do to a tournament and the screen offers too — withdraw a crew, end the round
 * robin, disqualify a match's winner, replace a result — each as the very command a scorer would type, with the
 * rules' verdict on it (the screen asks first and shows the same refusal). No Swing here.
 */
final class TournamentActions {
    private final TournamentRules rules = new TournamentRules();
    private final Messages m;
    private final ResultWords words;

    TournamentActions(Messages m) {
        this.m = m;
        this.words = new ResultWords(m);
    }

    /** The crews that may still withdraw (C10.2), in entry order. */
    List<String> mayWithdraw(TournamentState s) {
        return s.names().stream()
                .filter(c -> rules.whyNot(s, new TournamentCommand.Withdraw(c)).isEmpty())
                .toList();
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
        return s.names().stream()
                .map(c -> rules.whyNot(s, new TournamentCommand.Withdraw(c)))
                .flatMap(Optional::stream)
                .findFirst()
                .map(this::said);
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
        if (row.report().deadHeat()) {
            return m.get("cup.result.deadHeat", row.first(), row.second());
        }
        String loser = row.report().loser().orElseThrow();
        return row.report().disqualified().isPresent()
                ? m.get("cup.result.dsq", row.winner(), loser)
                : m.get("cup.result.win", row.winner(), loser);
    }

    private String now(TournamentCommand.Result r) {
        return words.result(new Match(0, r.winner(), r.loser(), r.outcome()));
    }

    /**
     * The results an undo from {@code index} of the history would take back, in words: a match's result, a
     * correction with the result it brings back ("Bruno beat Camille, back to Camille beat Bruno"), a sail-off or
     * final match. Empty when the undo takes back no result.
     */
    List<String> takenBack(List<? extends Step<TournamentState, TournamentCommand>> history, int index) {
        List<String> out = new ArrayList<>();
        for (Step<TournamentState, TournamentCommand> step : history.subList(Math.max(0, index), history.size())) {
            if (!(step instanceof Step.Played<TournamentState, TournamentCommand> played) || !step.active()) {
                continue;
            }
            TournamentCommand c = played.command();
            if (c instanceof TournamentCommand.Result r) {
                String now = now(r);
                out.add(
                        r.correction()
                                ? played.before()
                                        .result(r.winner(), r.loser())
                                        .map(old -> m.get("cup.ask.undoCorrection", now, words.result(old)))
                                        .orElse(now)
                                : now);
            } else if (c instanceof TournamentCommand.SailOffMatch o) {
                out.add(m.get("cup.ask.undoSailOff", m.get("cup.result.win", o.winner(), o.loser())));
            } else if (c instanceof TournamentCommand.FinalMatch f) {
                out.add(m.get("cup.ask.undoFinal", m.get("cup.result.win", f.winner(), f.loser())));
            }
        }
        return out;
    }

    /** The disqualification the D key and its button play for the selected match, if it has a winner to lose. */
    Optional<TournamentCommand> disqualify(MatchRow row) {
        return row == null ? Optional.empty() : row.commandMarking(Match.Outcome.WINNER_DSQ);
    }

    private String said(RuleViolation v) {
        return v.ruleId() + ": " + v.message(m.locale());
    }
}
