package org.caissier.table;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The rules of one game: how its lines read and what each command does. Pure: no I/O, no randomness, no
 * screen. {@code apply} returns the new state or throws a {@link RuleViolation} and changes nothing.
 *
 * @param <S> the game's immutable state
 * @param <C> the game's sealed command type
 */
public interface Rules<S, C extends Command> {

    /** Reads one command line (already split into words) in the given state; names are resolved here. */
    C parse(List<String> words, S state);

    /** The state after the command, or a {@link RuleViolation} naming the rule it breaks. */
    S apply(S state, C command);

    /** The state as the JSON document {@code caissier run} prints (maps, lists, strings, numbers). */
    Map<String, Object> view(S state);

    /**
     * The names of the players or crews in this state, for the checks that every name can be told apart and
     * typed ({@link NameCheck}); a game that says nothing is not checked.
     */
    default List<String> seatNames(S state) {
        return List.of();
    }

    /** The command in plain words for the journal panel ("Ann buys 5 M of gold at Perth"). */
    default String describe(S before, C command, Locale locale) {
        return command.text();
    }

    /**
     * The seat a secret command belongs to, or empty for a command everyone may read (the default). A secret
     * command is journalled sealed ({@link Session#submitSealed}) and told in plain words only to its seat.
     */
    default Optional<String> secretOf(C command) {
        return Optional.empty();
    }

    /**
     * The state after a sealed line that cannot be read (no PIN): the rules know from the state what kind of
     * secret was due and record that it happened. Games without secrets refuse it.
     */
    default S applySealed(S state) {
        throw RuleViolation.of(sealRuleId(), "table.seal.none");
    }

    /** The verbs of the commands that may be sealed (the secret ones); none by default. */
    default List<String> sealedVerbs() {
        return List.of();
    }

    /**
     * What a sealed line found in this state must hold: the verb of the secret that is due, or empty where only a
     * public line may stand (a sealed line there is refused, with or without the PIN). By default the one secret
     * verb of a game that has one, anywhere.
     */
    default Optional<String> sealedVerbAt(S state) {
        List<String> verbs = sealedVerbs();
        return verbs.size() == 1 ? Optional.of(verbs.get(0)) : Optional.empty();
    }

    /**
     * A line of a saved game that these rules refuse but an earlier version of them played: the state that version
     * led to, so that an old save still opens (with a warning naming the line). Empty by default: a refused line of
     * a save is refused. Never asked for a line typed now or a plain script.
     */
    default Optional<S> applyAsOlderSave(S state, C command) {
        return Optional.empty();
    }

    /**
     * Whether a sealed journal of these rules binds every command line into its seal ({@link SealChain}): each
     * sealed line then holds the digest of the game line and of every line before it as first written, and a
     * confirmed end ({@link #confirmationOf}) binds them all. False by default, and for the rules versions that
     * sealed before (their saves open as they were written, with a warning that their public lines are not bound).
     */
    default boolean chainsLines() {
        return false;
    }

    /**
     * The sealed line that confirms {@code command} in a chained sealed journal: such a command is written only
     * together with it, behind its seat's PIN ({@link Session#submitConfirmed}), never alone. Empty (the default)
     * for a command that needs no confirmation.
     */
    default Optional<C> confirmationOf(C command) {
        return Optional.empty();
    }

    /** Whether this state is an end its seat has not confirmed (its confirmation is due and nothing else is). */
    default boolean awaitsConfirmation(S state) {
        return false;
    }

    /**
     * Why no way back may leave this state: the line that led here, and every line before it, then stand for good —
     * undo, "undo to here" and redo are refused with this. Empty (the default): any line may be taken back.
     */
    default Optional<RuleViolation> standsForGood(S state) {
        return Optional.empty();
    }

    /**
     * The state as {@code audience} may see it: a page for everyone is built from {@code stateFor(state,
     * Audience.everyone())}, never from what a seat's own view holds. By default everyone's ({@link #publicState}).
     */
    default S stateFor(S state, Audience audience) {
        return publicState(state);
    }

    /** The rule id of refusals about sealed lines (a sealed line changed, a secret line played in clear). */
    default String sealRuleId() {
        return "SEAL";
    }

    /** The state as everyone at the table may see it: every secret left out (the default: nothing is secret). */
    default S publicState(S state) {
        return state;
    }

    /** A sealed line in plain words for those who may not read it ("the spy moved"). */
    default String describeSealed(S before, Locale locale) {
        return RuleTexts.format("table.seal.line", List.of(), locale);
    }

    /** The command in plain words for this audience: a secret one only for its seat. */
    default String describe(S before, C command, S after, Locale locale, Audience audience) {
        Optional<String> owner = secretOf(command);
        if (owner.isPresent() && !audience.mayRead(owner.get())) {
            return describeSealed(before, locale);
        }
        return describe(before, command, after, locale);
    }

    /**
     * The command in plain words, given the state it led to as well: what the journal panel and the session use,
     * since they hold both states already and need not apply the rules again. By default, the two-state form
     * ignores {@code after}; a game whose sentences tell consequences overrides it.
     */
    default String describe(S before, C command, S after, Locale locale) {
        return describe(before, command, locale);
    }

    /**
     * The game's command type: a command of another type is not one of this game and is refused before
     * {@code apply}. By default read from the {@code Rules<S, C>} the class implements.
     */
    @SuppressWarnings("unchecked")
    default Class<C> commandType() {
        for (Class<?> k = getClass(); k != null; k = k.getSuperclass()) {
            for (Type t : k.getGenericInterfaces()) {
                if (t instanceof ParameterizedType p
                        && p.getRawType() == Rules.class
                        && p.getActualTypeArguments()[1] instanceof Class<?> c) {
                    return (Class<C>) c;
                }
            }
        }
        throw new IllegalStateException(getClass() + " does not name its command type: override commandType()");
    }

    /**
     * Why the command would be refused in this state, or nothing if it would be played: how a screen asks whether an
     * action is open before offering it (with the rule and the reason in its tooltip when it is not). Changes nothing.
     */
    default Optional<RuleViolation> whyNot(S state, C command) {
        return whyNotAll(state, List.of(command));
    }

    /** Why the commands, played one after the other from this state, would be refused; nothing if all would be. */
    default Optional<RuleViolation> whyNotAll(S state, List<? extends C> commands) {
        S s = state;
        try {
            for (C command : commands) {
                s = apply(s, command);
            }
            return Optional.empty();
        } catch (RuleViolation v) {
            return Optional.of(v);
        }
    }

    /**
     * Whether the table should be told this command, played from {@code before} to {@code after}, in large type
     * for a few seconds (dice, storms, sinkings, events, results), with the die faces to show; its words are the
     * command's sentence ({@link #describe(Object, Command, Object, Locale)}). Empty, the default, for the rest.
     */
    default Optional<Announcement> announcement(S before, C command, S after) {
        return Optional.empty();
    }

    /**
     * The dice this command rolled, with their origin: what Game → Charts counts against a fair die. None by default
     * (a game whose commands carry no die face).
     */
    default List<DieRoll> diceRolled(C command) {
        return List.of();
    }

    /** Parses then applies a line: the way every journal line and command-bar entry goes in. */
    default S applyLine(S state, String line) {
        List<String> words = Words.split(line);
        if (words.isEmpty()) {
            return state;
        }
        return apply(state, parse(words, state));
    }
}
