package org.caissier.cup.match.ui;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.caissier.cup.match.EventScorer;
import org.caissier.cup.match.MatchCommand;
import org.caissier.cup.match.MatchState;
import org.caissier.table.DataFileException;
import org.caissier.table.JournalException;
import org.caissier.table.RuleViolation;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.ui.files.Reasons;
import org.caissier.ui.kit.Messages;

/**
 * The finished match's line in its event: written there once, taken back with the finish, and why it is not there
 * when it is not. The match's screen shows what this holds.
 */
final class MatchInEvent {
    private final Session<MatchState, MatchCommand> session;
    private final EventScorer scorer;
    private final Messages m;
    /** The screen's message line. */
    private final Consumer<String> tell;

    private String scored;
    /** Whether the event holds this finished match's line (written now, or found there when the match opened). */
    private boolean inEvent;
    /**
     * Why the finished match is not in its event (a refusal, a locked or unreadable event, a finish from an earlier
     * sitting that never reached it): said in its own line until the event holds the result or the finish is
     * taken back, so the finish's own message cannot hide it.
     */
    private String trouble;

    MatchInEvent(Session<MatchState, MatchCommand> session, EventScorer scorer, Messages m, Consumer<String> tell) {
        this.session = session;
        this.scorer = scorer;
        this.m = m;
        this.tell = tell;
        lookAtEvent();
    }

    /**
     * A finished match opened again: is its line in the event? (Read without the event's lock.) One that is not
     * (the program stopped, or the event could not be written, after the finish) is offered for scoring.
     */
    private void lookAtEvent() {
        MatchState s = session.state();
        if (!s.over() || s.event() == null) {
            return;
        }
        try {
            switch (scorer.standing(session.file(), s)) {
                case SCORED -> inEvent = true;
                case PENDING -> trouble = m.get("match.event.pending");
                case OTHER_EVENT -> trouble = m.get("match.event.other", s.event());
                default -> {}
            }
        } catch (IOException | JournalException | DataFileException e) {
            trouble = m.get("match.event.unknown", Reasons.of(e, m.locale()));
        }
    }

    /**
     * Writes the finished match's line into its event, once: a match the event holds already is not written again.
     * A refusal there (already entered), a locked or unwritable event, is kept as the trouble to say until the event
     * holds the result.
     */
    void score() {
        MatchState s = session.state();
        try {
            Optional<String> line = scorer.score(session.file(), s);
            if (line.isPresent()) {
                scored = line.get();
                tell.accept(m.get("match.head.scored", ScoredWords.of(scored, m)));
            }
            inEvent = s.over() && s.event() != null;
            trouble = null;
        } catch (RuleViolation v) {
            trouble = m.get("match.event.failed", v.ruleId() + ": " + v.message(m.locale()));
        } catch (EventScorer.OtherEventException e) {
            trouble = m.get("match.event.other", s.event());
        } catch (IOException | JournalException | DataFileException e) {
            trouble = m.get("match.event.failed", Reasons.of(e, m.locale()));
        }
    }

    /**
     * An undo that takes back the finish takes back the line it wrote into the event first (so a crash between the
     * two leaves the match finished and its event to score again, never a result without its finish); an event
     * that has moved on since, or cannot be opened, keeps its line and the finish stays.
     */
    boolean beforeUndo(int index) {
        MatchState now = session.state();
        List<Step<MatchState, MatchCommand>> history = session.history();
        Optional<MatchState> back = history.subList(Math.min(index, history.size()), history.size()).stream()
                .filter(s -> s instanceof Step.Applied)
                .findFirst()
                .map(s -> ((Step.Applied<MatchState, MatchCommand>) s).before());
        if (!now.over() || back.isEmpty() || back.get().over()) {
            return true;
        }
        try {
            EventScorer.Unscored done = scorer.unscore(session.file(), now);
            if (done == EventScorer.Unscored.MOVED_ON) {
                tell.accept(m.get("match.undo.movedOn"));
                return false;
            }
            forget();
            return true;
        } catch (IOException | JournalException | DataFileException e) {
            tell.accept(m.get("match.undo.eventUnreadable", Reasons.of(e, m.locale())));
            return false;
        }
    }

    /** The match is not over (any more): nothing of it is in the event, nothing to say about it. */
    void forget() {
        scored = null;
        inEvent = false;
        trouble = null;
    }

    /** The line written into the event at this sitting, or null. */
    String scored() {
        return scored;
    }

    boolean inEvent() {
        return inEvent;
    }

    /** Why the finished match is not in its event, or null. */
    String trouble() {
        return trouble;
    }
}
