package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dialog;
import java.awt.Window;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JOptionPaneFinder;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
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
 * here is never offered again. A match is offered only to its own event: a file that names another event, whose
 * pair is not due, or that another file contradicts, is said to be so under the table and not offered.
 */
@GuiTest
class UnscoredMatchesGuiTest extends MainWindows.Shown {
    private static final String ID = "c0ffee00c0ffee00c0ffee00";

    @Test
    void opening_the_tournament_offers_each_unscored_match_once_cancel_asks_again_next_time() throws Exception {
        Games games = Wiring.games();
        Path club = Files.createDirectories(home.resolve("club"));
        Path event = club.resolve("club.caissier");
        try (Session<?, ?> created = Session.create(event, games.start("game cup-tournament Ann Bob Cid", club))) {
            created.gameId();
        }
        // as the window leaves them: one in the games folder naming the event by its whole path, one beside it
        Path far = finishedMatch(
                games,
                Files.createDirectories(home.resolve("games")),
                "2026-11-26_20-00-00_cup-match.caissier",
                "event=" + event.toAbsolutePath() + " Bob Cid",
                "Bob");
        Path beside = finishedMatch(games, club, "club.match.caissier", "event=club.caissier Ann Cid", "Cid");

        open(event);
        DialogFixture first = asked();
        assertThat(question(first))
                .contains(far.getFileName().toString())
                .contains("Bob beat Cid — not yet in this event")
                .doesNotContain("result Bob");
        first.button(JButtonMatcher.withText("Cancel")).click();
        DialogFixture second = asked();
        assertThat(question(second))
                .contains(beside.getFileName().toString())
                .contains("Cid beat Ann — not yet in this event");
        second.button(JButtonMatcher.withText("Enter the result")).click();
        ShownWindow.afterDialogClosed(window);
        assertThat(Files.readAllLines(event))
                .containsSubsequence("#> match club.match.caissier", "result Cid Ann")
                .doesNotContain("result Bob Cid");
        assertThat(window.label("cupStatus").text()).contains("2 matches still to sail");

        // the next opening asks again about the match left, and only about it
        window.menuItem("menuClose").click();
        open(event);
        DialogFixture again = asked();
        assertThat(question(again))
                .contains(far.getFileName().toString())
                .contains("Bob beat Cid — not yet in this event")
                .doesNotContain("result Bob");
        again.button(JButtonMatcher.withText("Enter the result")).click();
        ShownWindow.afterDialogClosed(window);
        assertThat(Files.readAllLines(event))
                .containsSubsequence("#> match " + far.getFileName(), "result Bob Cid")
                .containsOnlyOnce("result Cid Ann");

        // both in the event: nothing is asked any more, and nothing is written twice
        window.menuItem("menuClose").click();
        List<String> scored = Files.readAllLines(event);
        open(event);
        robot.waitForIdle();
        assertThat(Arrays.stream(Dialog.getWindows())
                        .filter(w -> "cupAskDialog".equals(w.getName()))
                        .filter(Window::isShowing))
                .isEmpty();
        assertThat(Files.readAllLines(event)).isEqualTo(scored);
        assertThat(window.label("cupStatus").text()).contains("1 match"); // one left: Ann against Bob
    }

    // ---- a match is offered only to its event (commands.md: id=, event-id=)

    @Test
    void an_event_with_an_id_offers_only_its_own_due_match_and_says_which_files_it_does_not_offer() throws Exception {
        Path event = eventWithStrayFiles();
        open(event);
        DialogFixture offer = asked();
        assertThat(question(offer))
                .contains("own.caissier")
                .contains("(written ")
                .contains("Cid beat Bob — not yet in this event");
        offer.button(JButtonMatcher.withText("Enter the result")).click();
        ShownWindow.afterDialogClosed(window);
        robot.waitForIdle();

        assertThat(Arrays.stream(Dialog.getWindows())
                        .filter(w -> "cupAskDialog".equals(w.getName()))
                        .filter(Window::isShowing))
                .as("one question: the other files are not offered")
                .isEmpty();
        assertThat(Files.readAllLines(event))
                .containsSubsequence("#> match own.caissier", "result Cid Bob")
                .doesNotContain("result Dan Cid", "result Ann Bob", "result Ann Dan", "result Dan Ann");
        assertThat(window.label("feedback").text())
                .contains("“forged.caissier” (written ")
                .contains("Dan beat Cid, was sailed for another event")
                .contains("“late.caissier”")
                .contains("Ann beat Bob, is not due in this event (")
                .contains("“x-one.caissier”")
                .contains("contradicts “x-two.caissier”: neither is offered")
                .contains("“x-two.caissier”")
                .contains("contradicts “x-one.caissier”");
    }

    @Test
    void in_french_the_offer_and_the_files_not_offered_are_said_in_french_typography() throws Exception {
        Path event = eventWithStrayFiles();
        window.menuItem("menuFrench").click();
        open(event);
        DialogFixture offer = asked();
        assertThat(question(offer))
                .contains("«\u202fown.caissier\u202f»")
                .contains("(écrit le ")
                .contains("Cid bat Bob — pas encore dans cette épreuve");
        offer.button(JButtonMatcher.withText("Saisir le résultat")).click();
        ShownWindow.afterDialogClosed(window);
        robot.waitForIdle();

        assertThat(Files.readAllLines(event)).contains("result Cid Bob");
        assertThat(window.label("feedback").text())
                .contains("«\u202fforged.caissier\u202f» (écrit le ")
                .contains("Dan bat Cid, a été couru pour une autre épreuve\u202f: il n’est pas proposé ici")
                .contains("Ann bat Bob, n’est pas à courir dans cette épreuve (")
                .contains("contredit «\u202fx-two.caissier\u202f»\u202f: aucun des deux n’est proposé\u202f;")
                .doesNotContain(" :", " ;", "« ", " »");
    }

    @Test
    void the_offer_waits_until_the_warning_of_a_line_cut_short_is_closed() throws Exception {
        Games games = Wiring.games();
        Path club = Files.createDirectories(home.resolve("club"));
        Path event = club.resolve("club.caissier");
        try (Session<?, ?> created =
                Session.create(event, games.start("game cup-tournament id=" + ID + " Ann Bob Cid", club))) {
            created.gameId();
        }
        Files.writeString(event, "result Ann B", StandardOpenOption.APPEND); // a write cut short
        finishedMatch(
                games,
                Files.createDirectories(home.resolve("games")),
                "own.caissier",
                "event=" + event.toAbsolutePath() + " event-id=" + ID + " Bob Cid",
                "Cid");

        SwingUtilities.invokeLater(() -> frame.openGame(event));
        JOptionPaneFixture warning = JOptionPaneFinder.findOptionPane()
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        assertThat(GuiActionRunner.execute(() -> warning.target().getMessage().toString()))
                .contains("cut short");
        robot.waitForIdle();
        assertThat(Arrays.stream(Dialog.getWindows())
                        .filter(w -> "cupAskDialog".equals(w.getName()))
                        .filter(Window::isShowing))
                .as("no question over the warning")
                .isEmpty();
        warning.okButton().click();

        DialogFixture offer = asked();
        assertThat(question(offer)).contains("own.caissier").contains("Cid beat Bob — not yet in this event");
        offer.button(JButtonMatcher.withText("Cancel")).click();
        ShownWindow.afterDialogClosed(window);
        assertThat(Files.readAllLines(event)).doesNotContain("result Cid Bob");
    }

    /**
     * A tournament with an id, Bob against Ann entered by hand, and in the games folder: its own finished match
     * (Cid beat Bob), a forgery naming its file but another id, a match of a pair that has its result, and two
     * files that give Ann and Dan's match to each.
     */
    private Path eventWithStrayFiles() throws Exception {
        Games games = Wiring.games();
        Path club = Files.createDirectories(home.resolve("club"));
        Path event = club.resolve("club.caissier");
        try (Session<?, ?> created =
                Session.create(event, games.start("game cup-tournament id=" + ID + " Ann Bob Cid Dan", club))) {
            created.submit("result Bob Ann");
        }
        Path folder = Files.createDirectories(home.resolve("games"));
        String named = "event=" + event.toAbsolutePath() + " event-id=";
        finishedMatch(games, folder, "own.caissier", named + ID + " Bob Cid", "Cid");
        finishedMatch(games, folder, "forged.caissier", named + "feedfacefeedface Cid Dan", "Dan");
        finishedMatch(games, folder, "late.caissier", named + ID + " Ann Bob", "Ann");
        finishedMatch(games, folder, "x-one.caissier", named + ID + " Ann Dan", "Ann");
        finishedMatch(games, folder, "x-two.caissier", named + ID + " Ann Dan", "Dan");
        return event;
    }

    private void open(Path event) {
        GuiActionRunner.execute(() -> frame.openGame(event));
        window.panel("cupTournamentView").requireVisible();
    }

    private DialogFixture asked() {
        DialogFixture dialog = WindowFinder.findDialog("cupAskDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
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

    private static void collect(Container c, StringBuilder text) {
        for (Component child : c.getComponents()) {
            if (child instanceof JLabel label && label.getText() != null) {
                text.append(label.getText()).append('\n');
            }
            if (child instanceof Container inner) {
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
