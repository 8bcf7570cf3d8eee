package org.caissier.cup.match.ui;

import java.util.List;
import org.caissier.table.RuleViolation;
import org.caissier.table.Words;
import org.caissier.ui.kit.Messages;

/** The line a finish wrote into its event, said as a sentence: "Zoé beat Marc (round robin)", not its command. */
final class ScoredWords {
    private ScoredWords() {}

    static String of(String line, Messages m) {
        List<String> w;
        try {
            w = Words.split(line);
        } catch (RuleViolation e) {
            return line;
        }
        if (w.size() == 3 && List.of("result", "sail-off", "final").contains(w.get(0))) {
            return m.get("match.scored." + w.get(0), w.get(1), w.get(2));
        }
        if (w.size() > 1 && w.get(0).equals("race")) {
            return m.get("match.scored.race", String.join(", ", w.subList(1, w.size())));
        }
        return line;
    }
}
