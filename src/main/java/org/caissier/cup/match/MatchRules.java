package org.caissier.cup.match;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;

/** The rules of one match at the board: the start procedure, the turns, the sequence, the course. */
public final class MatchRules implements Rules<MatchState, MatchCommand> {

    @Override
    public List<String> seatNames(MatchState state) {
        return state.boats().stream().map(Boat::crew).toList();
    }
    /** Upwind and downwind legs each (AC-BAS-4). */
    public static final int DEFAULT_LEGS = 3;

    public static final int MAX_BOATS = 6;

    private final MatchParser parser = new MatchParser();

    MatchCommand.NewMatch newMatch(List<String> words) {
        return parser.newMatch(words);
    }

    /** The match before the start: 2 boats (6 for a fleet race, AC-REG-1), N legs each way (AC-BAS-4). */
    public MatchState start(MatchCommand.NewMatch game) {
        List<String> crews = game.crews();
        if (crews.size() < 2 || crews.size() > MAX_BOATS) {
            throw RuleViolation.of("AC-REG-1", "cupmatch.new.boats", crews.size());
        }
        for (int i = 0; i < crews.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (Names.same(crews.get(i), crews.get(j))) {
                    throw RuleViolation.of("AC-REG-1", "cupmatch.new.twice", crews.get(i));
                }
            }
        }
        if (game.legPairs() < 1) {
            throw RuleViolation.of("AC-BAS-4", "cupmatch.new.legs");
        }
        if (game.advanced() && crews.size() != 2) {
            throw RuleViolation.of("AC-START-1", "cupmatch.new.advancedTwo");
        }
        List<Boat> boats = crews.stream().map(Boat::start).toList();
        int turn = game.advanced() ? -1 : 0;
        return new MatchState(
                game.legPairs(),
                game.advanced(),
                game.event(),
                game.eventId(),
                boats,
                Start.none(),
                turn,
                -1,
                List.of(),
                false);
    }

    @Override
    public MatchCommand parse(List<String> words, MatchState state) {
        return parser.parse(words, state);
    }

    @Override
    public MatchState apply(MatchState state, MatchCommand command) {
        return command.accept(new MatchCommand.Visitor<>() {
            @Override
            public MatchState newMatch(MatchCommand.NewMatch n) {
                throw RuleViolation.syntaxOf("cupmatch.race.begun");
            }

            @Override
            public MatchState posts(MatchCommand.Posts p) {
                return MatchRules.posts(state, p);
            }

            @Override
            public MatchState startCard(MatchCommand.StartCard c) {
                return MatchRules.startCard(state, c);
            }

            @Override
            public MatchState startsFirst(MatchCommand.StartsFirst f) {
                return MatchRules.startsFirst(state, f.crew());
            }

            @Override
            public MatchState penalty(MatchCommand.Penalty p) {
                return MatchRules.penalty(state, p.crew());
            }

            @Override
            public MatchState dsq(MatchCommand.Dsq d) {
                return CourseRules.out(state, d.crew(), Boat.Status.DSQ);
            }

            @Override
            public MatchState retire(MatchCommand.Retire r) {
                return CourseRules.out(state, r.crew(), Boat.Status.RETIRED);
            }

            @Override
            public MatchState card(MatchCommand.Card c) {
                return CardRules.card(state, c);
            }

            @Override
            public MatchState discard(MatchCommand.Discard d) {
                return CardRules.discard(state, d.crew());
            }

            @Override
            public MatchState miss(MatchCommand.Miss m) {
                return CardRules.miss(state, m.crew());
            }

            @Override
            public MatchState tack(MatchCommand.TackChange t) {
                return CourseRules.tack(state, t.crew());
            }

            @Override
            public MatchState headToWind(MatchCommand.HeadToWind h) {
                return CourseRules.headToWind(state, h.crew());
            }

            @Override
            public MatchState pivot(MatchCommand.Pivot p) {
                return CourseRules.pivot(state, p);
            }

            @Override
            public MatchState cover(MatchCommand.Cover c) {
                return CourseRules.cover(state, c);
            }

            @Override
            public MatchState round(MatchCommand.Round r) {
                return CourseRules.round(state, r.crew());
            }

            @Override
            public MatchState finish(MatchCommand.Finish f) {
                return CourseRules.finish(state, f.crew());
            }

            @Override
            public MatchState endRace(MatchCommand.EndRace e) {
                return CourseRules.endRace(state);
            }
        });
    }

    /** The three key crew posts of 8 a player chooses at the setup (AC-ADV-1). */
    private static MatchState posts(MatchState state, MatchCommand.Posts p) {
        Boat b = Turns.racing(state, p.crew());
        if (!state.advanced()) {
            throw RuleViolation.of("AC-ADV-1", "cupmatch.posts.advanced");
        }
        if (!state.start().manoeuvres().isEmpty() || !state.start().turned().isEmpty() || state.started()) {
            throw RuleViolation.of("AC-ADV-1", "cupmatch.posts.beforeStart");
        }
        if (p.posts().stream().anyMatch(n -> n < 1 || n > 8) || new HashSet<>(p.posts()).size() != 3) {
            throw RuleViolation.of("AC-ADV-1", "cupmatch.posts.three");
        }
        return state.with(b.withPosts(p.posts()));
    }

    private static MatchState startCard(MatchState state, MatchCommand.StartCard c) {
        Turns.racing(state, c.crew());
        if (!state.advanced()) {
            throw RuleViolation.of("AC-START-1", "cupmatch.start.advanced");
        }
        for (Boat b : state.boats()) {
            if (b.keyPosts().isEmpty()) {
                throw RuleViolation.of("AC-ADV-1", "cupmatch.start.noPosts", b.crew());
            }
        }
        return state.withStart(state.start().turn(c.crew(), c.value(), state.crews()));
    }

    private static MatchState startsFirst(MatchState state, String crew) {
        Turns.racing(state, crew);
        if (!noCardYet(state)) {
            throw RuleViolation.of("AC-START-2", "cupmatch.start.started");
        }
        MatchState s = state.advanced() ? state.withStart(state.start().startsFirst(crew)) : state;
        return Turns.settle(s, s.index(crew), -1);
    }

    /** Over the line on the 5th manoeuvre: one turn missed; before it, disqualified (AC-START-3). */
    private static MatchState penalty(MatchState state, String crew) {
        Boat b = Turns.racing(state, crew);
        if (!state.advanced() || !state.start().manoeuvresDone()) {
            throw RuleViolation.of("AC-START-3", "cupmatch.penalty.when", crew);
        }
        if (state.started() || b.misses() > 0) {
            throw RuleViolation.of("AC-START-3", "cupmatch.penalty.already");
        }
        return state.with(b.withMisses(1));
    }

    private static boolean noCardYet(MatchState state) {
        return state.boats().stream().allMatch(b -> b.leg() == 1 && b.cards().isEmpty());
    }

    @Override
    public Map<String, Object> view(MatchState state) {
        return MatchView.of(state);
    }

    @Override
    public String describe(MatchState before, MatchCommand command, Locale locale) {
        return MatchDescriber.describe(before, command, locale);
    }
}
