package org.caissier.pistes;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.caissier.table.DiceOrigin;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Seats;

/** Reads Pistes command lines, English or French verbs, and resolves player and item names. */
public final class PistesParser {
    /** Two drivers or more (PI-SET-1). */
    public static final Seats SEATS = Seats.atLeast(2);

    public PistesCommand parse(List<String> words, PistesState state) {
        if (words.isEmpty()) {
            throw RuleViolation.syntax("ligne vide", "empty line");
        }
        String verb = Names.fold(words.get(0));
        List<String> args = words.subList(1, words.size());
        return switch (verb) {
            case "equip", "equiper", "acheter", "buy" -> equip(args, state);
            case "drive", "rouler", "conduire" -> drive(args, state);
            case "pass", "passer", "passe" -> new PistesCommand.Pass(onePlayer(args, state, "pass"));
            case "arrive", "arriver", "arrivee" -> new PistesCommand.Arrive(onePlayer(args, state, "arrive"));
            default -> throw RuleViolation.syntax(
                    "commande inconnue « " + words.get(0) + " » (equip, drive, pass, arrive)",
                    "unknown command \"" + words.get(0) + "\" (equip, drive, pass, arrive)");
        };
    }

    /** Reads the words after {@code game pistes}; the players are in turn order. */
    public PistesCommand.NewGame newGame(List<String> words) {
        String table = null;
        Ranking ranking = Ranking.TURN_ORDER;
        List<String> players = new ArrayList<>();
        for (String w : words) {
            String lower = w.toLowerCase(java.util.Locale.ROOT);
            if (lower.startsWith("table=")) {
                table = w.substring("table=".length());
                if (table.isEmpty()) {
                    throw RuleViolation.syntax("table= sans nom de fichier", "table= without a file name");
                }
            } else if (lower.startsWith("ranking=") || lower.startsWith("classement=")) {
                String value = w.substring(w.indexOf('=') + 1);
                ranking = Ranking.read(value).orElseThrow(() -> RuleViolation.syntax(
                        "classement inconnu « " + value + " » (turn-order, tied)",
                        "unknown ranking \"" + value + "\" (turn-order, tied)"));
            } else {
                for (String known : players) {
                    if (Names.same(known, w)) {
                        throw RuleViolation.syntax("le joueur « " + w + " » est nommé deux fois",
                                "player \"" + w + "\" is named twice");
                    }
                }
                players.add(w);
            }
        }
        if (!SEATS.allows(players.size())) {
            throw new RuleViolation("PI-SET-1", "Pistes se joue à deux joueurs au moins",
                    "Pistes needs at least two players");
        }
        return new PistesCommand.NewGame(table, ranking, players);
    }

    private static PistesCommand.Equip equip(List<String> args, PistesState state) {
        if (args.size() < 2 || args.size() > 3) {
            throw RuleViolation.syntax("forme : equip JOUEUR MATÉRIEL [NOMBRE]",
                    "form: equip PLAYER ITEM [COUNT]");
        }
        String player = Names.require(args.get(0), state.names(), "joueur", "player");
        Item item = Item.require(args.get(1));
        int count = args.size() == 3 ? number(args.get(2), "nombre", "count") : 1;
        return new PistesCommand.Equip(player, item, count);
    }

    private static PistesCommand.Drive drive(List<String> args, PistesState state) {
        if (args.isEmpty()) {
            throw RuleViolation.syntax("forme : drive JOUEUR TRONÇON... [changes=N] DÉ DÉ",
                    "form: drive PLAYER SECTION... [changes=N] DIE DIE");
        }
        String player = Names.require(args.get(0), state.names(), "joueur", "player");
        List<Section> sections = new ArrayList<>();
        List<Integer> dice = new ArrayList<>();
        Integer changes = null;
        DiceOrigin origin = null;
        for (String w : args.subList(1, args.size())) {
            String lower = w.toLowerCase(java.util.Locale.ROOT);
            Optional<DiceOrigin> o = DiceOrigin.fromToken(w);
            Optional<Section> s = Section.read(w);
            if (o.isPresent()) {
                origin = o.get();
            } else if (lower.startsWith("changes=") || lower.startsWith("changements=")) {
                changes = number(w.substring(w.indexOf('=') + 1), "nombre de changements", "number of changes");
            } else if (s.isPresent()) {
                if (!dice.isEmpty()) {
                    throw RuleViolation.syntax("le tronçon « " + w + " » vient après les dés",
                            "section \"" + w + "\" comes after the dice");
                }
                sections.add(s.get());
            } else if (w.chars().allMatch(Character::isDigit) && !w.isEmpty()) {
                dice.add(number(w, "dé", "die"));
            } else {
                throw RuleViolation.syntax(
                        "« " + w + " » n'est ni un tronçon (R19, J11, B14), ni changes=N, ni un dé",
                        "\"" + w + "\" is neither a section (R19, J11, B14), nor changes=N, nor a die");
            }
        }
        if (sections.isEmpty()) {
            throw RuleViolation.syntax("aucun tronçon : écrivez par exemple R19 J11 B14",
                    "no section: write for example R19 J11 B14");
        }
        if (dice.size() != 2) {
            throw RuleViolation.syntax("il faut deux dés, pas " + dice.size(),
                    "two dice are needed, not " + dice.size());
        }
        return new PistesCommand.Drive(player, sections, changes, dice.get(0), dice.get(1), origin);
    }

    private static String onePlayer(List<String> args, PistesState state, String verb) {
        if (args.size() != 1) {
            throw RuleViolation.syntax("forme : " + verb + " JOUEUR", "form: " + verb + " PLAYER");
        }
        return Names.require(args.get(0), state.names(), "joueur", "player");
    }

    private static int number(String word, String whatFr, String whatEn) {
        try {
            return Integer.parseInt(word);
        } catch (NumberFormatException e) {
            throw RuleViolation.syntax("« " + word + " » n'est pas un " + whatFr + " entier",
                    "\"" + word + "\" is not a whole " + whatEn);
        }
    }
}
