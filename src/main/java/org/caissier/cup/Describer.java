package org.caissier.cup;

import java.util.Locale;
import java.util.stream.Collectors;

/** Cup lines in plain words for the journal panel, French or English. */
final class Describer {
    private Describer() {
    }

    static String tournament(TournamentState before, TournamentCommand c, Locale locale) {
        boolean fr = "fr".equals(locale.getLanguage());
        if (c instanceof TournamentCommand.Result r) {
            int round = before.roundOf(r.winner(), r.loser());
            String what = switch (r.outcome()) {
                case WIN -> fr ? r.winner() + " bat " + r.loser() : r.winner() + " beat " + r.loser();
                case WINNER_DSQ -> fr ? r.winner() + " devant " + r.loser() + ", disqualifié après coup (C10.5(b))"
                        : r.winner() + " ahead of " + r.loser() + ", disqualified afterwards (C10.5(b))";
                case DEAD_HEAT -> fr ? r.winner() + " et " + r.loser() + " ex aequo"
                        : r.winner() + " and " + r.loser() + ", dead heat";
            };
            String prefix = r.correction() ? (fr ? "Correction : " : "Correction: ") : "";
            return prefix + what + (fr ? " (tour " : " (round ") + round + ")";
        }
        if (c instanceof TournamentCommand.Withdraw w) {
            return fr ? w.crew() + " se retire (C10.2)" : w.crew() + " withdraws (C10.2)";
        }
        if (c instanceof TournamentCommand.EndRoundRobin) {
            return fr ? "Round robin arrêté (C10.3)" : "Round robin ended (C10.3)";
        }
        if (c instanceof TournamentCommand.SailOffMatch s) {
            return fr ? "Barrage : " + s.winner() + " bat " + s.loser() : "Sail-off: " + s.winner() + " beat " + s.loser();
        }
        if (c instanceof TournamentCommand.FinalMatch f) {
            return fr ? "Finale : " + f.winner() + " bat " + f.loser() : "Final: " + f.winner() + " beat " + f.loser();
        }
        return c.text();
    }

    static String regatta(RegattaState before, RegattaCommand c, Locale locale) {
        boolean fr = "fr".equals(locale.getLanguage());
        if (c instanceof RegattaCommand.Race r) {
            int number = r.number() == 0 ? before.races().size() + 1 : r.number();
            String order = r.order().stream().map(f -> String.join(" = ", f.crews())
                    + (f.code() == null ? "" : " " + f.code().name())).collect(Collectors.joining(", "));
            String head = r.number() == 0 ? (fr ? "Course " : "Race ") : (fr ? "Course corrigée " : "Race corrected ");
            return head + number + (fr ? " : " : ": ") + order;
        }
        return c.text();
    }
}
