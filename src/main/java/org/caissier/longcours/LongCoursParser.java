package org.caissier.longcours;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.caissier.longcours.LongCoursCommand.Bid;
import org.caissier.table.DiceOrigin;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Said;
import org.caissier.table.Words;

/**
 * Reads the Long Cours command lines of the command language (French verbs accepted too: placer, acheter,
 * aller, revendre, tempete, bagarre, encheres, retour, corsaire-entre, corsaire, fin). Names of players and
 * points of call are matched with {@link Names}; a {@code dice=...} word after a die face records its origin.
 */
final class LongCoursParser {

    enum Verb {
        PLACE("place", "placer"),
        BUY("buy", "acheter", "achete", "achat"),
        MOVE("move", "aller", "deplacer"),
        DIRECT("direct", "deplacement-direct"),
        RESELL("resell", "revendre", "revente"),
        STORM("storm", "tempete"),
        BRAWL("brawl", "bagarre"),
        AUCTION("auction", "encheres", "enchere"),
        REENTER("reenter", "retour", "rentrer"),
        CORSAIR_ENTER("corsair-enter", "corsaire-entre", "entree-corsaire"),
        CORSAIR("corsair", "corsaire"),
        END("end", "fin");

        private final List<String> words;

        /** Each verb's words as {@link Names#fold} leaves them, folded once rather than at every line read. */
        private static final Map<String, Verb> BY_FOLDED_WORD = new HashMap<>();

        static {
            for (Verb v : values()) {
                for (String w : v.words) {
                    BY_FOLDED_WORD.putIfAbsent(Names.fold(w), v);
                }
            }
        }

        Verb(String... words) {
            this.words = List.of(words);
        }

        /** The verb a word names, or null. */
        static Verb of(String word) {
            return BY_FOLDED_WORD.get(Names.fold(word));
        }
    }

    LongCoursCommand parse(List<String> line, LongCoursState state) {
        if (line.isEmpty()) {
            throw RuleViolation.syntaxOf("longcours.syntax.c");
        }
        Verb verb = Verb.of(line.get(0));
        if (verb == null) {
            throw RuleViolation.syntaxOf("longcours.syntax.d", line.get(0));
        }
        DiceOrigin origin = null;
        List<String> args = new ArrayList<>(line.size());
        for (int i = 1; i < line.size(); i++) {
            String w = line.get(i);
            Optional<DiceOrigin> o = DiceOrigin.fromToken(w);
            if (o.isPresent()) {
                origin = o.get();
            } else {
                args.add(w);
            }
        }
        boolean rolls = verb == Verb.RESELL || verb == Verb.REENTER || verb == Verb.CORSAIR_ENTER;
        if (origin != null && !rolls) {
            throw RuleViolation.syntaxOf("longcours.syntax.e");
        }
        if (args.isEmpty()) {
            throw missing(Said.of("table.word.player"));
        }
        Reader r = new Reader(args, state);
        String player = r.player();
        LongCoursCommand command = switch (verb) {
            case PLACE -> new LongCoursCommand.Place(player, r.stop());
            case BUY -> new LongCoursCommand.Buy(player, r.number(Said.of("longcours.word.amount")));
            case MOVE -> new LongCoursCommand.Move(player, r.stop());
            case DIRECT -> new LongCoursCommand.Direct(player, r.stop());
            case RESELL -> new LongCoursCommand.Resell(player, r.number(Said.of("longcours.word.dieFace")), origin);
            case STORM -> new LongCoursCommand.Storm(player, r.number(Said.of("longcours.word.zone")));
            case BRAWL -> brawl(player, r);
            case AUCTION -> auction(player, r);
            case REENTER -> {
                int face = r.number(Said.of("longcours.word.dieFace"));
                yield new LongCoursCommand.Reenter(player, face, origin, r.stop());
            }
            case CORSAIR_ENTER ->
                new LongCoursCommand.CorsairEnter(player, r.number(Said.of("longcours.word.dieFace")), origin);
            case CORSAIR -> {
                List<String> path = new ArrayList<>();
                do {
                    path.add(r.stop());
                } while (r.more());
                yield new LongCoursCommand.CorsairMove(player, path);
            }
            case END -> new LongCoursCommand.End(player);
        };
        r.done();
        return command;
    }

    private static LongCoursCommand brawl(String player, Reader r) {
        String target = r.player();
        List<Integer> ranks = new ArrayList<>();
        do {
            ranks.add(r.number(Said.of("longcours.word.brawlRank")));
        } while (r.more());
        return new LongCoursCommand.Brawl(player, target, ranks);
    }

    private static LongCoursCommand auction(String player, Reader r) {
        List<Bid> bids = new ArrayList<>();
        while (r.more()) {
            String bidder = r.player();
            bids.add(new Bid(bidder, r.number(Said.of("longcours.word.bid"))));
        }
        return new LongCoursCommand.Auction(player, bids);
    }

    private static RuleViolation missing(Said what) {
        return RuleViolation.syntaxOf("longcours.syntax.f", what);
    }

    /** Takes the words of a line one by one. */
    private static final class Reader {
        private final List<String> words;
        private final LongCoursState state;
        private int next;

        Reader(List<String> words, LongCoursState state) {
            this.words = words;
            this.state = state;
        }

        boolean more() {
            return next < words.size();
        }

        private String word(Said what) {
            if (!more()) {
                throw missing(what);
            }
            return words.get(next++);
        }

        String player() {
            return Names.require(word(Said.of("table.word.player")), state.names(), Said.of("table.word.player"));
        }

        String stop() {
            return Names.require(
                    word(Said.of("longcours.word.pointOfCall")),
                    state.board().stops(),
                    Said.of("longcours.word.pointOfCall"));
        }

        int number(Said what) {
            String w = word(what);
            OptionalInt n = Words.integer(w);
            if (n.isEmpty()) {
                throw Words.tooLong(w).orElseGet(() -> RuleViolation.syntaxOf("longcours.syntax.g", what, w));
            }
            return n.getAsInt();
        }

        void done() {
            if (more()) {
                throw RuleViolation.syntaxOf("longcours.syntax.h", String.join(" ", words.subList(next, words.size())));
            }
        }
    }
}
