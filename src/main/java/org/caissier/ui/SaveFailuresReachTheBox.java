package org.caissier.ui;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.caissier.table.Announcement;
import org.caissier.table.RuleViolation;

/**
 * The window's feedback, with a line the journal would not take told to the box first: a press that caused it
 * is then not acknowledged, nor any after it, before the window shows the error (a dialog, during which more
 * presses may be handled).
 */
public final class SaveFailuresReachTheBox implements SessionController.Feedback {
    private final SessionController.Feedback shown;
    private final Supplier<BoxSession> box;

    public SaveFailuresReachTheBox(SessionController.Feedback shown, Supplier<BoxSession> box) {
        this.shown = Objects.requireNonNull(shown);
        this.box = Objects.requireNonNull(box);
    }

    @Override
    public void saveFailed(IOException error) {
        box.get().saveFailed();
        shown.saveFailed(error);
    }

    @Override
    public void played(String description) {
        shown.played(description);
    }

    @Override
    public void refused(RuleViolation violation) {
        shown.refused(violation);
    }

    @Override
    public void undone(List<String> descriptions) {
        shown.undone(descriptions);
    }

    @Override
    public void redone(String description) {
        shown.redone(description);
    }

    @Override
    public void announced(String description, Announcement announcement) {
        shown.announced(description, announcement);
    }
}
