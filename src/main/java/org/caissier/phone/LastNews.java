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
    private LastNews() {
    }

    /** The state a page is handed: a session's snapshot (with its history) or the bare state. */
    public static Object stateOf(Object published) {
        return published instanceof Session.Snapshot<?, ?> s ? s.state() : published;
    }

    /** The last announced line in play of {@code published} in words, or empty (a bare state has no history). */
    public static <S, C extends Command> Optional<Played<S, C>> of(Object published, Rules<S, C> rules,
                                                                   Class<S> type) {
        if (!(published instanceof Session.Snapshot<?, ?> snapshot) || !type.isInstance(snapshot.state())) {
            return Optional.empty();
        }
        List<? extends Step<?, ?>> history = snapshot.history();
        for (int i = history.size() - 1; i >= 0; i--) {
            if (history.get(i) instanceof Step.Played<?, ?> p && type.isInstance(p.before())
                    && rules.commandType().isInstance(p.command())) {
                S before = type.cast(p.before());
                S after = type.cast(p.after());
                C command = rules.commandType().cast(p.command());
                if (rules.announcement(before, command, after).isPresent()) {
                    return Optional.of(new Played<>(rules, before, command, after));
                }
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
