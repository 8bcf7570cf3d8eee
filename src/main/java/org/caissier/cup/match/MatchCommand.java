package org.caissier.cup.match;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.caissier.table.Command;
import org.caissier.table.Words;

/** The lines of a match at the board (their forms: Help → Command language, resources/help/cup-match_en.txt). */
public sealed interface MatchCommand extends Command {

    /**
     * One method per command: a new command does not compile until every dispatch over the commands (the rules'
     * {@code apply}, the describer) handles it.
     */
    interface Visitor<R> {
        R newMatch(NewMatch command);

        R posts(Posts command);

        R startCard(StartCard command);

        R startsFirst(StartsFirst command);

        R penalty(Penalty command);

        R dsq(Dsq command);

        R retire(Retire command);

        R card(Card command);

        R discard(Discard command);

        R miss(Miss command);

        R tack(TackChange command);

        R headToWind(HeadToWind command);

        R pivot(Pivot command);

        R cover(Cover command);

        R round(Round command);

        R finish(Finish command);

        R endRace(EndRace command);
    }

    /** Hands this command to the visitor's method for its kind. */
    <R> R accept(Visitor<R> visitor);

    /**
     * {@code game cup-match [legs=N] [advanced] [event=FILE [event-id=ID]] CREW CREW [CREW ...]}: the event's
     * journal and, for an event that has one, its id.
     */
    record NewMatch(int legPairs, boolean advanced, String event, String eventId, List<String> crews)
            implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.newMatch(this);
        }

        public NewMatch {
            crews = List.copyOf(crews);
        }

        @Override
        public String text() {
            List<String> w = new ArrayList<>(List.of("game", "cup-match"));
            if (legPairs != MatchRules.DEFAULT_LEGS) {
                w.add("legs=" + legPairs);
            }
            if (advanced) {
                w.add("advanced");
            }
            if (event != null) {
                w.add("event=" + event);
            }
            if (eventId != null) {
                w.add("event-id=" + eventId);
            }
            w.addAll(crews);
            return Words.join(w);
        }
    }

    /** The command's verb and crew, the start of most lines. */
    private static String line(String verb, String crew, Object... rest) {
        StringBuilder s = new StringBuilder(verb).append(' ').append(Words.quote(crew));
        for (Object o : rest) {
            s.append(' ').append(o);
        }
        return s.toString();
    }

    record Posts(String crew, List<Integer> posts) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.posts(this);
        }

        public Posts {
            posts = List.copyOf(posts);
        }

        @Override
        public String text() {
            return line("posts", crew, posts.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        }
    }

    record StartCard(String crew, int value) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.startCard(this);
        }

        @Override
        public String text() {
            return line("start-card", crew, value);
        }
    }

    record StartsFirst(String crew) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.startsFirst(this);
        }

        @Override
        public String text() {
            return line("starts-first", crew);
        }
    }

    /** Over the line on the 5th manoeuvre: miss one turn (AC-START-3). */
    record Penalty(String crew) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.penalty(this);
        }

        @Override
        public String text() {
            return line("penalty", crew);
        }
    }

    record Dsq(String crew) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.dsq(this);
        }

        @Override
        public String text() {
            return line("dsq", crew);
        }
    }

    record Retire(String crew) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.retire(this);
        }

        @Override
        public String text() {
            return line("retire", crew);
        }
    }

    /** A card played: its value, its colour upwind (null downwind), its crew posts with the advanced rules. */
    record Card(String crew, int value, Tack colour, List<Integer> posts) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.card(this);
        }

        public Card {
            posts = List.copyOf(posts);
        }

        @Override
        public String text() {
            StringBuilder s = new StringBuilder(line("card", crew, value));
            if (colour != null) {
                s.append(' ').append(colour.colour());
            }
            posts.forEach(p -> s.append(' ').append(p));
            return s.toString();
        }
    }

    record Discard(String crew) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.discard(this);
        }

        @Override
        public String text() {
            return line("discard", crew);
        }
    }

    record Miss(String crew) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.miss(this);
        }

        @Override
        public String text() {
            return line("miss", crew);
        }
    }

    record TackChange(String crew) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.tack(this);
        }

        @Override
        public String text() {
            return line("tack", crew);
        }
    }

    record HeadToWind(String crew) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.headToWind(this);
        }

        @Override
        public String text() {
            return line("head-to-wind", crew);
        }
    }

    record Pivot(String crew, int points) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.pivot(this);
        }

        @Override
        public String text() {
            return line("pivot", crew, points);
        }
    }

    /** Covered at the start of its turn: leeward (AC-COVER-1) or in the wind shadow (AC-COVER-2). */
    record Cover(String crew, boolean shadow) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.cover(this);
        }

        @Override
        public String text() {
            return line("cover", crew, shadow ? "shadow" : "leeward");
        }
    }

    record Round(String crew) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.round(this);
        }

        @Override
        public String text() {
            return line("round", crew);
        }
    }

    record Finish(String crew) implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.finish(this);
        }

        @Override
        public String text() {
            return line("finish", crew);
        }
    }

    record EndRace() implements MatchCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.endRace(this);
        }

        @Override
        public String text() {
            return "end-race";
        }
    }
}
