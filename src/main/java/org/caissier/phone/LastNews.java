package org.caissier.phone;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.table.Audience;
import org.caissier.table.Command;
import org.caissier.table.Rules;
import org.caissier.table.Session;
import org.caissier.table.Step;

/**
 * The last news the table was told in large type (the announcement band's sentence: the describer's words for
 * everyone, secrets left out), read from a session's snapshot: the latest line in play its rules announce.
 */
public final class LastNews {
    private LastNews() {}

    /** The state a page is handed: a session's snapshot (with its history) or the bare state. */
    public static Object stateOf(Object published) {
        return published instanceof Session.Snapshot<?, ?> s ? s.state() : published;
    }

    /** The last announced line in play of a game's moment in words, or empty (a bare state has no history). */
    public static <S, C extends Command> Optional<Played<S, C>> of(Session.Snapshot<S, C> moment, Rules<S, C> rules) {
        List<Step<S, C>> history = moment.history();
        for (int i = history.size() - 1; i >= 0; i--) {
            if (history.get(i) instanceof Step.Played<S, C> p
                    && rules.announcement(p.before(), p.command(), p.after()).isPresent()) {
                return Optional.of(new Played<>(rules, p.before(), p.command(), p.after()));
            }
        }
        return Optional.empty();
    }

    /** One announced line: what it was, to be told in a language. */
    public record Played<S, C extends Command>(Rules<S, C> rules, S before, C command, S after) {
        public String sentence(Locale language) {
            return rules.describe(before, command, after, language, Audience.everyone());
        }
    }
}
