package org.caissier.cup.ui;

import java.awt.Dialog;
import java.awt.Window;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import javax.swing.SwingUtilities;
import org.caissier.cup.match.EventScorer;
import org.caissier.cup.match.EventScorer.Pending;
import org.caissier.cup.match.MatchModule;
import org.caissier.cup.match.MatchOffers;
import org.caissier.table.Games;
import org.caissier.table.Session;
import org.caissier.table.Words;
import org.caissier.ui.files.OffTheEdt;
import org.caissier.ui.files.Reasons;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.kit.Messages;

/**
 * Opening an event offers to score each of its finished matches whose line it does not hold (the event was open
 * in another program at the finish, or the program stopped right after it): one question per match, once per
 * opening. Cancel leaves the match as it is, and it is asked again the next time the event is opened. A line
 * scored here goes in after the note naming its match, in the same write, so the match is never scored twice
 * (neither from here nor from the match's own screen).
 *
 * <p>The matches are found by their files, in the event's folder and in the games folder where the window starts
 * them ({@link EventScorer#matchesOf}): the event itself knows only the matches that reached it. Only a match
 * sailed for this event is offered ({@link MatchOffers}): a file that names another event, whose pair is not due,
 * or that another file contradicts, is said to be so in the line under the table, and left as it is.
 */
final class UnscoredOffer {
    private final EventScorer scorer = new EventScorer(new Games(List.of(new MatchModule())));
    /** The events asked about in their current opening: a screen built again (another language) asks nothing. */
    private final Set<Session<?, ?>> asked = Collections.newSetFromMap(new WeakHashMap<>());

    /**
     * Asks about the event's unscored matches once the window shows it, unless this opening was asked about
     * already. {@code shown} says whether the event is still the window's game (a question is not asked, and a
     * line not played, for a game closed meanwhile).
     */
    void onceFor(Session<?, ?> event, GameContext<?, ?> context, BooleanSupplier shown) {
        if (!event.readOnly() && asked.add(event)) {
            SwingUtilities.invokeLater(() -> whenNothingElseAsks(() -> ask(event, context, shown)));
        }
    }

    /**
     * Runs {@code ask} once no modal dialog is showing: a warning the opening gave (a line cut short) is read
     * whole before a question opens over it.
     */
    static void whenNothingElseAsks(Runnable ask) {
        Optional<Window> modal = Arrays.stream(Window.getWindows())
                .filter(w -> w instanceof Dialog d && d.isModal() && d.isShowing())
                .findFirst();
        if (modal.isEmpty()) {
            ask.run();
            return;
        }
        // hidden (setVisible(false)) or disposed, whichever the dialog's owner does: asked again once, after it
        AtomicBoolean gone = new AtomicBoolean();
        Runnable again = () -> {
            if (gone.compareAndSet(false, true)) {
                SwingUtilities.invokeLater(() -> whenNothingElseAsks(ask));
            }
        };
        modal.get().addComponentListener(new ComponentAdapter() {
            @Override
            public void componentHidden(ComponentEvent e) {
                again.run();
            }
        });
        modal.get().addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                again.run();
            }
        });
    }

    /** The line a match gives its event, said as a sentence: "Camille beat Fanny", "sail-off: Echo beat Bruno". */
    static String sentence(String line, Messages m) {
        List<String> words = Words.split(line);
        if (words.size() == 3 && List.of("result", "sail-off", "final").contains(words.get(0))) {
            String beat = m.get("cup.result.win", words.get(1), words.get(2));
            return words.get(0).equals("result") ? beat : m.get("cup.unscored." + words.get(0), beat);
        }
        if (!words.isEmpty() && words.get(0).equals("race")) {
            return m.get("cup.unscored.race", String.join(" ", words.subList(1, words.size())));
        }
        return line;
    }

    /** When the match's file was last written, as the reader writes a date and time; "" when it cannot be read. */
    private static String written(Path file, Messages m) {
        try {
            return DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                    .withLocale(m.locale())
                    .format(LocalDateTime.ofInstant(
                            Files.getLastModifiedTime(file).toInstant(), ZoneId.systemDefault()));
        } catch (IOException e) {
            return "?";
        }
    }

    private void ask(Session<?, ?> event, GameContext<?, ?> context, BooleanSupplier shown) {
        Messages m = context.messages();
        List<Path> folders = new ArrayList<>();
        folders.add(event.file().toAbsolutePath().getParent());
        context.gamesFolder().ifPresent(folders::add);
        List<Pending> matches;
        try {
            // Reads every journal's head in two folders, and each match found: on a worker, the window answering.
            matches = OffTheEdt.onScreen().get(() -> scorer.matchesOf(event.file(), folders));
        } catch (IOException e) {
            context.tell(m.get("cup.unscored.unreadable", Reasons.of(e, m.locale())));
            return;
        }
        CupAsk ask = new CupAsk(context.window(), m);
        List<String> notOffered = new ArrayList<>();
        for (MatchOffers.Verdict verdict : MatchOffers.of(event, matches)) {
            if (!shown.getAsBoolean()) {
                return;
            }
            Pending match = verdict.match();
            if (verdict.kind() != MatchOffers.Kind.OFFERED) {
                notOffered.add(notOffered(verdict, m));
                continue;
            }
            if (!EventScorer.isPending(event, match)) {
                continue; // scored meanwhile (a match of the same pair answered just now)
            }
            Optional<String> line = match.lineFor(event.state());
            if (line.isPresent()
                    && ask.confirm(
                            m.get(
                                    "cup.ask.unscoredMatch",
                                    match.file().getFileName().toString(),
                                    written(match.file(), m),
                                    sentence(line.get(), m)),
                            "cup.ask.unscoredYes")) {
                event.withNote(match.note(), () -> context.play(line.get()));
            }
        }
        if (!notOffered.isEmpty() && shown.getAsBoolean()) {
            // said last, where the line of a result entered above would otherwise cover it
            context.tell(String.join(" ", notOffered));
        }
    }

    /** Why a match file that names this event is not offered, in a sentence naming the file and when it was written. */
    static String notOffered(MatchOffers.Verdict verdict, Messages m) {
        Path file = verdict.match().file();
        String name = file.getFileName().toString();
        String match = verdict.line()
                .map(l -> sentence(l, m))
                .orElseGet(() -> String.join(" – ", verdict.match().match().crews()));
        return switch (verdict.kind()) {
            case OTHER_EVENT -> m.get("cup.unscored.otherEvent", name, written(file, m), match);
            case CONTRADICTED ->
                m.get(
                        "cup.unscored.contradicted",
                        name,
                        written(file, m),
                        match,
                        verdict.contradicting().stream()
                                .map(p -> m.get(
                                        "cup.unscored.file", p.getFileName().toString()))
                                .collect(Collectors.joining(", ")));
            default ->
                verdict.refusal()
                        .map(r -> m.get(
                                "cup.unscored.notDueBecause", name, written(file, m), match, r.message(m.locale())))
                        .orElseGet(() -> m.get("cup.unscored.notDue", name, written(file, m), match));
        };
    }
}
