package org.caissier.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads one journal's command lines in file order, the way every reader does ({@code run}, opening, the spy's
 * view): each sealed line is counted, so its place ({@link SealPlace}) is known, and checked where it stands. A
 * sealed line may only stand where the rules expect a secret; with the key it must open at its place, in play or
 * taken back as its mark says; and a public line that only a missing secret explains is refused as that. Every
 * such refusal is a {@link SealException} (the game's seal rule, {@code ES-SEAL}), never one of the game's rules.
 *
 * <p>In a chained journal ({@link Rules#chainsLines()}) read with the key, every command line also joins the
 * {@link SealChain} that each sealed line's place binds: a line edited, removed, added or transplanted before a
 * sealed line stops it from opening, and an end that awaits its seat's confirmation is refused ({@link #finish}).
 */
final class SealedLines<S, C extends Command> {
    private final StartedGame<S, C> game;
    private final Optional<LineSeal> key;
    private final boolean sealedJournal;
    private final String gameId;
    private final boolean savedGame;
    private final List<Said> warnings = new ArrayList<>();
    /** The digest of the lines read so far, in a chained journal read with the key; else empty. */
    private final Optional<SealChain> chain;

    private int sealedSoFar;

    /**
     * @param sealedJournal whether the journal has a sealing line: only then is a refused public line looked at
     *                      as a sign of a missing secret (a plain script's mistakes stay the rules' own)
     */
    SealedLines(StartedGame<S, C> game, Optional<LineSeal> key, boolean sealedJournal, String gameLine) {
        this(game, key, sealedJournal, gameLine, false);
    }

    /** @param savedGame a journal read back: a line an earlier version of the rules played is kept with a warning */
    SealedLines(
            StartedGame<S, C> game, Optional<LineSeal> key, boolean sealedJournal, String gameLine, boolean savedGame) {
        this.game = game;
        this.key = key;
        this.sealedJournal = sealedJournal;
        this.gameId = SealPlace.gameIdIn(gameLine);
        this.savedGame = savedGame;
        boolean chained = game.rules().chainsLines();
        this.chain = chained && sealedJournal && key.isPresent() && key.get().bindsPlace()
                ? Optional.of(SealChain.from(gameLine))
                : Optional.empty();
        if (savedGame && sealedJournal && !chained) {
            warnings.add(Said.of("table.warning.unbound"));
        }
    }

    /** What reading found worth saying: lines kept as an earlier version of the rules read them. */
    List<Said> warnings() {
        return List.copyOf(warnings);
    }

    /** The place the next sealed line of the journal would take, as {@code kind}, in play or not. */
    SealPlace nextPlace(String kind, boolean inPlay) {
        return new SealPlace(gameId, sealedSoFar + 1, kind, inPlay, link());
    }

    /** {@code command} sealed as the next line after {@code history}, which joins the chain on the way. */
    String sealedAfter(List<? extends Step<S, C>> history, C command) throws SealException {
        for (Step<S, C> step : history) {
            skip(step.text());
        }
        return key.orElseThrow().seal(command.text(), nextPlace(verbOf(command), true));
    }

    /** {@code history} read again with the key, from {@code initial}: every sealed line in play becomes one played. */
    List<Step<S, C>> readAgain(List<Step<S, C>> history, S initial) throws SealException {
        List<Step<S, C>> read = new ArrayList<>();
        S known = initial;
        for (Step<S, C> step : history) {
            if (step.active()) {
                Step.Applied<S, C> played = play(step.text(), known, 0);
                read.add(played);
                known = played.after();
            } else {
                setAside(step.text(), 0);
                read.add(step);
            }
        }
        return read;
    }

    /**
     * Refuses, in a chained journal read with the key, a game that ends on an end its seat did not confirm
     * ({@link Rules#awaitsConfirmation}): {@code lineNumber} is that end's line.
     */
    void finish(S state, int lineNumber) throws SealException {
        if (chain.isPresent() && game.rules().awaitsConfirmation(state)) {
            throw new SealException(lineNumber, Said.of("table.seal.unconfirmed"));
        }
    }

    private String link() {
        return chain.map(SealChain::link).orElse("");
    }

    /** One line in play, played on {@code state}: in clear, sealed and read with the key, or sealed unread. */
    Step.Applied<S, C> play(String text, S state, int lineNumber) throws SealException {
        Rules<S, C> rules = game.rules();
        if (!LineSeal.isSealed(text)) {
            C command = rules.parse(Words.split(text), state);
            String canonical = command.text();
            S after;
            try {
                after = rules.apply(state, command);
            } catch (RuleViolation v) {
                if (sealedJournal && aSecretWasDue(state, command)) {
                    throw new SealException(lineNumber, Said.of("table.seal.missing"));
                }
                Optional<S> older = savedGame ? rules.applyAsOlderSave(state, command) : Optional.empty();
                if (older.isEmpty()) {
                    throw v;
                }
                warnings.add(Said.of(
                        "table.warning.olderRule",
                        lineNumber,
                        Said.of("table.ruleReason", v.ruleId(), new RuleViolation.Both(v.french(), v.english()))));
                after = older.get();
            }
            String written = text;
            chain.ifPresent(c -> c.addPublic(written));
            // A line the program wrote is its canonical text already: the history keeps the journal's string rather
            // than a second copy of every line of a long game.
            return new Step.Played<>(canonical.equals(text) ? text : canonical, command, state, after);
        }
        sealedSoFar++;
        Optional<String> kind = rules.sealedVerbAt(state);
        if (kind.isEmpty()) {
            throw new SealException(lineNumber, Said.of("table.seal.publicDue", onlySealable()));
        }
        if (key.isEmpty()) {
            return new Step.Unread<>(text, state, rules.applySealed(state));
        }
        SealPlace place = new SealPlace(gameId, sealedSoFar, kind.get(), true, link());
        String clear = open(text, place, lineNumber);
        C command = rules.parse(Words.split(clear), state);
        if (rules.secretOf(command).isEmpty() || !verbOf(command).equals(kind.get())) {
            throw new SealException(lineNumber, Said.of("table.seal.onlySealable", onlySealable()));
        }
        chain.ifPresent(c -> c.addSealed(clear));
        return new Step.Played<>(text, command, state, rules.apply(state, command));
    }

    /** One line taken back or dropped: not played, but a sealed one is counted and, with the key, checked. */
    void setAside(String text, int lineNumber) throws SealException {
        if (!LineSeal.isSealed(text)) {
            chain.ifPresent(c -> c.addPublic(text));
            return;
        }
        sealedSoFar++;
        if (key.isEmpty() || !key.get().bindsPlace()) {
            return;
        }
        Optional<String> clear = openAs(text, false);
        if (clear.isPresent()) {
            chain.ifPresent(c -> c.addSealed(clear.get()));
            return;
        }
        if (openAs(text, true).isPresent()) {
            throw new SealException(lineNumber, Said.of("table.seal.undoneByHand"));
        }
        throw new SealException(lineNumber, Said.of(notHere()));
    }

    /** Why a sealed line does not open at its place: in a chained journal, a line before it may be what changed. */
    private String notHere() {
        return chain.isPresent() ? "table.seal.chainBroken" : "table.seal.notHere";
    }

    /** What a sealed line holds if it opens at the next place as one of the sealed kinds, in play or not. */
    private Optional<String> openAs(String text, boolean inPlay) {
        for (String kind : game.rules().sealedVerbs()) {
            Optional<String> clear = key.get().open(text, new SealPlace(gameId, sealedSoFar, kind, inPlay, link()));
            if (clear.isPresent()) {
                return clear;
            }
        }
        return Optional.empty();
    }

    /** A sealed line taken back, with the key: sealed again as taken back (an older save's line stays as it is). */
    String takenBack(Step.Applied<S, C> step) throws SealException {
        sealedSoFar++;
        LineSeal seal = key.orElseThrow();
        if (!seal.bindsPlace()) {
            return step.text();
        }
        String kind = game.rules().sealedVerbAt(step.before()).orElseThrow();
        SealPlace place = new SealPlace(gameId, sealedSoFar, kind, true, link());
        String clear = step instanceof Step.Played<S, C> played && chain.isEmpty()
                ? played.command().text()
                : open(step.text(), place, 0);
        chain.ifPresent(c -> c.addSealed(clear));
        return seal.seal(clear, place.inPlay(false));
    }

    /** A sealed line taken back, played again with the key: sealed again as in play. */
    Step.Applied<S, C> redone(String text, S state) throws SealException {
        LineSeal seal = key.orElseThrow();
        if (!seal.bindsPlace()) {
            return play(text, state, 0);
        }
        Optional<String> kind = game.rules().sealedVerbAt(state);
        if (kind.isEmpty()) {
            throw new SealException(0, Said.of("table.seal.publicDue", onlySealable()));
        }
        SealPlace place = new SealPlace(gameId, sealedSoFar + 1, kind.get(), false, link());
        String clear = open(text, place, 0);
        String again = seal.seal(clear, place.inPlay(true));
        return play(again, state, 0);
    }

    /**
     * Counts a line of the history (one already read when the journal was opened); in a chained journal it joins
     * the chain, a sealed one by what it holds, which the key must open.
     */
    void skip(String text) throws SealException {
        if (!LineSeal.isSealed(text)) {
            chain.ifPresent(c -> c.addPublic(text));
            return;
        }
        sealedSoFar++;
        if (chain.isPresent()) {
            Optional<String> clear = openAs(text, true).or(() -> openAs(text, false));
            chain.get().addSealed(clear.orElseThrow(() -> new SealException(0, Said.of(notHere()))));
        }
    }

    private String open(String text, SealPlace place, int lineNumber) throws SealException {
        LineSeal seal = key.orElseThrow();
        Optional<String> clear = seal.open(text, place);
        if (clear.isPresent()) {
            return clear.get();
        }
        if (seal.bindsPlace() && seal.open(text, place.inPlay(!place.inPlay())).isPresent()) {
            throw new SealException(
                    lineNumber, Said.of(place.inPlay() ? "table.seal.markRemoved" : "table.seal.inPlay"));
        }
        throw new SealException(lineNumber, Said.of(seal.bindsPlace() ? notHere() : "table.seal.damaged"));
    }

    /** Whether a refused public line would have been played had a secret line come just before it. */
    private boolean aSecretWasDue(S state, C command) {
        Rules<S, C> rules = game.rules();
        if (rules.sealedVerbAt(state).isEmpty()) {
            return false;
        }
        try {
            rules.apply(rules.applySealed(state), command);
            return true;
        } catch (RuleViolation v) {
            return false;
        }
    }

    /** The lines the rules let a player seal: {@code "start" and "move" lines}, in the reader's language. */
    private Said onlySealable() {
        List<String> verbs = game.rules().sealedVerbs();
        if (verbs.isEmpty()) {
            return Said.of("table.seal.secretLines");
        }
        Said named = Said.of("table.seal.verb", verbs.get(0));
        for (String verb : verbs.subList(1, verbs.size())) {
            named = Said.of("table.and", named, Said.of("table.seal.verb", verb));
        }
        return Said.of("table.seal.verbLines", named);
    }

    private String verbOf(C command) {
        return Words.split(command.text()).get(0).toLowerCase(Locale.ROOT);
    }
}
