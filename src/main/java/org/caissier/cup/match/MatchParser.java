package org.caissier.cup.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.caissier.cup.EventInfo;
import org.caissier.table.GameOptions;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Said;
import org.caissier.table.Words;

/** Reads match lines, English or French verbs; crew names are resolved against the match's boats. */
final class MatchParser {
    /** The verbs a refusal lists, in the screen's language (both are read). */
    static final Said VERBS = Said.of("cupmatch.verbs");

    MatchCommand.NewMatch newMatch(List<String> words) {
        int legs = MatchRules.DEFAULT_LEGS;
        boolean advanced = false;
        String event = null;
        String eventId = null;
        List<String> crews = new ArrayList<>();
        for (String w : words) {
            Optional<String> legsWord = GameOptions.value(w, "legs", "bords");
            Optional<String> eventName = GameOptions.value(w, "event", "epreuve");
            Optional<String> idWord = GameOptions.value(w, "event-id", "id-epreuve");
            if (legsWord.isPresent()) {
                legs = number(legsWord.get(), syntax("legs"));
            } else if (idWord.isPresent()) {
                eventId = EventInfo.checkId(idWord.get());
            } else if (eventName.isPresent()) {
                event = eventName.get();
            } else if (Names.same(w, "advanced") || Names.same(w, "avance") || Names.same(w, "avancees")) {
                advanced = true;
            } else {
                crews.add(w);
            }
        }
        return new MatchCommand.NewMatch(legs, advanced, event, eventId, crews);
    }

    MatchCommand parse(List<String> words, MatchState state) {
        String verb = Names.fold(words.get(0));
        List<String> args = words.subList(1, words.size());
        return switch (verb) {
            case "posts", "postes" -> new MatchCommand.Posts(crew(args, state), numbers(args, 3, 3, syntax("posts")));
            case "start card", "carte depart", "depart" ->
                new MatchCommand.StartCard(
                        crew(args, state),
                        numbers(args, 1, 1, syntax("startCard")).get(0));
            case "starts first", "part premier" ->
                new MatchCommand.StartsFirst(only(args, state, syntax("startsFirst")));
            case "penalty", "penalite" -> new MatchCommand.Penalty(only(args, state, syntax("penalty")));
            case "dsq", "disqualifie" -> new MatchCommand.Dsq(only(args, state, syntax("dsq")));
            case "retire", "abandon" -> new MatchCommand.Retire(only(args, state, syntax("retire")));
            case "card", "carte" -> card(args, state);
            case "discard", "defausse" -> new MatchCommand.Discard(only(args, state, syntax("discard")));
            case "miss", "passe" -> new MatchCommand.Miss(only(args, state, syntax("miss")));
            case "tack", "vire" -> new MatchCommand.TackChange(only(args, state, syntax("tack")));
            case "head to wind", "debout au vent", "face au vent" ->
                new MatchCommand.HeadToWind(only(args, state, syntax("headToWind")));
            case "pivot" ->
                new MatchCommand.Pivot(
                        crew(args, state), numbers(args, 1, 1, syntax("pivot")).get(0));
            case "cover", "couvert" -> cover(args, state);
            case "round", "bouee" -> new MatchCommand.Round(only(args, state, syntax("round")));
            case "finish", "arrivee" -> new MatchCommand.Finish(only(args, state, syntax("finish")));
            case "end race", "fin course" -> {
                if (!args.isEmpty()) {
                    throw form(syntax("endRace"));
                }
                yield new MatchCommand.EndRace();
            }
            default -> throw RuleViolation.syntaxOf("cupmatch.parse.unknown", words.get(0), VERBS);
        };
    }

    private static MatchCommand.Card card(List<String> args, MatchState state) {
        Said form = syntax("card");
        String crew = crew(args, state);
        if (args.size() < 2) {
            throw form(form);
        }
        int value = number(args.get(1), form);
        Tack colour = null;
        int from = 2;
        if (args.size() > 2 && Tack.ofColour(args.get(2)) != null) {
            colour = Tack.ofColour(args.get(2));
            from = 3;
        }
        List<Integer> posts = new ArrayList<>();
        for (String p : args.subList(from, args.size())) {
            posts.add(number(p, form));
        }
        return new MatchCommand.Card(crew, value, colour, posts);
    }

    private static MatchCommand.Cover cover(List<String> args, MatchState state) {
        Said form = syntax("cover");
        if (args.size() != 2) {
            throw form(form);
        }
        String kind = Names.fold(args.get(1));
        boolean shadow = switch (kind) {
            case "leeward", "sous le vent" -> false;
            case "shadow", "deventement", "ombre" -> true;
            default -> throw form(form);
        };
        return new MatchCommand.Cover(crew(args, state), shadow);
    }

    private static String only(List<String> args, MatchState state, Object form) {
        if (args.size() != 1) {
            throw form(form);
        }
        return crew(args, state);
    }

    private static String crew(List<String> args, MatchState state) {
        if (args.isEmpty()) {
            throw RuleViolation.syntaxOf("cupmatch.parse.whichCrew");
        }
        return Names.find(args.get(0), state.crews())
                .orElseThrow(() -> RuleViolation.of(
                        "AC-BAS-1", "cupmatch.parse.notRacing", args.get(0), String.join(", ", state.crews())));
    }

    private static List<Integer> numbers(List<String> args, int min, int max, Object form) {
        List<String> tail = args.subList(1, args.size());
        if (tail.size() < min || tail.size() > max) {
            throw form(form);
        }
        return tail.stream().map(w -> number(w, form)).toList();
    }

    static int number(String word, Object form) {
        try {
            return Integer.parseInt(word);
        } catch (NumberFormatException e) {
            throw Words.tooLong(word).orElseGet(() -> RuleViolation.syntaxOf("cupmatch.parse.number", word, form));
        }
    }

    /** A command's syntax in the reader's language, French verbs first ({@code cupmatch.form.ID}). */
    private static Said syntax(String id) {
        return Said.of("cupmatch.form." + id);
    }

    private static RuleViolation form(Object form) {
        return RuleViolation.syntaxOf("cupmatch.parse.form", form);
    }
}
