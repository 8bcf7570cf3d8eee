package org.caissier.pistes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.caissier.table.Announcement;
import org.caissier.table.DieFace;
import org.caissier.table.DieRoll;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;
import org.caissier.table.Said;
import org.caissier.table.TurnOrder;

/** The referee of a Pistes race: one pure {@code apply} for every command. */
public final class PistesRules implements Rules<PistesState, PistesCommand> {

    @Override
    public List<String> seatNames(PistesState state) {
        return state.names();
    }

    private final PistesParser parser = new PistesParser();

    /** The race before anyone has played: everyone at the start with 1 000 points, the first player to drive. */
    public PistesState start(PistesCommand.NewGame game, EventTable table) {
        List<Player> players = game.players().stream().map(Player::starting).toList();
        return new PistesState(table, game.ranking(), players, 0, 1);
    }

    @Override
    public PistesCommand parse(List<String> words, PistesState state) {
        return parser.parse(words, state);
    }

    /** The two dice of a stage. */
    @Override
    public List<DieRoll> diceRolled(PistesCommand command) {
        if (command instanceof PistesCommand.Drive d) {
            return List.of(new DieRoll(d.dieA(), d.origin()), new DieRoll(d.dieB(), d.origin()));
        }
        return List.of();
    }

    @Override
    public PistesState apply(PistesState state, PistesCommand command) {
        return command.accept(new PistesCommand.Visitor<>() {
            @Override
            public PistesState newGame(PistesCommand.NewGame g) {
                throw RuleViolation.syntaxOf("pistes.game.started");
            }

            @Override
            public PistesState equip(PistesCommand.Equip e) {
                return PistesRules.equip(running(state), e);
            }

            @Override
            public PistesState drive(PistesCommand.Drive d) {
                return PistesRules.drive(running(state), d);
            }

            @Override
            public PistesState pass(PistesCommand.Pass p) {
                PistesState s = running(state);
                return advance(replace(s, requireTurn(s, p.player())), s.seat(p.player()));
            }

            @Override
            public PistesState arrive(PistesCommand.Arrive a) {
                return PistesRules.arrive(running(state), a);
            }
        });
    }

    private static PistesState running(PistesState state) {
        if (state.raceOver()) {
            throw RuleViolation.of("PI-END-1", "pistes.race.over");
        }
        return state;
    }

    @Override
    public Map<String, Object> view(PistesState state) {
        return PistesView.of(state);
    }

    @Override
    public String describe(PistesState before, PistesCommand command, Locale locale) {
        return new PistesDescriber(this).describe(before, command, locale);
    }

    @Override
    public String describe(PistesState before, PistesCommand command, PistesState after, Locale locale) {
        return new PistesDescriber(this).describe(before, command, after, locale);
    }

    /** A drive throws the dice and meets its event: the table hears it, with both faces. */
    @Override
    public Optional<Announcement> announcement(PistesState before, PistesCommand command, PistesState after) {
        return command instanceof PistesCommand.Drive d
                ? Optional.of(Announcement.of(d.dieA(), d.dieB()))
                : Optional.empty();
    }

    private static PistesState equip(PistesState state, PistesCommand.Equip e) {
        Player p = state.player(e.player());
        if (!p.turns().isEmpty() || !p.status().inRace()) {
            throw RuleViolation.of("PI-SET-2", "pistes.equip.started", p.name());
        }
        if (e.count() < 1) {
            throw RuleViolation.of("PI-SET-2", "pistes.equip.atLeastOne", item(e.item()), e.count());
        }
        long cost = (long) e.item().cost() * e.count();
        if (cost > p.points()) {
            throw RuleViolation.of(
                    "PI-SET-2", "pistes.equip.tooDear", e.count(), item(e.item()), cost, p.name(), p.points());
        }
        return replace(state, p.buying(e.item(), e.count()));
    }

    private static PistesState drive(PistesState state, PistesCommand.Drive d) {
        Player p = requireTurn(state, d.player());
        int points = Movement.points(d.sections());
        if (points > Movement.MAX_POINTS) {
            throw RuleViolation.of("PI-MOVE-2", "pistes.stage.tooLong", points, Movement.MAX_POINTS);
        }
        if (d.changes() != null && d.changes() < 0) {
            throw RuleViolation.of("PI-MOVE-3", "pistes.stage.negativeChanges", d.changes());
        }
        DieFace.require(d.dieA(), "PI-EVT-2");
        DieFace.require(d.dieB(), "PI-EVT-2");
        int changes = d.changes() != null ? d.changes() : Movement.countChanges(d.sections());
        int row = Movement.row(points);
        int column = Movement.column(d.dieA(), d.dieB(), changes);
        Event event = state.table().at(row, column);
        Item used = event.remedy().filter(item -> p.count(item) > 0).orElse(null);
        Distance distance;
        Status status = Status.RACING;
        if (event == Event.FATAL_ACCIDENT) {
            distance = Distance.NONE;
            status = Status.OUT;
        } else if (event == Event.MINOR_ACCIDENT) {
            distance = Distance.HALF;
            status = Status.MISSES_TURN;
        } else if (event == Event.NONE || used != null) {
            distance = Distance.FULL;
        } else {
            distance = Distance.HALF;
        }
        Turn turn = new Turn(
                d.sections(), points, changes, row, column, d.dieA(), d.dieB(), event, distance, used, state.round());
        PistesState after = replace(state, p.after(turn, status));
        return advance(after, state.seat(p.name()));
    }

    private static PistesState arrive(PistesState state, PistesCommand.Arrive a) {
        Player p = state.player(a.player());
        if (p.status() == Status.ARRIVED) {
            throw RuleViolation.of("PI-END-1", "pistes.arrive.already", p.name());
        }
        if (p.status() == Status.OUT) {
            throw RuleViolation.of("PI-ACC-1", "pistes.arrive.out", p.name());
        }
        if (p.turns().isEmpty()) {
            throw RuleViolation.of("PI-END-1", "pistes.arrive.notDriven", p.name());
        }
        int seat = state.seat(p.name());
        PistesState after = rank(
                replace(state, p.arrived(p.turns().get(p.turns().size() - 1).round())));
        return seat == state.turnIndex() ? advance(after, seat) : finishIfDone(after);
    }

    /** An item's name as an argument of a rule text, in the language the text is said in. */
    private static Said item(Item item) {
        return item.said();
    }

    private static Player requireTurn(PistesState state, String name) {
        Player current = state.players().get(state.turnIndex());
        if (!current.name().equals(name)) {
            Player p = state.player(name);
            String why = switch (p.status()) {
                case ARRIVED -> "pistes.turn.arrived";
                case OUT -> "pistes.turn.out";
                case MISSES_TURN -> "pistes.turn.missesTurn";
                case RACING -> "pistes.turn.notYours";
            };
            String rule =
                    p.status() == Status.MISSES_TURN ? "PI-ACC-2" : p.status() == Status.OUT ? "PI-ACC-1" : "PI-TURN";
            throw RuleViolation.of(rule, why, p.name(), current.name());
        }
        return current;
    }

    /**
     * Hands the turn to the next seat after {@code from}, skipping players who are out or arrived, and those who
     * miss this turn (who are then racing again, PI-ACC-2). Passing the first seat starts a new round.
     */
    private static PistesState advance(PistesState state, int from) {
        List<Player> players = new ArrayList<>(state.players());
        if (players.stream().noneMatch(p -> p.status().inRace())) {
            return new PistesState(state.table(), state.ranking(), players, -1, state.round());
        }
        TurnOrder turn = new TurnOrder(state.round(), from);
        while (true) {
            turn = turn.next(players.size());
            Player p = players.get(turn.seat());
            if (p.status() == Status.MISSES_TURN) {
                players.set(turn.seat(), p.withStatus(Status.RACING));
            } else if (p.status() == Status.RACING) {
                return new PistesState(state.table(), state.ranking(), players, turn.seat(), turn.round());
            }
        }
    }

    private static PistesState finishIfDone(PistesState state) {
        if (state.players().stream().noneMatch(p -> p.status().inRace())) {
            return new PistesState(state.table(), state.ranking(), state.players(), -1, state.round());
        }
        return state;
    }

    /** PI-END-1 and D-PI-2: by arrival round, then by seat; or sharing the place when ties are asked for. */
    private static PistesState rank(PistesState state) {
        List<Player> arrived = state.players().stream()
                .filter(p -> p.status() == Status.ARRIVED)
                .sorted(Comparator.comparing(Player::arrivalRound).thenComparing(p -> state.seat(p.name())))
                .toList();
        PistesState ranked = state;
        for (int i = 0; i < arrived.size(); i++) {
            Player p = arrived.get(i);
            int rank = i + 1;
            if (state.ranking() == Ranking.TIED) {
                rank = 1
                        + (int) arrived.stream()
                                .filter(o -> o.arrivalRound() < p.arrivalRound())
                                .count();
            }
            ranked = replace(ranked, p.withRank(rank));
        }
        return ranked;
    }

    private static PistesState replace(PistesState state, Player changed) {
        List<Player> players = new ArrayList<>(state.players());
        players.set(state.seat(changed.name()), changed);
        return new PistesState(state.table(), state.ranking(), players, state.turnIndex(), state.round());
    }
}
