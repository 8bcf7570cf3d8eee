package org.caissier.cup;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.caissier.table.Announcement;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;

/** The scorer of a Cup regatta (AC-REG-1, RRS Appendix A low-point system). */
public final class RegattaRules implements Rules<RegattaState, RegattaCommand> {

    @Override
    public List<String> seatNames(RegattaState state) {
        return state.names();
    }

    public static final int MIN_CREWS = 2;
    public static final int MAX_CREWS = 6;

    private final RegattaParser parser = new RegattaParser();

    /** A series before its first race: 2 to 6 crews (AC-REG-1). */
    public RegattaState start(List<Crew> crews, int discards) {
        return start(crews, discards, EventInfo.NONE);
    }

    /** As {@link #start(List, int)}, for a named event. */
    public RegattaState start(List<Crew> crews, int discards, EventInfo event) {
        if (crews.size() > MAX_CREWS) {
            throw RuleViolation.of("AC-REG-1", "cup.regatta.tooMany", crews.size());
        }
        if (crews.size() < MIN_CREWS) {
            throw RuleViolation.of("AC-REG-1", "cup.regatta.tooFew");
        }
        return new RegattaState(crews, discards, List.of(), event);
    }

    RegattaCommand.NewRegatta newRegatta(List<String> words) {
        return parser.newRegatta(words);
    }

    @Override
    public RegattaCommand parse(List<String> words, RegattaState state) {
        return parser.parse(words, state);
    }

    @Override
    public RegattaState apply(RegattaState state, RegattaCommand command) {
        return command.accept(new RegattaCommand.Visitor<>() {
            @Override
            public RegattaState newRegatta(RegattaCommand.NewRegatta n) {
                throw RuleViolation.syntaxOf("cup.regatta.started");
            }

            @Override
            public RegattaState race(RegattaCommand.Race r) {
                if (r.number() > state.races().size()) {
                    throw RuleViolation.of("A4", "cup.race.none", r.number());
                }
                return state.with(r.number(), r.order());
            }
        });
    }

    @Override
    public Map<String, Object> view(RegattaState state) {
        return RegattaView.of(state);
    }

    /** A result is news for the whole room: told in large type, without dice. */
    @Override
    public Optional<Announcement> announcement(RegattaState before, RegattaCommand command, RegattaState after) {
        return command instanceof RegattaCommand.Race ? Optional.of(Announcement.of()) : Optional.empty();
    }

    @Override
    public String describe(RegattaState before, RegattaCommand command, Locale locale) {
        return Describer.regatta(before, command, locale);
    }
}
