package org.caissier.ui;

import java.io.IOException;
import java.util.Locale;
import org.caissier.table.Command;
import org.caissier.table.RuleViolation;
import org.caissier.table.Session;

/**
 * Plays lines and commands on the open game and says what happened, without touching Swing: the window
 * shows the {@link Feedback}. A refused line changes nothing; a line the disk would not take changes nothing.
 */
public final class SessionController {

    /** What the window shows after each attempt. */
    public interface Feedback {
        void played(String description);

        void refused(RuleViolation violation);

        void saveFailed(IOException error);
    }

    private final Session<?, ?> session;
    private final Feedback feedback;
    private final Locale locale;

    public SessionController(Session<?, ?> session, Feedback feedback, Locale locale) {
        this.session = session;
        this.feedback = feedback;
        this.locale = locale;
    }

    public Session<?, ?> session() {
        return session;
    }

    public boolean play(String line) {
        try {
            Command command = session.parse(line);
            return play(command);
        } catch (RuleViolation v) {
            feedback.refused(v);
            return false;
        }
    }

    public boolean play(Command command) {
        return playTyped(session, command);
    }

    private <S, C extends Command> boolean playTyped(Session<S, C> typed, Command command) {
        Class<C> type = typed.rules().commandType();
        if (!type.isInstance(command)) {
            feedback.refused(RuleViolation.syntaxOf("table.command.otherGame"));
            return false;
        }
        try {
            C c = type.cast(command);
            S before = typed.state();
            S after = typed.submit(c);
            feedback.played(typed.rules().describe(before, c, after, locale));
            return true;
        } catch (RuleViolation v) {
            feedback.refused(v);
            return false;
        } catch (IOException e) {
            feedback.saveFailed(e);
            return false;
        }
    }

    public void undo() {
        io(session::undo);
    }

    public void redo() {
        io(session::redo);
    }

    public void undoFrom(int index) {
        io(() -> session.undoFrom(index));
    }

    private void io(Session.IORunnable action) {
        try {
            action.run();
        } catch (RuleViolation v) {
            feedback.refused(v);
        } catch (IOException e) {
            feedback.saveFailed(e);
        }
    }
}
