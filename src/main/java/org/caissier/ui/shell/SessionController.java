package org.caissier.ui.shell;

import java.io.IOException;
import java.util.Locale;
import org.caissier.table.Command;
import org.caissier.table.RuleViolation;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.ui.game.Outcome;

/**
 * Plays lines and commands on the open game and says what happened, without touching Swing: the window
 * shows the {@link Feedback}, and each play answers its {@link Outcome}. A refused line changes nothing; a line the
 * disk would not take changes nothing.
 *
 * @param <S> the game's state
 * @param <C> the game's command type
 */
public final class SessionController<S, C extends Command> {

    /** What the window shows after each attempt. */
    public interface Feedback {
        void played(String description);

        void refused(RuleViolation violation);

        void saveFailed(IOException error);

        /** The lines an undo took back, in plain words, oldest first. */
        default void undone(java.util.List<String> descriptions) {}

        /** The line a redo played again, in plain words. */
        default void redone(String description) {}

        /** A command just played that the whole table should hear in large type: its sentence and its dice. */
        default void announced(String description, org.caissier.table.Announcement announcement) {}
    }

    private final Session<S, C> session;
    private final Feedback feedback;
    private final Locale locale;
    private final java.util.function.IntPredicate beforeUndo;

    public SessionController(Session<S, C> session, Feedback feedback, Locale locale) {
        this(session, feedback, locale, index -> true);
    }

    /** {@code beforeUndo} is asked before the lines from an index on are taken back: false leaves them. */
    public SessionController(
            Session<S, C> session, Feedback feedback, Locale locale, java.util.function.IntPredicate beforeUndo) {
        this.session = session;
        this.feedback = feedback;
        this.locale = locale;
        this.beforeUndo = beforeUndo;
    }

    public Session<S, C> session() {
        return session;
    }

    /** Reads a line in the current state and plays it; a line that cannot be read is refused as any command. */
    public Outcome<S> play(String line) {
        C command;
        try {
            command = session.parse(line);
        } catch (RuleViolation v) {
            feedback.refused(v);
            return new Outcome.Refused<>(v);
        }
        return play(command);
    }

    /** Applies, saves and shows one command; says, and answers, what came of it. */
    public Outcome<S> play(C command) {
        try {
            S before = session.state();
            S after = session.submit(command);
            String said = session.rules().describe(before, command, after, locale);
            feedback.played(said);
            session.rules().announcement(before, command, after).ifPresent(a -> feedback.announced(said, a));
            return new Outcome.Played<>(after, said);
        } catch (RuleViolation v) {
            feedback.refused(v);
            return new Outcome.Refused<>(v);
        } catch (IOException e) {
            feedback.saveFailed(e);
            return new Outcome.NotSaved<>(e);
        }
    }

    public void undo() {
        java.util.List<? extends Step<?, ?>> history = session.history();
        int last = history.size() - 1;
        while (last >= 0 && !history.get(last).active()) {
            last--;
        }
        if (last >= 0 && beforeUndo.test(last)) {
            told(session::undo);
        }
    }

    public void redo() {
        told(session::redo);
    }

    public void undoFrom(int index) {
        if (!beforeUndo.test(index)) {
            return;
        }
        told(() -> session.undoFrom(index));
    }

    /**
     * Runs an undo or a redo and says what it changed: the lines that were played and are no more, described
     * while their states are still known, or the line played again.
     */
    private void told(Session.IORunnable action) {
        Session<S, C> typed = session;
        // A step keeps the states it was played between, so a line taken back can still be told after the undo.
        java.util.List<Step<S, C>> before = java.util.List.copyOf(typed.history());
        if (!io(action)) {
            return;
        }
        java.util.List<Step<S, C>> after = typed.history();
        java.util.List<String> taken = new java.util.ArrayList<>();
        for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
            boolean was = before.get(i).active();
            boolean is = after.get(i).active();
            if (was && !is) {
                taken.add(typed.describe(before.get(i), locale));
            } else if (!was && is) {
                feedback.redone(typed.describe(after.get(i), locale));
                return;
            }
        }
        if (!taken.isEmpty()) {
            feedback.undone(taken);
        }
    }

    private boolean io(Session.IORunnable action) {
        try {
            action.run();
            return true;
        } catch (RuleViolation v) {
            feedback.refused(v);
        } catch (IOException e) {
            feedback.saveFailed(e);
        }
        return false;
    }
}
