package org.caissier.espion.ui;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionState;
import org.caissier.table.Audience;
import org.caissier.table.LineSeal;
import org.caissier.table.RuleViolation;
import org.caissier.table.SealException;
import org.caissier.table.SealKdf;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.kit.Messages;

/**
 * What the hunter's screen does only behind the spy's PIN: the spy's own view, his end and its confirmation, the
 * route shown or checked, his sealed lines taken back or played again. Whatever it reads with his key goes into a
 * dialog of its own, never onto the hunter's screen; the screen hears only what the table may know.
 */
final class SpyKeyActions {
    private final Session<EspionState, EspionCommand> session;
    private final GameContext<EspionState, EspionCommand> context;
    private final Messages m;
    private final SecureRandom random = new SecureRandom();
    private final SealKdf sealing;

    SpyKeyActions(
            Session<EspionState, EspionCommand> session,
            GameContext<EspionState, EspionCommand> context,
            Messages m,
            SealKdf sealing) {
        this.session = session;
        this.context = context;
        this.m = m;
        this.sealing = sealing;
    }

    void openSpyView() {
        int before = session.history().size();
        new PinPrompt(context.window(), m, session, random, sealing)
                .ask(spy())
                .ifPresent(seal -> new SpyDialog(context.window(), m, session, seal, EspionScreen.IDLE_MILLIS).show());
        List<Step<EspionState, EspionCommand>> history = session.history();
        if (history.size() > before) {
            // What the table may know of it ("the spy moved"), in place of an earlier refusal still shown.
            context.tell(session.describe(history.get(history.size() - 1), m.locale()));
        }
    }

    /**
     * The spy's end. In a sealed game it is his announcement: his PIN, then a confirmation that his route will be
     * shown to everyone; the end and its confirmation are written at once, and the route is shown. Anywhere else (a
     * game whose spy's lines are in clear, a save of the older rules) the line is played as it is.
     */
    void end(EspionCommand command, boolean escaping) {
        if (!session.needsConfirmation(command)) {
            play(command);
            return;
        }
        Optional<LineSeal> seal = new PinPrompt(context.window(), m, session, random, sealing).ask(spy());
        if (seal.isEmpty()) {
            return;
        }
        if (!EndConfirm.asked(context.window(), m, spy(), escaping)) {
            context.tell(m.get("es.end.notConfirmed"));
            return;
        }
        try {
            session.submitConfirmed(command, seal.get());
        } catch (RuleViolation v) {
            context.tell(v.message(m.locale()));
            return;
        } catch (IOException e) {
            context.tell(e.getMessage());
            return;
        }
        List<Step<EspionState, EspionCommand>> history = session.history();
        context.tell(session.describe(history.get(history.size() - 2), m.locale()));
        showRoute();
    }

    /** The route once everyone may see it: the end confirmed, and every place of it read with the spy's PIN. */
    private boolean showRoute() {
        EspionState everyone = session.stateFor(Audience.everyone());
        if (!everyone.shownToEveryone()
                || !everyone.routeKnown()
                || everyone.route().isEmpty()) {
            return false;
        }
        new RouteDialog(context.window(), m).show(everyone);
        return true;
    }

    /** D-ES-1: the route unsealed with the spy's PIN; without it, the check cannot be made, and the screen says so. */
    void checkRoute() {
        if (showRoute()) {
            return;
        }
        if (session.sealingLine().isEmpty()) {
            // Nothing was sealed: the spy's lines were played in clear (a game continued from a script).
            if (session.state().routeKnown()) {
                new RouteDialog(context.window(), m).show(session.state());
            } else {
                context.tell(m.get("es.pin.forgotten"));
            }
            return;
        }
        Optional<LineSeal> seal = new PinPrompt(context.window(), m, session, random, sealing).ask(spy());
        if (seal.isEmpty()) {
            context.tell(m.get("es.pin.forgotten"));
            return;
        }
        try {
            new RouteDialog(context.window(), m).show(session.stateWith(seal.get()));
        } catch (SealException e) {
            context.tell(e.message(m.locale()));
        }
    }

    /** The hunter undoes his own lines (Ctrl+Z); the spy's sealed lines only with his PIN. */
    void undoSpyLine() {
        int last = lastActive();
        withSpyKey(seal -> session.undoFrom(last, seal), "es.spy.undone");
    }

    /** The spy's line he took back, played again: with his PIN only, as anyone's redo would replay his move. */
    void redoSpyLine() {
        withSpyKey(session::redo, "es.spy.redone");
    }

    /** A change to the journal only the spy's key makes (a sealed line taken back, played again). */
    private interface KeyedChange {
        void make(LineSeal seal) throws IOException;
    }

    /**
     * Asks the spy's PIN and makes {@code change} with his key, then says {@code doneKey}; a seal found changed (the
     * rule's refusal) or a journal that cannot be written is said instead, and nothing changes.
     */
    private void withSpyKey(KeyedChange change, String doneKey) {
        new PinPrompt(context.window(), m, session, random, sealing).ask(spy()).ifPresent(seal -> {
            try {
                change.make(seal);
                context.tell(m.get(doneKey));
            } catch (RuleViolation v) {
                context.tell(v.message(m.locale()));
            } catch (IOException e) {
                context.tell(e.getMessage());
            }
        });
    }

    /** The last line still in play, or -1. */
    int lastActive() {
        List<Step<EspionState, EspionCommand>> history = session.history();
        for (int i = history.size() - 1; i >= 0; i--) {
            if (history.get(i).active()) {
                return i;
            }
        }
        return -1;
    }

    private boolean play(EspionCommand command) {
        return context.play(command).played();
    }

    private String spy() {
        return session.state().spy();
    }
}
