package org.caissier.ui.shell;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.caissier.table.RuleViolation;

/** What the window is told of each play, as lines a test reads: "played: …", "refused: …", "not saved". */
final class ToldFeedback implements SessionController.Feedback {
    final List<String> told = new ArrayList<>();

    @Override
    public void played(String description) {
        told.add("played: " + description);
    }

    @Override
    public void refused(RuleViolation violation) {
        told.add("refused: " + violation.message(Locale.ENGLISH));
    }

    @Override
    public void saveFailed(IOException error) {
        told.add("not saved");
    }
}
