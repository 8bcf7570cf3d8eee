package org.caissier.cup;

import java.util.ArrayList;
import java.util.List;

/**
 * The words of a Cup event's {@code game} line, a tournament's or a regatta's: its one number option
 * ({@code final=N}, {@code discards=N}), its crews file ({@code crews=FILE.csv}), its name and date, and the crews.
 */
record EventLineWords(int number, String crewsFile, List<String> crews, EventInfo event) {

    /**
     * @param option       the number option's name, with its French one ({@code final}, {@code finale})
     * @param byDefault    the number when the line does not say
     * @param crewsRuleId  the rule that refuses a crew named twice
     */
    static EventLineWords read(
            List<String> words, String option, String frenchOption, int byDefault, String crewsRuleId) {
        int number = byDefault;
        String file = null;
        List<String> crews = new ArrayList<>();
        EventInfo event = EventInfo.NONE;
        for (String w : words) {
            String n = CrewNames.option(w, option, frenchOption);
            String csv = CrewNames.option(w, "crews", "equipages");
            EventInfo read = event.read(w);
            if (read != null) {
                event = read;
            } else if (n != null) {
                number = CrewNames.number(n, option + "=N");
            } else if (csv != null) {
                file = csv;
            } else {
                crews.add(w);
            }
        }
        return new EventLineWords(number, file, CrewNames.distinct(crews, crewsRuleId), event);
    }
}
