package org.caissier.cup.ui;

import java.util.Optional;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentState;
import org.caissier.ui.kit.Messages;

/** The one line that says where a tournament stands: matches to sail, the final, or the Cup's winner. */
final class Headline {
    private Headline() {}

    static String of(TournamentState s, Standings st, Messages m) {
        Optional<String> cup = Standings.cup(s, st);
        if (cup.isPresent()) {
            return m.get("cup.header.cup", cup.get());
        }
        if (st.isVoid()) {
            return m.get("cup.header.void");
        }
        if (!st.roundRobinComplete()) {
            return m.get("cup.header.open", s.unsailed().size());
        }
        if (st.finalists().size() == 2) {
            String a = st.finalists().get(0);
            String b = st.finalists().get(1);
            if (s.finals().isEmpty()) {
                return m.get("cup.header.finalDue", a, b);
            }
            return m.get("cup.header.final", a, wins(s, a), wins(s, b), b, s.finalLength());
        }
        return m.get("cup.header.noFinal");
    }

    private static long wins(TournamentState s, String crew) {
        return s.finals().stream().filter(x -> x.wonBy(crew)).count();
    }
}
