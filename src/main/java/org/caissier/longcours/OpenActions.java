package org.caissier.longcours;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.caissier.longcours.LongCoursCommand.Auction;
import org.caissier.longcours.LongCoursCommand.Brawl;
import org.caissier.longcours.LongCoursCommand.Buy;
import org.caissier.longcours.LongCoursCommand.CorsairEnter;
import org.caissier.longcours.LongCoursCommand.CorsairMove;
import org.caissier.longcours.LongCoursCommand.Direct;
import org.caissier.longcours.LongCoursCommand.End;
import org.caissier.longcours.LongCoursCommand.Move;
import org.caissier.longcours.LongCoursCommand.Place;
import org.caissier.longcours.LongCoursCommand.Reenter;
import org.caissier.longcours.LongCoursCommand.Resell;
import org.caissier.longcours.LongCoursCommand.Storm;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;

/**
 * Which of his actions are open to the captain to play, and why not. For each action, the command its button
 * would play, made of what the table has chosen so far (a point of call, a storm zone, a brawl target, the
 * Corsair's route) with a stand-in where nothing is chosen yet; then the rules' verdict on that very command. The
 * captains' screen shows an action open exactly when {@link #whyNot} is empty: the rules are never second-guessed,
 * and this is tested without Swing.
 */
public final class OpenActions {

    /** The captain's actions, one per button (and per verb, but for the auction's bids). */
    public enum Action {
        PLACE,
        BUY,
        RESELL,
        MOVE,
        DIRECT,
        STORM,
        BRAWL,
        AUCTION,
        REENTER,
        CORSAIR_ENTER,
        CORSAIR,
        END
    }

    /** What the table has chosen on the screen so far: null (or an empty route) where nothing is chosen. */
    public record Choices(String stop, Integer zone, String target, List<String> route) {
        public static final Choices NONE = new Choices(null, null, null, List.of());

        public Choices {
            route = List.copyOf(route);
        }
    }

    private final Rules<LongCoursState, LongCoursCommand> rules;
    private final LongCoursState state;
    private final Choices choices;

    public OpenActions(Rules<LongCoursState, LongCoursCommand> rules, LongCoursState state, Choices choices) {
        this.rules = rules;
        this.state = state;
        this.choices = choices;
    }

    /** The command the action's button would play now (once the game is won: the last captain to play's). */
    public LongCoursCommand command(Action action) {
        String q = state.current().name();
        Board board = state.board();
        String at = state.current().stop();
        String stop = choices.stop();
        String anyPort =
                board.ports().stream().filter(x -> !x.equals(at)).findFirst().orElse("");
        return switch (action) {
            case PLACE ->
                new Place(
                        q,
                        stop != null
                                ? stop
                                : board.zones().isEmpty()
                                        ? ""
                                        : board.zones()
                                                .get(Math.min(
                                                        state.turn(),
                                                        board.zones().size() - 1))
                                                .ports()
                                                .get(0)
                                                .name());
            // Whether buying is open at all: the amount typed is checked against the cash when Buy is pressed.
            case BUY -> new Buy(q, 1);
            case RESELL -> new Resell(q, 1, null);
            case MOVE -> new Move(q, stop != null ? stop : neighbour());
            case DIRECT -> new Direct(q, stop != null ? stop : anyPort);
            // Zone 0 is none: the rules refuse it, and say so, while no zone is chosen.
            case STORM -> new Storm(q, choices.zone() == null ? 0 : choices.zone());
            case BRAWL ->
                new Brawl(
                        q,
                        choices.target() != null
                                ? choices.target()
                                : brawlTargets().stream().findFirst().orElse(q),
                        List.of(firstFreeRank()));
            case AUCTION -> new Auction(q, List.of());
            case REENTER ->
                new Reenter(
                        q,
                        1,
                        null,
                        board.zones().isEmpty()
                                ? ""
                                : board.zones().get(0).ports().get(0).name());
            case CORSAIR_ENTER -> new CorsairEnter(q, 1, null);
            case CORSAIR -> new CorsairMove(q, !choices.route().isEmpty() ? choices.route() : corsairStandIn());
            case END -> new End(q);
        };
    }

    /** Why the rules would refuse the action's command now; nothing when the action is open. */
    public Optional<RuleViolation> whyNot(Action action) {
        return rules.whyNot(state, command(action));
    }

    public boolean open(Action action) {
        return whyNot(action).isEmpty();
    }

    /** Whether the captain could still make his ordinary move to a neighbouring stop (End asks first, then). */
    public boolean couldSail() {
        return rules.whyNot(state, new Move(state.current().name(), neighbour()))
                .isEmpty();
    }

    /** Whether the rules would take a storm on some zone: the storm's row is open while its zone is not chosen. */
    public boolean stormOnSomeZone() {
        return !state.over()
                && !state.board().zones().isEmpty()
                && rules.whyNot(
                                state,
                                new Storm(
                                        state.current().name(),
                                        state.board().zones().get(0).number()))
                        .isEmpty();
    }

    /** Whom a brawl may name: the captains in the same port, or else every other captain still in the game. */
    public List<String> brawlTargets() {
        Player p = state.current();
        List<String> here = state.players().stream()
                .filter(o -> o != p && o.onBoard() && o.stop().equals(p.stop()))
                .map(Player::name)
                .toList();
        return !here.isEmpty()
                ? here
                : state.players().stream()
                        .filter(o -> o != p && o.inGame())
                        .map(Player::name)
                        .toList();
    }

    /** A neighbouring stop of the captain's ship, or some port when he is not on the board. */
    private String neighbour() {
        String at = state.current().stop();
        String anyPort = state.board().ports().stream()
                .filter(x -> !x.equals(at))
                .findFirst()
                .orElse("");
        return at == null
                ? anyPort
                : state.board().neighbours(at).stream().findFirst().orElse(anyPort);
    }

    private List<String> corsairStandIn() {
        String at = state.corsair().stop();
        return at == null
                ? List.of()
                : List.of(state.board().neighbours(at).stream().findFirst().orElse(at));
    }

    /** A Brawl card rank nobody has played nor removed. */
    private int firstFreeRank() {
        List<Integer> used = new ArrayList<>(state.deck().removedRanks());
        state.players().forEach(pl -> used.addAll(pl.cards().brawlRanks()));
        for (int r = 1; r <= 12; r++) {
            if (!used.contains(r)) {
                return r;
            }
        }
        return 12;
    }
}
