package org.caissier.cup;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.caissier.table.Announcement;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;
import org.caissier.table.Said;

/** The referee of a Cup tournament: one pure {@code apply} (AC-TOUR-1/2, RRS C10, C11, D-AC-2). */
public final class TournamentRules implements Rules<TournamentState, TournamentCommand> {

    @Override
    public List<String> seatNames(TournamentState state) {
        return state.names();
    }

    public static final int MIN_CREWS = 2;
    public static final int MAX_CREWS = 16;

    private final TournamentParser parser = new TournamentParser();

    /** The first state for these crews (2 to 16), the whole schedule drawn up, by the newest rules. */
    public TournamentState start(List<Crew> crews, int finalLength) {
        return start(crews, finalLength, EventInfo.NONE, TournamentModule.RULES);
    }

    /** As {@link #start(List, int)}, for a named event scored by rules {@code version}. */
    public TournamentState start(List<Crew> crews, int finalLength, EventInfo event, int version) {
        if (crews.size() < MIN_CREWS || crews.size() > MAX_CREWS) {
            throw RuleViolation.of("AC-TOUR-1", "cup.tour.size", crews.size());
        }
        return TournamentState.start(crews, finalLength, event, version);
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
                throw RuleViolation.syntaxOf("cup.tour.started");
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

    /** A result is news for the whole room: told in large type, without dice. */
    @Override
    public Optional<Announcement> announcement(
            TournamentState before, TournamentCommand command, TournamentState after) {
        return command instanceof TournamentCommand.Result
                        || command instanceof TournamentCommand.SailOffMatch
                        || command instanceof TournamentCommand.FinalMatch
                ? Optional.of(Announcement.of())
                : Optional.empty();
    }

    @Override
    public String describe(TournamentState before, TournamentCommand command, Locale locale) {
        return Describer.tournament(before, command, locale);
    }

    private static TournamentState result(TournamentState state, TournamentCommand.Result r) {
        if (r.winner().equals(r.loser())) {
            throw RuleViolation.of("AC-TOUR-1", "cup.result.itself");
        }
        List<Match> results = new ArrayList<>(state.results());
        var entered = state.result(r.winner(), r.loser());
        if (r.correction()) {
            if (entered.isEmpty()) {
                throw RuleViolation.of("AC-TOUR-1", "cup.result.nothingToCorrect", r.winner(), r.loser());
            }
        } else {
            if (entered.isPresent()) {
                throw RuleViolation.of("AC-TOUR-1", "cup.result.alreadyMet", r.winner(), r.loser());
            }
            for (String c : List.of(r.winner(), r.loser())) {
                if (state.hasWithdrawn(c)) {
                    throw RuleViolation.of("C10.2", "cup.result.withdrawn", c);
                }
            }
            if (state.ended()) {
                throw RuleViolation.of("C10.3", "cup.result.ended");
            }
        }
        if (!state.finals().isEmpty()) {
            throw RuleViolation.of("AC-TOUR-2", "cup.result.finalBegun");
        }
        Match match = new Match(state.roundOf(r.winner(), r.loser()), r.winner(), r.loser(), r.outcome());
        if (r.correction()) {
            return state.correcting(entered.get(), match);
        }
        results.add(match);
        return state.withResults(results);
    }

    private static TournamentState withdraw(TournamentState state, String crew) {
        if (state.hasWithdrawn(crew)) {
            throw RuleViolation.of("C10.2", "cup.withdraw.already", crew);
        }
        if (!state.finals().isEmpty()) {
            throw RuleViolation.of("AC-TOUR-2", "cup.withdraw.finalBegun");
        }
        List<String> w = new ArrayList<>(state.withdrawn());
        w.add(crew);
        return state.withWithdrawn(w);
    }

    private static TournamentState end(TournamentState state) {
        if (state.roundRobinComplete()) {
            throw RuleViolation.of("C10.3", "cup.end.already");
        }
        return state.ending();
    }

    private static TournamentState sailOff(TournamentState state, TournamentCommand.SailOffMatch s) {
        for (String c : List.of(s.winner(), s.loser())) {
            if (state.hasWithdrawn(c)) {
                throw RuleViolation.of("C10.5(a)", "cup.sailOff.withdrawn", c);
            }
        }
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
        Object due = standings.sailOffsDue().isEmpty()
                ? Said.of("cup.sailOff.noneAsked")
                : String.valueOf(standings.sailOffsDue().stream()
                        .map(c -> String.join("-", c.crews()))
                        .toList());
        throw RuleViolation.of("D-AC-2", "cup.sailOff.notAsked", s.winner(), s.loser(), due);
    }

    private static TournamentState finalMatch(TournamentState state, TournamentCommand.FinalMatch f) {
        Standings standings = Standings.of(state);
        if (state.finalLength() == 0) {
            throw RuleViolation.of("AC-TOUR-2", "cup.final.none");
        }
        if (!standings.roundRobinComplete()) {
            throw RuleViolation.of(
                    "AC-TOUR-2", "cup.final.tooEarly", state.unsailed().size());
        }
        if (standings.isVoid()) {
            throw RuleViolation.of("C10.3", "cup.final.void");
        }
        if (!standings.sailOffsDue().isEmpty()) {
            throw RuleViolation.of("AC-TOUR-2", "cup.final.sailOffFirst");
        }
        List<String> finalists = standings.finalists();
        if (!finalists.contains(f.winner())
                || !finalists.contains(f.loser())
                || f.winner().equals(f.loser())) {
            throw RuleViolation.of(
                    "AC-TOUR-2",
                    "cup.final.between",
                    Said.of(
                            "table.and",
                            String.join(", ", finalists.subList(0, finalists.size() - 1)),
                            finalists.get(finalists.size() - 1)));
        }
        if (Standings.cup(state, standings).isPresent()) {
            throw RuleViolation.of("AC-TOUR-2", "cup.final.won");
        }
        List<Match> finals = new ArrayList<>(state.finals());
        finals.add(new Match(0, f.winner(), f.loser(), Match.Outcome.WIN));
        return state.withFinals(finals);
    }
}
