package org.caissier.cup;

import java.util.Locale;
import java.util.stream.Collectors;

/** Cup lines in plain words for the journal panel, French or English. */
final class Describer {
    private Describer() {
    }

    static String tournament(TournamentState before, TournamentCommand c, Locale locale) {
        boolean fr = "fr".equals(locale.getLanguage());
        return c.accept(new TournamentCommand.Visitor<>() {
            @Override
            public String newTournament(TournamentCommand.NewTournament n) {
                return n.text();
            }

            @Override
            public String result(TournamentCommand.Result r) {
                int round = before.roundOf(r.winner(), r.loser());
                String what = switch (r.outcome()) {
                    case WIN -> fr ? r.winner() + " bat " + r.loser() : r.winner() + " beat " + r.loser();
                    case WINNER_DSQ -> fr ? r.winner() + " devant " + r.loser()
                            + ", disqualifié après coup (C10.5(b))"
                            : r.winner() + " ahead of " + r.loser() + ", disqualified afterwards (C10.5(b))";
                    case DEAD_HEAT -> fr ? r.winner() + " et " + r.loser() + " ex aequo"
                            : r.winner() + " and " + r.loser() + ", dead heat";
                };
                String prefix = r.correction() ? (fr ? "Correction : " : "Correction: ") : "";
                return prefix + what + (fr ? " (tour " : " (round ") + round + ")";
            }

            @Override
            public String withdraw(TournamentCommand.Withdraw w) {
                return fr ? w.crew() + " se retire (C10.2)" : w.crew() + " withdraws (C10.2)";
            }

            @Override
            public String endRoundRobin(TournamentCommand.EndRoundRobin e) {
                return fr ? "Round robin arrêté (C10.3)" : "Round robin ended (C10.3)";
            }

            @Override
            public String sailOff(TournamentCommand.SailOffMatch s) {
                return fr ? "Barrage : " + s.winner() + " bat " + s.loser()
                        : "Sail-off: " + s.winner() + " beat " + s.loser();
            }

            @Override
            public String finalMatch(TournamentCommand.FinalMatch f) {
                return fr ? "Finale : " + f.winner() + " bat " + f.loser()
                        : "Final: " + f.winner() + " beat " + f.loser();
            }
        });
    }

    static String regatta(RegattaState before, RegattaCommand c, Locale locale) {
        boolean fr = "fr".equals(locale.getLanguage());
        return c.accept(new RegattaCommand.Visitor<>() {
            @Override
            public String newRegatta(RegattaCommand.NewRegatta n) {
                return n.text();
            }

            @Override
            public String race(RegattaCommand.Race r) {
                int number = r.number() == 0 ? before.races().size() + 1 : r.number();
                String order = r.order().stream().map(f -> String.join(" = ", f.crews())
                        + (f.code() == null ? "" : " " + f.code().name())).collect(Collectors.joining(", "));
                String head = r.number() == 0 ? (fr ? "Course " : "Race ")
                        : (fr ? "Course corrigée " : "Race corrected ");
                return head + number + (fr ? " : " : ": ") + order;
            }
        });
    }
}
