package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dialog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.app.Wiring;
import org.caissier.table.Games;
import org.caissier.table.Session;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.Test;

/**
 * Opening an event offers to score each of its matches whose finish never reached it (the event was open in
 * another program, or the program stopped right after the finish): the one in the games folder, where the window
 * starts matches, and the one saved beside the event. Cancel leaves a match for the next opening; a match scored
 * here is never offered again.
 */
@GuiTest
class UnscoredMatchesGuiTest extends MainWindows.Shown {

    @Test
    void opening_the_tournament_offers_each_unscored_match_once_cancel_asks_again_next_time() throws Exception {
        Games games = Wiring.games();
        Path club = Files.createDirectories(home.resolve("club"));
        Path event = club.resolve("club.caissier");
        try (Session<?, ?> created = Session.create(event, games.start("game cup-tournament Ann Bob Cid", club))) {
            created.gameId();
        }
        // as the window leaves them: one in the games folder naming the event by its whole path, one beside it
        Path far = finishedMatch(games, Files.createDirectories(home.resolve("games")),
                "2026-11-26_20-00-00_cup-match.caissier", "event=" + event.toAbsolutePath() + " Bob Cid", "Bob");
        Path beside = finishedMatch(games, club, "club.match.caissier", "event=club.caissier Ann Cid", "Cid");

        open(event);
        DialogFixture first = asked();
        assertThat(question(first)).contains(far.getFileName().toString()).contains("Bob beat Cid — not yet in this event").doesNotContain("result Bob");
        first.button(JButtonMatcher.withText("Cancel")).click();
        DialogFixture second = asked();
        assertThat(question(second)).contains(beside.getFileName().toString()).contains("Cid beat Ann — not yet in this event");
        second.button(JButtonMatcher.withText("Enter the result")).click();
        ShownWindow.afterDialogClosed(window);
        assertThat(Files.readAllLines(event)).containsSubsequence("#> match club.match.caissier", "result Cid Ann")
                .doesNotContain("result Bob Cid");
        assertThat(window.label("cupStatus").text()).contains("2 matches still to sail");

        // the next opening asks again about the match left, and only about it
        window.menuItem("menuClose").click();
        open(event);
        DialogFixture again = asked();
        assertThat(question(again)).contains(far.getFileName().toString()).contains("Bob beat Cid — not yet in this event").doesNotContain("result Bob");
        again.button(JButtonMatcher.withText("Enter the result")).click();
        ShownWindow.afterDialogClosed(window);
        assertThat(Files.readAllLines(event)).containsSubsequence("#> match " + far.getFileName(),
                "result Bob Cid").containsOnlyOnce("result Cid Ann");

        // both in the event: nothing is asked any more, and nothing is written twice
        window.menuItem("menuClose").click();
        List<String> scored = Files.readAllLines(event);
        open(event);
        robot.waitForIdle();
        assertThat(Arrays.stream(Dialog.getWindows()).filter(w -> "cupAskDialog".equals(w.getName()))
                .filter(java.awt.Window::isShowing)).isEmpty();
        assertThat(Files.readAllLines(event)).isEqualTo(scored);
        assertThat(window.label("cupStatus").text()).contains("1 match"); // one left: Ann against Bob
    }

    private void open(Path event) {
        GuiActionRunner.execute(() -> frame.openGame(event));
        window.panel("cupTournamentView").requireVisible();
    }

    private DialogFixture asked() {
        DialogFixture dialog = WindowFinder.findDialog("cupAskDialog").withTimeout(30, TimeUnit.SECONDS).using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        return dialog;
    }

    private String question(DialogFixture dialog) {
        return GuiActionRunner.execute(() -> {
            StringBuilder text = new StringBuilder();
            collect(dialog.target(), text);
            return text.toString();
        });
    }

    private static void collect(java.awt.Container c, StringBuilder text) {
        for (java.awt.Component child : c.getComponents()) {
            if (child instanceof javax.swing.JLabel label && label.getText() != null) {
                text.append(label.getText()).append('\n');
            }
            if (child instanceof java.awt.Container inner) {
                collect(inner, text);
            }
        }
    }

    /** A one-leg match of the event whose {@code winner} crossed the line; its finish never reached the event. */
    private static Path finishedMatch(Games games, Path folder, String name, String crews, String winner)
            throws Exception {
        Path file = folder.resolve(name);
        try (Session<?, ?> match = Session.create(file, games.start("game cup-match legs=1 " + crews, folder))) {
            match.submit("round " + winner);
            match.submit("finish " + winner);
        }
        return file;
    }
}
