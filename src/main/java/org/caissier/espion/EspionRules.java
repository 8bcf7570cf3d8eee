package org.caissier.espion;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.caissier.table.Audience;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;

/**
 * The rules of Espion (ES-SET-1 … ES-END-1): one {@code apply}, the spy's start and moves secret. Version 2 (every
 * game started since) chains every line of a sealed journal into the seal, and ends a sealed game only on the
 * spy's confirmation ({@code confirm SPY}, sealed), after which the end stands for good; version 1 (saves without
 * {@code rules=}) reads and plays as it always did.
 */
public final class EspionRules implements Rules<EspionState, EspionCommand> {
    /** The newest rules version: the lines chained into the seal, the spy's confirmed end. */
    public static final int VERSION = 2;

    private final int version;

    /** The newest rules. */
    public EspionRules() {
        this(VERSION);
    }

    /** The rules of {@code version} (1 or 2): a journal replays by the version on its game line. */
    public EspionRules(int version) {
        this.version = version;
    }

    private boolean confirms() {
        return version >= 2;
    }

    @Override
    public List<String> seatNames(EspionState state) {
        return List.of(state.spy(), state.hunter());
    }
    /** ES-TURN-2: roads cut in a turn where the spy was inside the circle, and where he was outside. */
    public static final int INSIDE_CUTS = 5;

    public static final int OUTSIDE_CUTS = 3;
    public static final String SEAL = "ES-SEAL";

    private final EspionParser parser = new EspionParser();
    private final EspionDescriber describer = new EspionDescriber();

    @Override
    public EspionCommand parse(List<String> words, EspionState state) {
        return parser.parse(words, state);
    }

    @Override
    public EspionState apply(EspionState state, EspionCommand command) {
        if (state.phase() == Phase.OVER && !(command instanceof EspionCommand.Confirm)) {
            throw RuleViolation.of("ES-END-1", "espion.over");
        }
        return command.accept(new EspionCommand.Visitor<>() {
            @Override
            public EspionState start(EspionCommand.Start s) {
                return EspionRules.start(state, s);
            }

            @Override
            public EspionState circle(EspionCommand.Circle c) {
                return EspionRules.circle(state, c);
            }

            @Override
            public EspionState answer(EspionCommand.Answer a) {
                return EspionRules.answer(state, a);
            }

            @Override
            public EspionState roadblock(EspionCommand.Roadblock r) {
                return EspionRules.roadblock(state, r);
            }

            @Override
            public EspionState move(EspionCommand.Move m) {
                return EspionRules.move(state, m);
            }

            @Override
            public EspionState escape(EspionCommand.Escape e) {
                return EspionRules.escape(state, e);
            }

            @Override
            public EspionState surrender(EspionCommand.Surrender s) {
                return EspionRules.surrender(state, s);
            }

            @Override
            public EspionState confirm(EspionCommand.Confirm c) {
                return EspionRules.this.confirm(state, c);
            }
        });
    }

    private static EspionState start(EspionState state, EspionCommand.Start s) {
        spyOnly(state, s.spy(), "ES-SET-1");
        expect(state, Set.of(Phase.START));
        return state.withLeg(new Leg.Known(0, s.place(), BigDecimal.ZERO));
    }

    private static EspionState circle(EspionState state, EspionCommand.Circle c) {
        hunterOnly(state, c.hunter(), "ES-TURN-1");
        expect(state, Set.of(Phase.CIRCLE));
        if (c.radius().signum() <= 0) {
            throw RuleViolation.of("ES-TURN-1", "espion.circle.radius");
        }
        return state.withCircle(new Circle(state.turn(), c.radius(), c.centre(), Optional.empty()));
    }

    private static EspionState answer(EspionState state, EspionCommand.Answer a) {
        spyOnly(state, a.spy(), "ES-TURN-1");
        expect(state, Set.of(Phase.ANSWER));
        return state.answered(a.inside());
    }

    private static EspionState roadblock(EspionState state, EspionCommand.Roadblock r) {
        return roadblock(state, r, false);
    }

    /**
     * @param asBefore compare roads as the program did before a road was one road whichever end came first (names
     *                 folded only): how an older save that cut one road both ways still opens
     */
    private static EspionState roadblock(EspionState state, EspionCommand.Roadblock r, boolean asBefore) {
        hunterOnly(state, r.hunter(), "ES-TURN-2");
        boolean inside = state.phase() == Phase.ROADBLOCKS || state.phase() == Phase.MOVE
                ? state.latestCircle().orElseThrow().inside().orElseThrow()
                : false;
        int limit = inside ? INSIDE_CUTS : OUTSIDE_CUTS;
        if (state.phase() == Phase.MOVE) {
            throw tooMany(inside, limit);
        }
        expect(state, Set.of(Phase.ROADBLOCKS));
        Set<String> seen = new HashSet<>();
        List<Roadblock> added = new ArrayList<>();
        for (String road : r.roads()) {
            // An older save may hold a road typed without its dash: it opens as it was played, with a warning.
            if (!asBefore && !RoadName.isTwoPlaces(road)) {
                throw RuleViolation.of("ES-TURN-2", "espion.road.notTwoPlaces", road);
            }
            for (Roadblock cut : state.roadblocks()) {
                if (asBefore ? Names.same(cut.road(), road) : RoadName.same(cut.road(), road)) {
                    throw RuleViolation.of("ES-TURN-2", "espion.road.alreadyCut", road, cut.turn());
                }
            }
            if (!seen.add(asBefore ? Names.fold(road) : RoadName.key(road))) {
                throw RuleViolation.of("ES-TURN-2", "espion.road.twice", road);
            }
            added.add(new Roadblock(state.turn(), road, inside));
        }
        int total = state.roadblocksOf(state.turn()).size() + added.size();
        if (total > limit) {
            throw tooMany(inside, limit);
        }
        return state.withRoadblocks(added, total == limit ? Phase.MOVE : Phase.ROADBLOCKS);
    }

    private static RuleViolation tooMany(boolean inside, int limit) {
        return inside
                ? RuleViolation.of("ES-TURN-2", "espion.cuts.inside", limit)
                : RuleViolation.of("ES-TURN-2", "espion.cuts.outside", limit);
    }

    private static EspionState move(EspionState state, EspionCommand.Move m) {
        spyOnly(state, m.spy(), "ES-MOVE-1");
        expect(state, Set.of(Phase.ROADBLOCKS, Phase.MOVE));
        BigDecimal radius = state.latestCircle().orElseThrow().radius();
        if (m.distance().compareTo(radius) > 0) {
            throw RuleViolation.of("ES-MOVE-2", "espion.move.tooFar", cm(m.distance()), cm(radius));
        }
        return state.withLeg(new Leg.Known(state.turn(), m.place(), m.distance()));
    }

    private static EspionState escape(EspionState state, EspionCommand.Escape e) {
        spyOnly(state, e.spy(), "ES-END-1");
        boolean justMoved = state.phase() == Phase.CIRCLE && state.turn() > 1;
        if (!justMoved) {
            throw RuleViolation.of("ES-END-1", "espion.escape.when");
        }
        return state.over(state.spy());
    }

    private static EspionState surrender(EspionState state, EspionCommand.Surrender s) {
        spyOnly(state, s.spy(), "ES-END-1");
        if (state.phase() != Phase.ROADBLOCKS && state.phase() != Phase.MOVE) {
            throw RuleViolation.of("ES-END-1", "espion.surrender.when");
        }
        return state.over(state.hunter());
    }

    /** ES-END-1: the spy confirms the end just announced; nothing else, and never twice. */
    private EspionState confirm(EspionState state, EspionCommand.Confirm c) {
        if (!confirms()) {
            throw RuleViolation.of("ES-END-1", "espion.confirm.olderRules");
        }
        spyOnly(state, c.spy(), "ES-END-1");
        if (state.phase() != Phase.OVER || state.endConfirmed()) {
            throw RuleViolation.of("ES-END-1", "espion.confirm.when");
        }
        return state.confirmed();
    }

    /** A line out of turn order is refused with the rule of the step that is due. */
    private static void expect(EspionState state, Set<Phase> allowed) {
        if (allowed.contains(state.phase())) {
            return;
        }
        throw switch (state.phase()) {
            case START -> RuleViolation.of("ES-SET-1", "espion.due.start");
            case CIRCLE -> RuleViolation.of("ES-TURN-1", "espion.due.circle", state.turn());
            case ANSWER -> RuleViolation.of("ES-TURN-1", "espion.due.answer");
            case ROADBLOCKS, MOVE -> RuleViolation.of("ES-TURN-2", "espion.due.move", state.turn());
            case OVER -> RuleViolation.of("ES-END-1", "espion.over");
        };
    }

    private static void spyOnly(EspionState state, String who, String ruleId) {
        if (!who.equals(state.spy())) {
            throw RuleViolation.of(ruleId, "espion.spyOnly", state.spy());
        }
    }

    private static void hunterOnly(EspionState state, String who, String ruleId) {
        if (!who.equals(state.hunter())) {
            throw RuleViolation.of(ruleId, "espion.hunterOnly", state.hunter());
        }
    }

    /** A length in cm as each language writes it: a decimal comma in French. */
    private static RuleViolation.Both cm(BigDecimal value) {
        return new RuleViolation.Both(Cm.text(value).replace('.', ','), Cm.text(value));
    }

    @Override
    public Map<String, Object> view(EspionState state) {
        return new EspionView().of(state);
    }

    @Override
    public Optional<String> secretOf(EspionCommand command) {
        return command.accept(new SecretOf());
    }

    /** A save made before roads were compared end for end: a road it cut twice, written two ways, is kept. */
    @Override
    public Optional<EspionState> applyAsOlderSave(EspionState state, EspionCommand command) {
        if (!(command instanceof EspionCommand.Roadblock r) || state.phase() == Phase.OVER) {
            return Optional.empty();
        }
        try {
            return Optional.of(roadblock(state, r, true));
        } catch (RuleViolation v) {
            return Optional.empty();
        }
    }

    /**
     * Only the spy's start and his moves are ever sealed (commands.md), and from version 2 the confirmation of his
     * end: a circle or an answer never is.
     */
    @Override
    public List<String> sealedVerbs() {
        return confirms() ? List.of("start", "move", "confirm") : List.of("start", "move");
    }

    /**
     * The start before the first circle, a move once the roadblocks may end, the confirmation right after an end (from
     * version 2); nothing sealed anywhere else.
     */
    @Override
    public Optional<String> sealedVerbAt(EspionState state) {
        return switch (state.phase()) {
            case START -> Optional.of("start");
            case ROADBLOCKS, MOVE -> Optional.of("move");
            case OVER -> awaitsConfirmation(state) ? Optional.of("confirm") : Optional.empty();
            case CIRCLE, ANSWER -> Optional.empty();
        };
    }

    /** A sealed line is the spy's start, one of his moves or his end's confirmation: the phase says which. */
    @Override
    public EspionState applySealed(EspionState state) {
        if (state.phase() == Phase.START) {
            return state.withLeg(new Leg.Hidden(0));
        }
        if (awaitsConfirmation(state)) {
            return state.confirmed();
        }
        if (sealedVerbAt(state).isEmpty()) {
            throw RuleViolation.of(SEAL, "espion.seal.onlyMoves");
        }
        return state.withLeg(new Leg.Hidden(state.turn()));
    }

    @Override
    public String sealRuleId() {
        return SEAL;
    }

    @Override
    public EspionState publicState(EspionState state) {
        return state.seenByEveryone();
    }

    /** The spy sees what he read with his PIN; anyone else what everyone may see. */
    @Override
    public EspionState stateFor(EspionState state, Audience audience) {
        return audience.mayRead(state.spy()) ? state : state.seenByEveryone();
    }

    @Override
    public boolean chainsLines() {
        return confirms();
    }

    /** From version 2, in a sealed game, an escape or a surrender is written only with the spy's confirmation. */
    @Override
    public Optional<EspionCommand> confirmationOf(EspionCommand command) {
        if (!confirms()) {
            return Optional.empty();
        }
        if (command instanceof EspionCommand.Escape e) {
            return Optional.of(new EspionCommand.Confirm(e.spy()));
        }
        if (command instanceof EspionCommand.Surrender s) {
            return Optional.of(new EspionCommand.Confirm(s.spy()));
        }
        return Optional.empty();
    }

    @Override
    public boolean awaitsConfirmation(EspionState state) {
        return confirms() && state.phase() == Phase.OVER && !state.endConfirmed();
    }

    /** A confirmed end showed the route to everyone: it is never taken back (nor anything before it). */
    @Override
    public Optional<RuleViolation> standsForGood(EspionState state) {
        return state.shownToEveryone()
                ? Optional.of(RuleViolation.of("ES-END-1", "espion.end.forGood"))
                : Optional.empty();
    }

    @Override
    public String describe(EspionState before, EspionCommand command, Locale locale) {
        return describer.describe(before, command, locale);
    }

    @Override
    public String describeSealed(EspionState before, Locale locale) {
        return describer.sealed(before, locale);
    }
}
