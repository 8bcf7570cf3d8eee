package org.caissier.cup;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.caissier.table.RuleTexts;

/** Cup lines in plain words for the journal panel, French or English (resources/i18n/rules/cup*.properties). */
final class Describer {
    private Describer() {}

    static String tournament(TournamentState before, TournamentCommand c, Locale locale) {
        return c.accept(new TournamentCommand.Visitor<>() {
            @Override
            public String newTournament(TournamentCommand.NewTournament n) {
                return say(locale, "cup.says.newTournament", crews(n.typed(), n.crewsFile()));
            }

            @Override
            public String result(TournamentCommand.Result r) {
                int round = before.roundOf(r.winner(), r.loser());
                String what = switch (r.outcome()) {
                    case WIN -> say(locale, "cup.says.win", r.winner(), r.loser());
                    case WINNER_DSQ -> say(locale, "cup.says.dsq", r.winner(), r.loser());
                    case DEAD_HEAT -> say(locale, "cup.says.deadHeat", r.winner(), r.loser());
                };
                String line = say(locale, "cup.says.round", what, round);
                return r.correction() ? say(locale, "cup.says.correction", line) : line;
            }

            @Override
            public String withdraw(TournamentCommand.Withdraw w) {
                return say(locale, "cup.says.withdraw", w.crew());
            }

            @Override
            public String endRoundRobin(TournamentCommand.EndRoundRobin e) {
                return say(locale, "cup.says.endRoundRobin");
            }

            @Override
            public String sailOff(TournamentCommand.SailOffMatch s) {
                return say(locale, "cup.says.sailOff", s.winner(), s.loser());
            }

            @Override
            public String finalMatch(TournamentCommand.FinalMatch f) {
                return say(locale, "cup.says.final", f.winner(), f.loser());
            }
        });
    }

    /** The crews typed on the game line, or the file they come from. */
    private static String crews(List<String> typed, String crewsFile) {
        return typed.isEmpty() && crewsFile != null ? crewsFile : String.join(", ", typed);
    }

    static String regatta(RegattaState before, RegattaCommand c, Locale locale) {
        return c.accept(new RegattaCommand.Visitor<>() {
            @Override
            public String newRegatta(RegattaCommand.NewRegatta n) {
                return say(locale, "cup.says.newRegatta", crews(n.typed(), n.crewsFile()));
            }

            @Override
            public String race(RegattaCommand.Race r) {
                int number = r.number() == 0 ? before.races().size() + 1 : r.number();
                String order = r.order().stream()
                        .map(f -> String.join(" = ", f.crews())
                                + (f.code() == null ? "" : " " + f.code().name()))
                        .collect(Collectors.joining(", "));
                return r.number() == 0
                        ? say(locale, "cup.says.race", number, order)
                        : say(locale, "cup.says.raceCorrected", number, order);
            }
        });
    }

    private static String say(Locale locale, String key, Object... args) {
        return RuleTexts.format(key, List.of(args), locale);
    }
}
