package org.caissier.cup;

import java.util.ArrayList;
import java.util.List;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;

/** Reads regatta lines: {@code race FINISH...} and {@code correct-race N FINISH...} (French verbs too). */
final class RegattaParser {

    RegattaCommand.NewRegatta newRegatta(List<String> words) {
        EventLineWords line = EventLineWords.read(words, "discards", "retraits", 0, "AC-REG-1");
        return new RegattaCommand.NewRegatta(line.number(), line.crewsFile(), line.crews(), line.event());
    }

    RegattaCommand parse(List<String> words, RegattaState state) {
        String verb = Names.fold(words.get(0));
        List<String> args = words.subList(1, words.size());
        switch (verb) {
            case "race", "course", "manche":
                return new RegattaCommand.Race(0, order(args, state));
            case "correct race", "corriger course", "corriger manche":
                if (args.isEmpty()) {
                    throw RuleViolation.syntaxOf("cup.correctRace.form");
                }
                int n = CrewNames.number(args.get(0), "correct-race N");
                if (n < 1 || n > state.races().size()) {
                    throw RuleViolation.of(
                            "A4", "cup.race.noneOf", n, state.races().size());
                }
                return new RegattaCommand.Race(n, order(args.subList(1, args.size()), state));
            default:
                throw RuleViolation.syntaxOf("cup.regatta.unknownVerb", words.get(0));
        }
    }

    /** A finishing order in which every crew of the regatta appears exactly once. */
    private static List<Finish> order(List<String> args, RegattaState state) {
        List<Finish> order = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (String word : args) {
            int eq = word.indexOf('=');
            Finish.Code code = null;
            String names = word;
            if (eq >= 0) {
                code = Finish.Code.read(word.substring(eq + 1));
                if (code == null) {
                    throw RuleViolation.of("A5.2", "cup.race.unknownCode", word.substring(eq + 1));
                }
                names = word.substring(0, eq);
            }
            List<String> crews = new ArrayList<>();
            for (String typed : names.split("\\+", -1)) {
                String crew = CrewNames.require(typed, state.names(), "AC-REG-1");
                if (seen.contains(crew)) {
                    throw RuleViolation.of("A4", "cup.race.twice", crew);
                }
                seen.add(crew);
                crews.add(crew);
            }
            order.add(new Finish(crews, code));
        }
        List<String> missing =
                state.names().stream().filter(c -> !seen.contains(c)).toList();
        if (!missing.isEmpty()) {
            throw RuleViolation.of("A4", "cup.race.missing", String.join(", ", missing));
        }
        return order;
    }
}
