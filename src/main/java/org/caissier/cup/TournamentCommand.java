package org.caissier.cup;

import java.util.ArrayList;
import java.util.List;
import org.caissier.table.Command;
import org.caissier.table.Words;

/** The lines of a Cup tournament (see the command-language contract). */
public sealed interface TournamentCommand extends Command {

    /**
     * One method per command: a new command does not compile until every dispatch over the commands (the rules'
     * {@code apply}, the describer) handles it.
     */
    interface Visitor<R> {
        R newTournament(NewTournament command);

        R result(Result command);

        R withdraw(Withdraw command);

        R endRoundRobin(EndRoundRobin command);

        R sailOff(SailOffMatch command);

        R finalMatch(FinalMatch command);
    }

    /** Hands this command to the visitor's method for its kind. */
    <R> R accept(Visitor<R> visitor);

    /**
     * {@code game cup-tournament [final=N] [crews=FILE] [event="NAME"] [date=YYYY-MM-DD] CREW...}: the crews typed
     * on the line, in order.
     */
    record NewTournament(int finalLength, String crewsFile, List<String> typed, EventInfo event)
            implements TournamentCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.newTournament(this);
        }

        public NewTournament {
            typed = List.copyOf(typed);
            event = event == null ? EventInfo.NONE : event;
        }

        @Override
        public String text() {
            List<String> w = new ArrayList<>(List.of("game", "cup-tournament"));
            if (finalLength != 1) {
                w.add("final=" + finalLength);
            }
            if (crewsFile != null) {
                w.add("crews=" + crewsFile);
            }
            return EventInfo.line(w, event.words(), typed);
        }
    }

    /** A round-robin match, or its correction ({@code correct}), with how it scored. */
    record Result(String winner, String loser, Match.Outcome outcome, boolean correction) implements TournamentCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.result(this);
        }

        @Override
        public String text() {
            String verb = correction ? "correct" : "result";
            String tail = switch (outcome) {
                case WIN -> "";
                case WINNER_DSQ -> " dsq=" + Words.quote(winner);
                case DEAD_HEAT -> " dead-heat";
            };
            return verb + " " + Words.quote(winner) + " " + Words.quote(loser) + tail;
        }
    }

    record Withdraw(String crew) implements TournamentCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.withdraw(this);
        }

        @Override
        public String text() {
            return "withdraw " + Words.quote(crew);
        }
    }

    record EndRoundRobin() implements TournamentCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.endRoundRobin(this);
        }

        @Override
        public String text() {
            return "end-round-robin";
        }
    }

    record SailOffMatch(String winner, String loser) implements TournamentCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.sailOff(this);
        }

        @Override
        public String text() {
            return "sail-off " + Words.quote(winner) + " " + Words.quote(loser);
        }
    }

    record FinalMatch(String winner, String loser) implements TournamentCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.finalMatch(this);
        }

        @Override
        public String text() {
            return "final " + Words.quote(winner) + " " + Words.quote(loser);
        }
    }
}
