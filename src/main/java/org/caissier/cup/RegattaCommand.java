package org.caissier.cup;

import java.util.ArrayList;
import java.util.List;
import org.caissier.table.Command;
import org.caissier.table.Words;

/** The lines of a Cup regatta (see the command-language contract). */
public sealed interface RegattaCommand extends Command {

    /** {@code game cup-regatta [discards=N] [crews=FILE] CREW...}. */
    record NewRegatta(int discards, String crewsFile, List<String> typed) implements RegattaCommand {
        public NewRegatta {
            typed = List.copyOf(typed);
        }

        @Override
        public String text() {
            List<String> w = new ArrayList<>(List.of("game", "cup-regatta"));
            if (discards != 0) {
                w.add("discards=" + discards);
            }
            if (crewsFile != null) {
                w.add("crews=" + crewsFile);
            }
            w.addAll(typed);
            return Words.join(w);
        }
    }

    /** A race's finishing order; with {@code number} > 0 it replaces race {@code number} ({@code correct-race}). */
    record Race(int number, List<Finish> order) implements RegattaCommand {
        public Race {
            order = List.copyOf(order);
        }

        @Override
        public String text() {
            StringBuilder line = new StringBuilder(number > 0 ? "correct-race " + number : "race");
            order.forEach(f -> line.append(' ').append(f.text()));
            return line.toString();
        }
    }
}
