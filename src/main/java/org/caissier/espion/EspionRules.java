package org.caissier.espion;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;

/** The rules of Espion (ES-SET-1 … ES-END-1): one {@code apply}, the spy's start and moves secret. */
public final class EspionRules implements Rules<EspionState, EspionCommand> {
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
        if (state.phase() == Phase.OVER) {
            throw new RuleViolation("ES-END-1", "la partie est finie", "the game is over");
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
            throw new RuleViolation("ES-TURN-1", "le rayon du cercle est plus grand que 0",
                    "the circle's radius must be more than 0");
        }
        return state.withCircle(new Circle(state.turn(), c.radius(), c.centre(), Optional.empty()));
    }

    private static EspionState answer(EspionState state, EspionCommand.Answer a) {
        spyOnly(state, a.spy(), "ES-TURN-1");
        expect(state, Set.of(Phase.ANSWER));
        return state.answered(a.inside());
    }

    private static EspionState roadblock(EspionState state, EspionCommand.Roadblock r) {
        hunterOnly(state, r.hunter(), "ES-TURN-2");
        boolean inside = state.phase() == Phase.ROADBLOCKS || state.phase() == Phase.MOVE
                ? state.latestCircle().orElseThrow().inside().orElseThrow() : false;
        int limit = inside ? INSIDE_CUTS : OUTSIDE_CUTS;
        if (state.phase() == Phase.MOVE) {
            throw tooMany(inside, limit);
        }
        expect(state, Set.of(Phase.ROADBLOCKS));
        Set<String> seen = new HashSet<>();
        List<Roadblock> added = new ArrayList<>();
        for (String road : r.roads()) {
            for (Roadblock cut : state.roadblocks()) {
                if (Names.same(cut.road(), road)) {
                    throw new RuleViolation("ES-TURN-2",
                            "la route « " + road + " » est déjà coupée (tour " + cut.turn() + ")",
                            "the road \"" + road + "\" is already cut (turn " + cut.turn() + ")");
                }
            }
            if (!seen.add(Names.fold(road))) {
                throw new RuleViolation("ES-TURN-2", "la route « " + road + " » est nommée deux fois",
                        "the road \"" + road + "\" is named twice");
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
                ? new RuleViolation("ES-TURN-2", "espion dans le cercle : " + limit + " routes coupées au plus, dedans",
                "the spy is inside the circle: at most " + limit + " roads are cut this turn, inside it")
                : new RuleViolation("ES-TURN-2", "espion hors du cercle : " + limit + " routes coupées au plus, dehors",
                "the spy is outside the circle: at most " + limit + " roads are cut this turn, outside it");
    }

    private static EspionState move(EspionState state, EspionCommand.Move m) {
        spyOnly(state, m.spy(), "ES-MOVE-1");
        expect(state, Set.of(Phase.ROADBLOCKS, Phase.MOVE));
        BigDecimal radius = state.latestCircle().orElseThrow().radius();
        if (m.distance().compareTo(radius) > 0) {
            throw new RuleViolation("ES-MOVE-2",
                    "à " + Cm.text(m.distance()).replace('.', ',') + " cm de son départ du tour, plus loin que le rayon de "
                            + Cm.text(radius).replace('.', ',') + " cm du dernier cercle",
                    Cm.text(m.distance()) + " cm from where the turn started is farther than the latest circle's radius of "
                            + Cm.text(radius) + " cm");
        }
        return state.withLeg(new Leg.Known(state.turn(), m.place(), m.distance()));
    }

    private static EspionState escape(EspionState state, EspionCommand.Escape e) {
        spyOnly(state, e.spy(), "ES-END-1");
        boolean justMoved = state.phase() == Phase.CIRCLE && state.turn() > 1;
        if (!justMoved) {
            throw new RuleViolation("ES-END-1",
                    "l'espion s'échappe par un mouvement qui franchit la frontière : il l'annonce juste après ce mouvement",
                    "the spy escapes by a move across the border: he announces it right after that move");
        }
        return state.over(state.spy());
    }

    private static EspionState surrender(EspionState state, EspionCommand.Surrender s) {
        spyOnly(state, s.spy(), "ES-END-1");
        if (state.phase() != Phase.ROADBLOCKS && state.phase() != Phase.MOVE) {
            throw new RuleViolation("ES-END-1",
                    "l'espion abandonne quand c'est à lui de bouger et que les barrages ne lui laissent aucun mouvement",
                    "the spy surrenders when he is to move and the roadblocks leave him none");
        }
        return state.over(state.hunter());
    }

    /** A line out of turn order is refused with the rule of the step that is due. */
    private static void expect(EspionState state, Set<Phase> allowed) {
        if (allowed.contains(state.phase())) {
            return;
        }
        throw switch (state.phase()) {
            case START -> new RuleViolation("ES-SET-1", "l'espion choisit d'abord son départ",
                    "the spy first chooses his start");
            case CIRCLE -> new RuleViolation("ES-TURN-1", "le chasseur trace d'abord le cercle du tour " + state.turn(),
                    "the hunter first draws the circle of turn " + state.turn());
            case ANSWER -> new RuleViolation("ES-TURN-1", "l'espion dit d'abord s'il est dans le cercle",
                    "the spy first says whether he is inside the circle");
            case ROADBLOCKS, MOVE -> new RuleViolation("ES-TURN-2",
                    "les barrages puis le mouvement de l'espion d'abord (tour " + state.turn() + ")",
                    "the roadblocks and then the spy's move come first (turn " + state.turn() + ")");
            case OVER -> new RuleViolation("ES-END-1", "la partie est finie", "the game is over");
        };
    }

    private static void spyOnly(EspionState state, String who, String ruleId) {
        if (!who.equals(state.spy())) {
            throw new RuleViolation(ruleId, "cette ligne est celle de l'espion (" + state.spy() + ")",
                    "this line is the spy's (" + state.spy() + ")");
        }
    }

    private static void hunterOnly(EspionState state, String who, String ruleId) {
        if (!who.equals(state.hunter())) {
            throw new RuleViolation(ruleId, "cette ligne est celle du chasseur (" + state.hunter() + ")",
                    "this line is the hunter's (" + state.hunter() + ")");
        }
    }

    @Override
    public Map<String, Object> view(EspionState state) {
        return new EspionView().of(state);
    }

    @Override
    public Optional<String> secretOf(EspionCommand command) {
        return command.accept(new SecretOf());
    }

    /** A sealed line is the spy's start or one of his moves: the phase says which, and the order is checked. */
    @Override
    public EspionState applySealed(EspionState state) {
        if (state.phase() == Phase.START) {
            return state.withLeg(new Leg.Hidden(0));
        }
        expect(state, Set.of(Phase.ROADBLOCKS, Phase.MOVE));
        return state.withLeg(new Leg.Hidden(state.turn()));
    }

    @Override
    public String sealRuleId() {
        return SEAL;
    }

    @Override
    public EspionState publicState(EspionState state) {
        return state.hidingRoute();
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
