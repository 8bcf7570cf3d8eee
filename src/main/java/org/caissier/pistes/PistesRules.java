package org.caissier.pistes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;

/** The referee of a Pistes race: one pure {@code apply} for every command. */
public final class PistesRules implements Rules<PistesState, PistesCommand> {
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

    @Override
    public PistesState apply(PistesState state, PistesCommand command) {
        return command.accept(new PistesCommand.Visitor<>() {
            @Override
            public PistesState newGame(PistesCommand.NewGame g) {
                throw RuleViolation.syntax("la partie est déjà commencée", "the game has already started");
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
            throw new RuleViolation("PI-END-1", "la course est finie : tout le monde est arrivé ou éliminé",
                    "the race is over: everyone has arrived or is out");
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

    private static PistesState equip(PistesState state, PistesCommand.Equip e) {
        Player p = state.player(e.player());
        if (!p.turns().isEmpty() || !p.status().inRace()) {
            throw new RuleViolation("PI-SET-2",
                    p.name() + " a déjà pris le départ : le matériel s'achète avant la première étape",
                    p.name() + " has already started: equipment is bought before the first stage");
        }
        if (e.count() < 1) {
            throw new RuleViolation("PI-SET-2", "on achète au moins un " + e.item().french() + ", pas " + e.count(),
                    "buy at least one " + e.item().english() + ", not " + e.count());
        }
        long cost = (long) e.item().cost() * e.count();
        if (cost > p.points()) {
            throw new RuleViolation("PI-SET-2",
                    e.count() + " × " + e.item().french() + " coûte " + cost + " points, il n'en reste que "
                            + p.points() + " à " + p.name(),
                    e.count() + " × " + e.item().english() + " costs " + cost + " points, " + p.name()
                            + " has only " + p.points() + " left");
        }
        return replace(state, p.buying(e.item(), e.count()));
    }

    private static PistesState drive(PistesState state, PistesCommand.Drive d) {
        Player p = requireTurn(state, d.player());
        int points = Movement.points(d.sections());
        if (points > Movement.MAX_POINTS) {
            throw new RuleViolation("PI-MOVE-2",
                    "cette étape coûte " + points + " points, le maximum est " + Movement.MAX_POINTS,
                    "this stage costs " + points + " points, the most is " + Movement.MAX_POINTS);
        }
        if (d.changes() != null && d.changes() < 0) {
            throw new RuleViolation("PI-MOVE-3", "le nombre de changements de route ne peut pas être négatif ("
                    + d.changes() + ")", "the number of road changes cannot be negative (" + d.changes() + ")");
        }
        for (int die : List.of(d.dieA(), d.dieB())) {
            if (die < 1 || die > 6) {
                throw new RuleViolation("PI-EVT-2", "un dé montre 1 à 6, pas " + die,
                        "a die shows 1 to 6, not " + die);
            }
        }
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
        Turn turn = new Turn(d.sections(), points, changes, row, column, d.dieA(), d.dieB(), event, distance, used,
                state.round());
        PistesState after = replace(state, p.after(turn, status));
        return advance(after, state.seat(p.name()));
    }

    private static PistesState arrive(PistesState state, PistesCommand.Arrive a) {
        Player p = state.player(a.player());
        if (p.status() == Status.ARRIVED) {
            throw new RuleViolation("PI-END-1", p.name() + " est déjà arrivé", p.name() + " has already arrived");
        }
        if (p.status() == Status.OUT) {
            throw new RuleViolation("PI-ACC-1", p.name() + " est éliminé et ne peut plus arriver",
                    p.name() + " is out of the race and cannot arrive");
        }
        if (p.turns().isEmpty()) {
            throw new RuleViolation("PI-END-1", p.name() + " n'a pas encore roulé : on arrive au bout d'une étape",
                    p.name() + " has not driven yet: one arrives at the end of a stage");
        }
        int seat = state.seat(p.name());
        PistesState after = rank(replace(state, p.arrived(p.turns().get(p.turns().size() - 1).round())));
        return seat == state.turnIndex() ? advance(after, seat) : finishIfDone(after);
    }

    private static Player requireTurn(PistesState state, String name) {
        Player current = state.players().get(state.turnIndex());
        if (!current.name().equals(name)) {
            Player p = state.player(name);
            String whyFr = switch (p.status()) {
                case ARRIVED -> p.name() + " est déjà arrivé";
                case OUT -> p.name() + " est éliminé";
                case MISSES_TURN -> p.name() + " passe ce tour après son accident";
                case RACING -> "ce n'est pas à " + p.name() + " de jouer";
            };
            String whyEn = switch (p.status()) {
                case ARRIVED -> p.name() + " has already arrived";
                case OUT -> p.name() + " is out of the race";
                case MISSES_TURN -> p.name() + " misses this turn after his accident";
                case RACING -> "it is not " + p.name() + "'s turn";
            };
            String rule = p.status() == Status.MISSES_TURN ? "PI-ACC-2" : p.status() == Status.OUT ? "PI-ACC-1"
                    : "PI-TURN";
            throw new RuleViolation(rule, whyFr + " : c'est au tour de " + current.name(),
                    whyEn + ": it is " + current.name() + "'s turn");
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
        int round = state.round();
        int seat = from;
        while (true) {
            seat = (seat + 1) % players.size();
            if (seat == 0) {
                round++;
            }
            Player p = players.get(seat);
            if (p.status() == Status.MISSES_TURN) {
                players.set(seat, p.withStatus(Status.RACING));
            } else if (p.status() == Status.RACING) {
                return new PistesState(state.table(), state.ranking(), players, seat, round);
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
        List<Player> arrived = state.players().stream().filter(p -> p.status() == Status.ARRIVED)
                .sorted(Comparator.comparing(Player::arrivalRound).thenComparing(p -> state.seat(p.name())))
                .toList();
        PistesState ranked = state;
        for (int i = 0; i < arrived.size(); i++) {
            Player p = arrived.get(i);
            int rank = i + 1;
            if (state.ranking() == Ranking.TIED) {
                rank = 1 + (int) arrived.stream().filter(o -> o.arrivalRound() < p.arrivalRound()).count();
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
