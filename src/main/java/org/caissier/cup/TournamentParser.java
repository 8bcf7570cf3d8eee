package org.caissier.cup;

import java.util.List;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Said;

/** Reads tournament lines, English or French verbs; crew names are resolved against the event's crews. */
final class TournamentParser {
    static final String VERBS = "result, correct, withdraw, end-round-robin, sail-off, final";

    TournamentCommand.NewTournament newTournament(List<String> words) {
        EventLineWords line = EventLineWords.read(words, "final", "finale", 1, "AC-TOUR-1");
        return new TournamentCommand.NewTournament(line.number(), line.crewsFile(), line.crews(), line.event());
    }

    TournamentCommand parse(List<String> words, TournamentState state) {
        String verb = Names.fold(words.get(0));
        List<String> args = words.subList(1, words.size());
        return switch (verb) {
            case "result", "resultat", "match" -> result(args, state, false);
            case "correct", "corriger", "correction" -> result(args, state, true);
            case "dead heat" ->
                new TournamentCommand.Result(
                        crew(args, 0, 2, state, syntax("deadHeat")),
                        crew(args, 1, 2, state, syntax("deadHeat")),
                        Match.Outcome.DEAD_HEAT,
                        false);
            case "withdraw", "abandon", "forfait" ->
                new TournamentCommand.Withdraw(crew(args, 0, 1, state, syntax("withdraw")));
            case "end round robin", "fin poule", "fin round robin" -> {
                if (!args.isEmpty()) {
                    throw RuleViolation.syntaxOf("cup.form", syntax("endRoundRobin"));
                }
                yield new TournamentCommand.EndRoundRobin();
            }
            case "sail off", "barrage" ->
                new TournamentCommand.SailOffMatch(
                        crew(args, 0, 2, state, syntax("sailOff")), crew(args, 1, 2, state, syntax("sailOff")));
            case "final", "finale" ->
                new TournamentCommand.FinalMatch(
                        crew(args, 0, 2, state, syntax("final")), crew(args, 1, 2, state, syntax("final")));
            default -> throw RuleViolation.syntaxOf("cup.tour.unknownVerb", words.get(0), VERBS);
        };
    }

    private static TournamentCommand.Result result(List<String> args, TournamentState state, boolean correction) {
        Said form = syntax(correction ? "correct" : "result");
        if (args.size() < 2 || args.size() > 3) {
            throw RuleViolation.syntaxOf("cup.form", form);
        }
        String winner = crew(args, 0, args.size(), state, form);
        String loser = crew(args, 1, args.size(), state, form);
        Match.Outcome outcome = Match.Outcome.WIN;
        if (args.size() == 3) {
            String dsq = CrewNames.option(args.get(2), "dsq");
            if (dsq != null) {
                String who = CrewNames.require(dsq, state.names(), "AC-TOUR-1");
                if (!who.equals(winner)) {
                    throw RuleViolation.of("C10.5(b)", "cup.result.dsqWinnerOnly", winner);
                }
                outcome = Match.Outcome.WINNER_DSQ;
            } else if (Names.same(args.get(2), "dead-heat") || Names.same(args.get(2), "ex-aequo")) {
                outcome = Match.Outcome.DEAD_HEAT;
            } else {
                throw RuleViolation.syntaxOf("cup.form", form);
            }
        }
        return new TournamentCommand.Result(winner, loser, outcome, correction);
    }

    /** A command's syntax in the reader's language, French verbs first ({@code cup.syntax.ID}). */
    private static Said syntax(String id) {
        return Said.of("cup.syntax." + id);
    }

    private static String crew(List<String> args, int i, int size, TournamentState state, Said form) {
        if (args.size() != size) {
            throw RuleViolation.syntaxOf("cup.form", form);
        }
        return CrewNames.require(args.get(i), state.names(), "AC-TOUR-1");
    }
}
