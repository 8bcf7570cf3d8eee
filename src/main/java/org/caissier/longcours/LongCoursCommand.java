package org.caissier.longcours;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.caissier.table.Command;
import org.caissier.table.DiceOrigin;
import org.caissier.table.Words;

/**
 * Every Long Cours command, in the forms of the command language. {@link #text()} is the canonical line; die
 * faces carry their origin ({@code dice=virtual|typed|box}) when it is known.
 */
public sealed interface LongCoursCommand extends Command {

    /** The player who gives the command (the attacker in a brawl, the asker in an auction). */
    String player();

    /**
     * One method per command: a new command does not compile until every dispatch over the commands (the rules'
     * {@code apply}, the describer) handles it.
     */
    interface Visitor<R> {
        R place(Place command);

        R buy(Buy command);

        R move(Move command);

        R direct(Direct command);

        R resell(Resell command);

        R storm(Storm command);

        R brawl(Brawl command);

        R auction(Auction command);

        R reenter(Reenter command);

        R corsairEnter(CorsairEnter command);

        R corsairMove(CorsairMove command);

        R end(End command);
    }

    /** Hands this command to the visitor's method for its kind. */
    <R> R accept(Visitor<R> visitor);

    private static String line(String... words) {
        return Words.join(Arrays.asList(words));
    }

    /**
     * The line of a roll: the verb and the player, the face and its origin when it is known, then the other words.
     * Joined as words rather than concatenated: the first string concatenation of a program run costs milliseconds of
     * set-up, and a saved game replays its rolls before anything else has paid it.
     */
    private static String rolled(String verb, String player, int face, DiceOrigin origin, String... after) {
        List<String> words = new ArrayList<>(4 + after.length);
        words.add(verb);
        words.add(player);
        words.add(String.valueOf(face));
        if (origin != null) {
            words.add(origin.token());
        }
        words.addAll(Arrays.asList(after));
        return Words.join(words);
    }

    /** Round 1: the ship is placed on a port (LC-SET-6). */
    record Place(String player, String port) implements LongCoursCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.place(this);
        }

        public String text() {
            return line("place", player, port);
        }
    }

    /** Buys {@code amount} M of the good sold where the ship is (LC-BUY-1). */
    record Buy(String player, int amount) implements LongCoursCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.buy(this);
        }

        public String text() {
            return line("buy", player, String.valueOf(amount));
        }
    }

    /** Ordinary move along one dotted line (LC-MOVE-1). */
    record Move(String player, String stop) implements LongCoursCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.move(this);
        }

        public String text() {
            return line("move", player, stop);
        }
    }

    /** Plays a Direct move card to any port (LC-MOVE-2). */
    record Direct(String player, String port) implements LongCoursCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.direct(this);
        }

        public String text() {
            return line("direct", player, port);
        }
    }

    /** The resale roll showed {@code face} (LC-SELL-1). */
    record Resell(String player, int face, DiceOrigin origin) implements LongCoursCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.resell(this);
        }

        public String text() {
            return rolled("resell", player, face, origin);
        }
    }

    /** Plays a Storm card on a zone (LC-STORM-1). */
    record Storm(String player, int zone) implements LongCoursCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.storm(this);
        }

        public String text() {
            return line("storm", player, String.valueOf(zone));
        }
    }

    /** A whole brawl: ranks played in turn, attacker first; whoever played last wins (LC-BRAWL-1..3). */
    record Brawl(String player, String target, List<Integer> ranks) implements LongCoursCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.brawl(this);
        }

        public Brawl {
            ranks = List.copyOf(ranks);
        }

        public String text() {
            List<String> w = new ArrayList<>(List.of("brawl", player, target));
            ranks.forEach(r -> w.add(String.valueOf(r)));
            return Words.join(w);
        }

        /** The attacker played the first card, so an odd count means he played the last. */
        public String winner() {
            return ranks.size() % 2 == 1 ? player : target;
        }

        public String loser() {
            return ranks.size() % 2 == 1 ? target : player;
        }
    }

    /** One bid of an auction. */
    record Bid(String bidder, int amount) {}

    /** The Corsair auction the player asked for, with the bids made (LC-CORS-1). */
    record Auction(String player, List<Bid> bids) implements LongCoursCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.auction(this);
        }

        public Auction {
            bids = List.copyOf(bids);
        }

        public String text() {
            List<String> w = new ArrayList<>(List.of("auction", player));
            bids.forEach(b -> {
                w.add(b.bidder());
                w.add(String.valueOf(b.amount()));
            });
            return Words.join(w);
        }

        /** The highest bid, the first one among equals. */
        public Optional<Bid> best() {
            Bid best = null;
            for (Bid b : bids) {
                if (best == null || b.amount() > best.amount()) {
                    best = b;
                }
            }
            return Optional.ofNullable(best);
        }
    }

    /** A wrecked ship comes back on a port of zone 11·face (LC-STORM-5). */
    record Reenter(String player, int face, DiceOrigin origin, String port) implements LongCoursCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.reenter(this);
        }

        public String text() {
            return rolled("reenter", player, face, origin, port);
        }
    }

    /** The owner brings the Corsair onto the wreck site of zone 11·face (LC-CORS-2). */
    record CorsairEnter(String player, int face, DiceOrigin origin) implements LongCoursCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.corsairEnter(this);
        }

        public String text() {
            return rolled("corsair-enter", player, face, origin);
        }
    }

    /** The owner moves the Corsair along one to three dotted lines (LC-CORS-3). */
    record CorsairMove(String player, List<String> path) implements LongCoursCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.corsairMove(this);
        }

        public CorsairMove {
            path = List.copyOf(path);
        }

        public String text() {
            List<String> w = new ArrayList<>(List.of("corsair", player));
            w.addAll(path);
            return Words.join(w);
        }
    }

    /** The player ends his turn. */
    record End(String player) implements LongCoursCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.end(this);
        }

        public String text() {
            return line("end", player);
        }
    }
}
