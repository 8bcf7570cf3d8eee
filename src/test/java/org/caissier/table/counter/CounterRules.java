package org.caissier.table.counter;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DieFace;
import org.caissier.table.DieRoll;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;
import org.caissier.table.Said;

/**
 * The rules of the counter game, a game small enough to test the kernel without a real one. Version 2 chains the
 * lines of a sealed journal and ends a sealed game only with its confirmation (a sealed secret), as Espion does.
 */
public final class CounterRules implements Rules<CounterState, CounterCommand> {
    private final boolean chained;

    public CounterRules() {
        this(1);
    }

    public CounterRules(int version) {
        this.chained = version >= 2;
    }

    @Override
    public CounterCommand parse(List<String> words, CounterState state) {
        if (words.size() < 3) {
            throw RuleViolation.syntax("il manque des mots : VERBE JOUEUR NOMBRE", "missing words: VERB PLAYER NUMBER");
        }
        String player = Names.require(words.get(1), state.scores().keySet(), Said.of("table.word.player"));
        int number = number(words.get(2));
        return switch (words.get(0).toLowerCase(Locale.ROOT)) {
            case "add" -> new CounterCommand.Add(player, number);
            case "take" -> new CounterCommand.Take(player, number);
            case "secret" -> new CounterCommand.Secret(player, number);
            case "end" -> new CounterCommand.End(player, number);
            case "roll" ->
                new CounterCommand.Roll(
                        player,
                        number,
                        words.size() > 3
                                ? DiceOrigin.fromToken(words.get(3))
                                        .orElseThrow(() -> RuleViolation.syntax(
                                                "mot en trop « " + words.get(3) + " »",
                                                "unexpected word \"" + words.get(3) + "\""))
                                : DiceOrigin.TYPED);
            default ->
                throw RuleViolation.syntax(
                        "verbe inconnu « " + words.get(0) + " »", "unknown verb \"" + words.get(0) + "\"");
        };
    }

    @Override
    public CounterState apply(CounterState state, CounterCommand command) {
        boolean confirming = command instanceof CounterCommand.Secret && awaitsConfirmation(state);
        if (state.over() && !confirming) {
            throw new RuleViolation("CT-END-1", "la partie est finie", "the game is over");
        }
        return command.accept(new CounterCommand.Visitor<>() {
            @Override
            public CounterState add(CounterCommand.Add a) {
                if (a.amount() < 0) {
                    throw new RuleViolation(
                            "CT-ADD-1", "on n'ajoute pas un nombre négatif", "cannot add a negative number");
                }
                return state.plus(a.player(), a.amount());
            }

            @Override
            public CounterState take(CounterCommand.Take t) {
                if (t.amount() < 0 || t.amount() > state.score(t.player())) {
                    throw new RuleViolation(
                            "CT-TAKE-1",
                            "le score ne peut pas passer sous zéro",
                            t.player() + " has only " + state.score(t.player()));
                }
                return state.plus(t.player(), -t.amount());
            }

            @Override
            public CounterState roll(CounterCommand.Roll r) {
                DieFace.require(r.face(), "CT-ROLL-1");
                return state.plus(r.player(), r.face());
            }

            @Override
            public CounterState secret(CounterCommand.Secret s) {
                if (s.value() < 0) {
                    throw new RuleViolation("CT-SECRET-1", "un secret n'est pas négatif", "a secret is not negative");
                }
                CounterState next = state.withSecret(OptionalInt.of(s.value()));
                return confirming ? next.confirming() : next;
            }

            @Override
            public CounterState end(CounterCommand.End e) {
                return state.ended();
            }
        });
    }

    @Override
    public Map<String, Object> view(CounterState state) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("game", CounterGame.ID);
        view.put("scores", new LinkedHashMap<>(state.scores()));
        view.put(
                "secrets",
                state.secrets().stream()
                        .map(s -> s.isPresent() ? (Object) s.getAsInt() : null)
                        .toList());
        return view;
    }

    /** A roll's one die: what the dice chart counts. */
    @Override
    public List<DieRoll> diceRolled(CounterCommand command) {
        return command instanceof CounterCommand.Roll r ? List.of(new DieRoll(r.face(), r.origin())) : List.of();
    }

    @Override
    public Optional<String> secretOf(CounterCommand command) {
        return command instanceof CounterCommand.Secret s ? Optional.of(s.player()) : Optional.empty();
    }

    @Override
    public List<String> sealedVerbs() {
        return List.of("secret");
    }

    @Override
    public CounterState applySealed(CounterState state) {
        CounterState next = state.withSecret(OptionalInt.empty());
        return awaitsConfirmation(state) ? next.confirming() : next;
    }

    @Override
    public boolean chainsLines() {
        return chained;
    }

    @Override
    public Optional<CounterCommand> confirmationOf(CounterCommand command) {
        return chained && command instanceof CounterCommand.End e
                ? Optional.of(new CounterCommand.Secret(e.player(), 0))
                : Optional.empty();
    }

    @Override
    public boolean awaitsConfirmation(CounterState state) {
        return chained && state.over() && !state.confirmed();
    }

    @Override
    public Optional<RuleViolation> standsForGood(CounterState state) {
        return state.confirmed()
                ? Optional.of(new RuleViolation(
                        "CT-END-1",
                        "la partie est finie et confirmée : elle ne se reprend pas",
                        "the game is over and confirmed: it cannot be taken back"))
                : Optional.empty();
    }

    @Override
    public CounterState publicState(CounterState state) {
        return state.hidingSecrets();
    }

    @Override
    public String sealRuleId() {
        return "CT-SEAL";
    }

    @Override
    public String describeSealed(CounterState before, Locale locale) {
        return "fr".equals(locale.getLanguage()) ? "un joueur note un secret" : "a player writes down a secret";
    }

    @Override
    public String describe(CounterState before, CounterCommand command, Locale locale) {
        return command instanceof CounterCommand.Secret s ? s.player() + " writes down " + s.value() : command.text();
    }

    private static int number(String word) {
        try {
            return Integer.parseInt(word);
        } catch (NumberFormatException e) {
            throw RuleViolation.syntax("« " + word + " » n'est pas un nombre", "\"" + word + "\" is not a number");
        }
    }
}
