package org.caissier.espion;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.caissier.table.GameOptions;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Said;
import org.caissier.table.Words;

/** Reads Espion lines: the game line and each command, with the French words as aliases. */
public final class EspionParser {

    /** The game as its line sets it up. */
    public record Setup(String spy, String hunter, int scale, Optional<BigDecimal> territory, Optional<String> id) {
        /** The canonical game line. */
        public String text() {
            List<String> words = new ArrayList<>(List.of("game", EspionModule.ID, spy, hunter));
            if (scale != EspionState.DEFAULT_SCALE) {
                words.add("scale=" + scale);
            }
            territory.ifPresent(t -> words.add("territory=" + Cm.text(t)));
            id.ifPresent(i -> words.add("id=" + i));
            return Words.join(words);
        }
    }

    /** A game id as the program writes it: letters and digits, 8 to 64 (the seal binds each sealed line to it). */
    private static final Pattern GAME_ID = Pattern.compile("[A-Za-z0-9]{8,64}");

    /** The words after {@code game espion}: {@code SPY HUNTER [scale=N] [territory=CM] [id=ID]}. */
    public Setup setup(List<String> words) {
        List<String> players = new ArrayList<>();
        int scale = EspionState.DEFAULT_SCALE;
        Optional<BigDecimal> territory = Optional.empty();
        Optional<String> id = Optional.empty();
        for (String w : words) {
            Optional<String> scaleWord = GameOptions.value(w, "scale", "echelle");
            Optional<String> width = GameOptions.value(w, "territory", "territoire");
            Optional<String> idWord = GameOptions.value(w, "id");
            if (idWord.isPresent()) {
                if (!GAME_ID.matcher(idWord.get()).matches()) {
                    throw RuleViolation.syntaxOf("espion.game.id", idWord.get());
                }
                id = idWord;
            } else if (scaleWord.isPresent()) {
                scale = scale(scaleWord.get());
            } else if (width.isPresent()) {
                territory = Optional.of(Cm.parse(width.get(), Said.of("espion.word.width")));
            } else {
                players.add(w);
            }
        }
        if (players.size() != 2) {
            throw RuleViolation.syntaxOf("espion.game.twoPlayers");
        }
        if (Names.same(players.get(0), players.get(1))) {
            throw RuleViolation.syntaxOf("espion.game.samePlayer");
        }
        return new Setup(players.get(0), players.get(1), scale, territory, id);
    }

    /** Whether a line's first word is the spy's start or move, in any of its spellings: a secret line. */
    public static boolean isSecretVerb(String word) {
        return switch (Names.fold(word)) {
            case "start", "depart", "move", "deplace", "va", "confirm", "confirme" -> true;
            default -> false;
        };
    }

    /** One command line of the game, the names resolved against the two players. */
    public EspionCommand parse(List<String> words, EspionState state) {
        String verb = words.get(0).toLowerCase(Locale.ROOT);
        return switch (verb) {
            case "start", "depart", "départ" -> {
                need(words, 3, Said.of("espion.form.start"));
                yield new EspionCommand.Start(player(words, state), words.get(2));
            }
            case "circle", "cercle" -> {
                if (words.size() != 3 && words.size() != 4) {
                    need(words, 3, Said.of("espion.form.circle"));
                }
                yield new EspionCommand.Circle(
                        player(words, state),
                        Cm.parse(words.get(2), Said.of("espion.word.radius")),
                        words.size() == 4 ? Optional.of(words.get(3)) : Optional.empty());
            }
            case "answer", "reponse", "réponse" -> {
                need(words, 3, Said.of("espion.form.answer"));
                yield new EspionCommand.Answer(player(words, state), inside(words.get(2)));
            }
            case "roadblock", "barrage", "barrages" -> {
                if (words.size() < 3) {
                    need(words, 3, Said.of("espion.form.roadblock"));
                }
                yield new EspionCommand.Roadblock(player(words, state), words.subList(2, words.size()));
            }
            case "move", "deplace", "déplace", "va" -> {
                need(words, 4, Said.of("espion.form.move"));
                yield new EspionCommand.Move(
                        player(words, state), words.get(2), Cm.parse(words.get(3), Said.of("espion.word.distance")));
            }
            case "escape", "fuite", "evasion", "évasion" -> {
                need(words, 2, Said.of("espion.form.escape"));
                yield new EspionCommand.Escape(player(words, state));
            }
            case "surrender", "abandon" -> {
                need(words, 2, Said.of("espion.form.surrender"));
                yield new EspionCommand.Surrender(player(words, state));
            }
            case "confirm", "confirme" -> {
                need(words, 2, Said.of("espion.form.confirm"));
                yield new EspionCommand.Confirm(player(words, state));
            }
            default -> throw RuleViolation.syntaxOf("espion.verb.unknown", words.get(0));
        };
    }

    private static String player(List<String> words, EspionState state) {
        return Names.require(words.get(1), List.of(state.spy(), state.hunter()), Said.of("table.word.player"));
    }

    private static boolean inside(String word) {
        return switch (word.toLowerCase(Locale.ROOT)) {
            case "in", "inside", "dedans", "dans" -> true;
            case "out", "outside", "dehors", "hors" -> false;
            default -> throw RuleViolation.syntaxOf("espion.answer.inOrOut", word);
        };
    }

    private static void need(List<String> words, int count, Said form) {
        if (words.size() != count) {
            throw words.size() < count
                    ? RuleViolation.syntaxOf("espion.words.missing", form)
                    : RuleViolation.syntaxOf("espion.words.tooMany", form);
        }
    }

    private static int scale(String word) {
        if (!word.matches("[0-9]{1,8}") || Integer.parseInt(word) < 1) {
            throw RuleViolation.syntaxOf("espion.scale.bad", word);
        }
        return Integer.parseInt(word);
    }
}
