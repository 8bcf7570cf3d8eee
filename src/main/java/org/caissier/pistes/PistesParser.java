package org.caissier.pistes;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.table.DiceOrigin;
import org.caissier.table.GameOptions;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Said;
import org.caissier.table.Seats;
import org.caissier.table.Words;

/** Reads Pistes command lines, English or French verbs, and resolves player and item names. */
public final class PistesParser {
    /** Two drivers or more (PI-SET-1). */
    /** Two to twelve, a table of friends (the rules name no limit): thousands of names would only slow every turn. */
    public static final Seats SEATS = Seats.between(2, 12);

    public PistesCommand parse(List<String> words, PistesState state) {
        if (words.isEmpty()) {
            throw RuleViolation.syntaxOf("pistes.line.empty");
        }
        String verb = Names.fold(words.get(0));
        List<String> args = words.subList(1, words.size());
        return switch (verb) {
            case "equip", "equiper", "acheter", "buy" -> equip(args, state);
            case "drive", "rouler", "conduire" -> drive(args, state);
            case "pass", "passer", "passe" ->
                new PistesCommand.Pass(onePlayer(args, state, new RuleViolation.Both("passer", "pass")));
            case "arrive", "arriver", "arrivee" ->
                new PistesCommand.Arrive(onePlayer(args, state, new RuleViolation.Both("arriver", "arrive")));
            default -> throw RuleViolation.syntaxOf("pistes.verb.unknown", words.get(0));
        };
    }

    /** Reads the words after {@code game pistes}; the players are in turn order. */
    public PistesCommand.NewGame newGame(List<String> words) {
        String table = null;
        Ranking ranking = Ranking.TURN_ORDER;
        List<String> players = new ArrayList<>();
        for (String w : words) {
            Optional<String> tableFile = GameOptions.required(w, "table");
            Optional<String> rankingWord = GameOptions.value(w, "ranking", "classement");
            if (tableFile.isPresent()) {
                table = tableFile.get();
            } else if (rankingWord.isPresent()) {
                String value = rankingWord.get();
                ranking = Ranking.read(value)
                        .orElseThrow(() -> RuleViolation.syntaxOf("pistes.game.unknownRanking", value));
            } else {
                if (players.size() == SEATS.max()) {
                    throw RuleViolation.of("PI-SET-1", "pistes.game.players"); // said before reading the rest
                }
                for (String known : players) {
                    if (Names.same(known, w)) {
                        throw RuleViolation.syntaxOf("pistes.game.namedTwice", w);
                    }
                }
                players.add(w);
            }
        }
        if (!SEATS.allows(players.size())) {
            throw RuleViolation.of("PI-SET-1", "pistes.game.players");
        }
        return new PistesCommand.NewGame(table, ranking, players);
    }

    private static PistesCommand.Equip equip(List<String> args, PistesState state) {
        if (args.size() < 2 || args.size() > 3) {
            throw RuleViolation.syntaxOf("pistes.equip.form");
        }
        String player = Names.require(args.get(0), state.names(), Said.of("table.word.player"));
        Item item = Item.require(args.get(1));
        int count = args.size() == 3 ? number(args.get(2), Said.of("pistes.word.count")) : 1;
        return new PistesCommand.Equip(player, item, count);
    }

    private static PistesCommand.Drive drive(List<String> args, PistesState state) {
        if (args.isEmpty()) {
            throw RuleViolation.syntaxOf("pistes.drive.form");
        }
        String player = Names.require(args.get(0), state.names(), Said.of("table.word.player"));
        List<Section> sections = new ArrayList<>();
        List<Integer> dice = new ArrayList<>();
        Integer changes = null;
        DiceOrigin origin = null;
        for (String w : args.subList(1, args.size())) {
            String lower = w.toLowerCase(Locale.ROOT);
            Optional<DiceOrigin> o = DiceOrigin.fromToken(w);
            Optional<Section> s = Section.read(w);
            if (o.isPresent()) {
                origin = o.get();
            } else if (lower.startsWith("changes=") || lower.startsWith("changements=")) {
                changes = number(w.substring(w.indexOf('=') + 1), Said.of("pistes.word.changes"));
            } else if (s.isPresent()) {
                if (!dice.isEmpty()) {
                    throw RuleViolation.syntaxOf("pistes.drive.sectionAfterDice", w);
                }
                sections.add(s.get());
            } else if (w.chars().allMatch(Character::isDigit) && !w.isEmpty()) {
                dice.add(number(w, Said.of("pistes.word.die")));
            } else {
                throw RuleViolation.syntaxOf("pistes.drive.unknownWord", w);
            }
        }
        if (sections.isEmpty()) {
            throw RuleViolation.syntaxOf("pistes.drive.noSection");
        }
        if (dice.size() != 2) {
            throw RuleViolation.syntaxOf("pistes.drive.twoDice", dice.size());
        }
        return new PistesCommand.Drive(player, sections, changes, dice.get(0), dice.get(1), origin);
    }

    private static String onePlayer(List<String> args, PistesState state, RuleViolation.Both verb) {
        if (args.size() != 1) {
            throw RuleViolation.syntaxOf("pistes.player.form", verb);
        }
        return Names.require(args.get(0), state.names(), Said.of("table.word.player"));
    }

    private static int number(String word, Said what) {
        return Words.integer(word)
                .orElseThrow(() -> Words.tooLong(word)
                        .orElseGet(() -> RuleViolation.syntaxOf("pistes.number.notWhole", word, what)));
    }
}
