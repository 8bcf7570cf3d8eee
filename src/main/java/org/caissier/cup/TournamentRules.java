package org.caissier.cup;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;

/** The referee of a Cup tournament: one pure {@code apply} (AC-TOUR-1/2, RRS C10, C11, D-AC-2). */
public final class TournamentRules implements Rules<TournamentState, TournamentCommand> {
    public static final int MIN_CREWS = 2;
    public static final int MAX_CREWS = 16;

    private final TournamentParser parser = new TournamentParser();

    /** The first state for these crews (2 to 16), the whole schedule drawn up. */
    public TournamentState start(List<Crew> crews, int finalLength) {
        if (crews.size() < MIN_CREWS || crews.size() > MAX_CREWS) {
            throw new RuleViolation("AC-TOUR-1", "un tournoi se joue de 2 à 16 équipages, pas " + crews.size(),
                    "a tournament takes 2 to 16 crews, not " + crews.size());
        }
        return TournamentState.start(crews, finalLength);
    }

    TournamentCommand.NewTournament newTournament(List<String> words) {
        return parser.newTournament(words);
    }

    @Override
    public TournamentCommand parse(List<String> words, TournamentState state) {
        return parser.parse(words, state);
    }

    @Override
    public TournamentState apply(TournamentState state, TournamentCommand command) {
        return command.accept(new TournamentCommand.Visitor<>() {
            @Override
            public TournamentState newTournament(TournamentCommand.NewTournament n) {
                throw RuleViolation.syntax("le tournoi est déjà commencé", "the tournament has already started");
            }

            @Override
            public TournamentState result(TournamentCommand.Result r) {
                return TournamentRules.result(state, r);
            }

            @Override
            public TournamentState withdraw(TournamentCommand.Withdraw w) {
                return TournamentRules.withdraw(state, w.crew());
            }

            @Override
            public TournamentState endRoundRobin(TournamentCommand.EndRoundRobin e) {
                return end(state);
            }

            @Override
            public TournamentState sailOff(TournamentCommand.SailOffMatch s) {
                return TournamentRules.sailOff(state, s);
            }

            @Override
            public TournamentState finalMatch(TournamentCommand.FinalMatch f) {
                return TournamentRules.finalMatch(state, f);
            }
        });
    }

    @Override
    public Map<String, Object> view(TournamentState state) {
        return TournamentView.of(state);
    }

    @Override
    public String describe(TournamentState before, TournamentCommand command, Locale locale) {
        return Describer.tournament(before, command, locale);
    }

    private static TournamentState result(TournamentState state, TournamentCommand.Result r) {
        if (r.winner().equals(r.loser())) {
            throw new RuleViolation("AC-TOUR-1", "un équipage ne court pas contre lui-même",
                    "a crew does not race itself");
        }
        List<Match> results = new ArrayList<>(state.results());
        var entered = state.result(r.winner(), r.loser());
        if (r.correction()) {
            if (entered.isEmpty()) {
                throw new RuleViolation("AC-TOUR-1", "aucun résultat à corriger entre " + r.winner() + " et " + r.loser(),
                        "no result to correct between " + r.winner() + " and " + r.loser());
            }
            results.remove(entered.get());
        } else {
            if (entered.isPresent()) {
                throw new RuleViolation("AC-TOUR-1", r.winner() + " et " + r.loser()
                        + " se sont déjà rencontrés (une seule fois) ; « correct » remplace le résultat",
                        r.winner() + " and " + r.loser() + " have already met (once only); \"correct\" replaces it");
            }
            for (String c : List.of(r.winner(), r.loser())) {
                if (state.hasWithdrawn(c)) {
                    throw new RuleViolation("C10.2", c + " a quitté l'épreuve : ses autres matchs ne se courent pas",
                            c + " has withdrawn: its other matches are not sailed");
                }
            }
            if (state.ended()) {
                throw new RuleViolation("C10.3", "le round robin est arrêté", "the round robin has been ended");
            }
        }
        if (!state.finals().isEmpty()) {
            throw new RuleViolation("AC-TOUR-2", "la finale a commencé : le round robin ne change plus",
                    "the final has begun: the round robin no longer changes");
        }
        results.add(new Match(state.roundOf(r.winner(), r.loser()), r.winner(), r.loser(), r.outcome()));
        return state.withResults(results);
    }

    private static TournamentState withdraw(TournamentState state, String crew) {
        if (state.hasWithdrawn(crew)) {
            throw new RuleViolation("C10.2", crew + " a déjà quitté l'épreuve", crew + " has already withdrawn");
        }
        if (!state.finals().isEmpty()) {
            throw new RuleViolation("AC-TOUR-2", "la finale a commencé", "the final has begun");
        }
        List<String> w = new ArrayList<>(state.withdrawn());
        w.add(crew);
        return state.withWithdrawn(w);
    }

    private static TournamentState end(TournamentState state) {
        if (state.roundRobinComplete()) {
            throw new RuleViolation("C10.3", "le round robin est déjà complet ou arrêté",
                    "the round robin is already complete or ended");
        }
        return state.ending();
    }

    private static TournamentState sailOff(TournamentState state, TournamentCommand.SailOffMatch s) {
        Standings standings = Standings.of(state);
        for (SailOffCall call : standings.sailOffsDue()) {
            if (call.wants(s.winner(), s.loser())) {
                List<SailOff> all = new ArrayList<>(state.sailOffs());
                Match m = new Match(0, s.winner(), s.loser(), Match.Outcome.WIN);
                if (call.index() < 0) {
                    all.add(new SailOff(call.crews(), List.of(m)));
                } else {
                    all.set(call.index(), all.get(call.index()).with(m));
                }
                return state.withSailOffs(all);
            }
        }
        String due = standings.sailOffsDue().isEmpty() ? "aucun" : String.valueOf(standings.sailOffsDue().stream()
                .map(c -> String.join("-", c.crews())).toList());
        throw new RuleViolation("D-AC-2",
                "aucun barrage n'est demandé entre " + s.winner() + " et " + s.loser() + " (demandés : " + due + ")",
                "no sail-off is asked for between " + s.winner() + " and " + s.loser()
                        + " (asked for: " + due.replace("aucun", "none") + ")");
    }

    private static TournamentState finalMatch(TournamentState state, TournamentCommand.FinalMatch f) {
        Standings standings = Standings.of(state);
        if (state.finalLength() == 0) {
            throw new RuleViolation("AC-TOUR-2", "ce tournoi n'a pas de finale (final=0)",
                    "this tournament has no final (final=0)");
        }
        if (!standings.roundRobinComplete()) {
            throw new RuleViolation("AC-TOUR-2", "pas de finale avant la fin du round robin ("
                    + state.unsailed().size() + " matchs à courir)",
                    "no final before the round robin is complete (" + state.unsailed().size() + " matches to sail)");
        }
        if (standings.isVoid()) {
            throw new RuleViolation("C10.3", "le round robin est annulé : un équipage a couru moins d'un tiers de ses matchs",
                    "the round robin is disregarded: a crew sailed less than a third of its matches");
        }
        if (!standings.sailOffsDue().isEmpty()) {
            throw new RuleViolation("AC-TOUR-2", "un barrage décide d'abord des finalistes",
                    "a sail-off must first decide the finalists");
        }
        List<String> finalists = standings.finalists();
        if (!finalists.contains(f.winner()) || !finalists.contains(f.loser()) || f.winner().equals(f.loser())) {
            throw new RuleViolation("AC-TOUR-2", "la finale oppose " + String.join(" et ", finalists),
                    "the final is between " + String.join(" and ", finalists));
        }
        if (Standings.cup(state, standings).isPresent()) {
            throw new RuleViolation("AC-TOUR-2", "la Coupe est déjà gagnée", "the Cup has already been won");
        }
        List<Match> finals = new ArrayList<>(state.finals());
        finals.add(new Match(0, f.winner(), f.loser(), Match.Outcome.WIN));
        return state.withFinals(finals);
    }
}
