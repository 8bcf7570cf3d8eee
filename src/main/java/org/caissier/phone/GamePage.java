package org.caissier.phone;

import java.util.List;
import java.util.Locale;
import org.caissier.live.LiveFrame;
import org.caissier.live.PhonePage;
import org.caissier.table.Command;
import org.caissier.table.Session;
import org.caissier.table.Step;

/**
 * A game's phone page typed in its state and command: what the live server hands it (a session's snapshot, or a
 * bare state read again from a journal) is checked once here to be of this game, so the page reads its moment with
 * no cast. The server knows no game and keeps {@link PhonePage}'s untyped seam.
 *
 * @param <S> the game's state
 * @param <C> the game's command type
 */
public abstract class GamePage<S, C extends Command> implements PhonePage {
    private final Class<S> state;
    private final Class<C> command;

    protected GamePage(Class<S> state, Class<C> command) {
        this.state = state;
        this.command = command;
    }

    @Override
    public final String render(Object published, Locale language, LiveFrame frame) {
        return render(moment(published), language, frame);
    }

    /**
     * The page of one moment of the game in {@code language}: its state and, when a session's snapshot was handed,
     * the history up to it (a bare state has none).
     */
    protected abstract String render(Session.Snapshot<S, C> moment, Locale language, LiveFrame frame);

    @SuppressWarnings("unchecked")
    private Session.Snapshot<S, C> moment(Object published) {
        if (state.isInstance(published)) {
            return new Session.Snapshot<>(state.cast(published), List.of(), false, false);
        }
        if (published instanceof Session.Snapshot<?, ?> s
                && state.isInstance(s.state())
                && s.history().stream().allMatch(this::ofThisGame)) {
            return (Session.Snapshot<S, C>) s;
        }
        throw new IllegalArgumentException("not a moment of " + state.getSimpleName() + ": "
                + (published == null ? null : published.getClass().getSimpleName()));
    }

    private boolean ofThisGame(Step<?, ?> step) {
        if (step instanceof Step.Played<?, ?> p) {
            return state.isInstance(p.before()) && state.isInstance(p.after()) && command.isInstance(p.command());
        }
        return !(step instanceof Step.Unread<?, ?> u) || state.isInstance(u.before()) && state.isInstance(u.after());
    }
}
