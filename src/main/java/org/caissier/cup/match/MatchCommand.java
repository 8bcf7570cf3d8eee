package org.caissier.cup.match;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.caissier.table.Command;
import org.caissier.table.Words;

/** The lines of a match at the board (see {@code MatchHelp} for the forms). */
public sealed interface MatchCommand extends Command {

    /** {@code game cup-match [legs=N] [advanced] [event=FILE] CREW CREW [CREW ...]}. */
    record NewMatch(int legPairs, boolean advanced, String event, List<String> crews) implements MatchCommand {
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
        public String text() {
            return line("start-card", crew, value);
        }
    }

    record StartsFirst(String crew) implements MatchCommand {
        @Override
        public String text() {
            return line("starts-first", crew);
        }
    }

    /** Over the line on the 5th manoeuvre: miss one turn (AC-START-3). */
    record Penalty(String crew) implements MatchCommand {
        @Override
        public String text() {
            return line("penalty", crew);
        }
    }

    record Dsq(String crew) implements MatchCommand {
        @Override
        public String text() {
            return line("dsq", crew);
        }
    }

    record Retire(String crew) implements MatchCommand {
        @Override
        public String text() {
            return line("retire", crew);
        }
    }

    /** A card played: its value, its colour upwind (null downwind), its crew posts with the advanced rules. */
    record Card(String crew, int value, Tack colour, List<Integer> posts) implements MatchCommand {
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
        public String text() {
            return line("discard", crew);
        }
    }

    record Miss(String crew) implements MatchCommand {
        @Override
        public String text() {
            return line("miss", crew);
        }
    }

    record TackChange(String crew) implements MatchCommand {
        @Override
        public String text() {
            return line("tack", crew);
        }
    }

    record HeadToWind(String crew) implements MatchCommand {
        @Override
        public String text() {
            return line("head-to-wind", crew);
        }
    }

    record Pivot(String crew, int points) implements MatchCommand {
        @Override
        public String text() {
            return line("pivot", crew, points);
        }
    }

    /** Covered at the start of its turn: leeward (AC-COVER-1) or in the wind shadow (AC-COVER-2). */
    record Cover(String crew, boolean shadow) implements MatchCommand {
        @Override
        public String text() {
            return line("cover", crew, shadow ? "shadow" : "leeward");
        }
    }

    record Round(String crew) implements MatchCommand {
        @Override
        public String text() {
            return line("round", crew);
        }
    }

    record Finish(String crew) implements MatchCommand {
        @Override
        public String text() {
            return line("finish", crew);
        }
    }

    record EndRace() implements MatchCommand {
        @Override
        public String text() {
            return "end-race";
        }
    }
}
