package org.caissier.cup;

import java.util.ArrayList;
import java.util.List;
import org.caissier.table.Command;

/** The lines of a Cup regatta (see the command-language contract). */
public sealed interface RegattaCommand extends Command {

    /**
     * One method per command: a new command does not compile until every dispatch over the commands (the rules'
     * {@code apply}, the describer) handles it.
     */
    interface Visitor<R> {
        R newRegatta(NewRegatta command);

        R race(Race command);
    }

    /** Hands this command to the visitor's method for its kind. */
    <R> R accept(Visitor<R> visitor);

    /** {@code game cup-regatta [discards=N] [crews=FILE] [event="NAME"] [date=YYYY-MM-DD] CREW...}. */
    record NewRegatta(int discards, String crewsFile, List<String> typed, EventInfo event) implements RegattaCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.newRegatta(this);
        }

        public NewRegatta {
            typed = List.copyOf(typed);
            event = event == null ? EventInfo.NONE : event;
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
            return EventInfo.line(w, event.words(), typed);
        }
    }

    /** A race's finishing order; with {@code number} > 0 it replaces race {@code number} ({@code correct-race}). */
    record Race(int number, List<Finish> order) implements RegattaCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.race(this);
        }

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
