package org.caissier.ui.shell;

import java.awt.BorderLayout;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.SwingUtilities;
import org.caissier.table.Command;
import org.caissier.table.Session;
import org.caissier.ui.box.PressResult;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.Outcome;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.FittedView;
import org.caissier.ui.kit.Messages;

/**
 * The game open in the window: its session and controller, and the table built for it — the game's view, the
 * journal panel and the command bar. Listens to the session from the moment it is open until it is closed, and
 * keeps what the players arranged (the journal open or folded and its width, the line being typed, the lines already
 * played, the journal line chosen) when the window is built again for another language, theme or text size.
 */
final class OpenGame<S, C extends Command> {
    private final GamePlugin<S, C> plugin;
    private final Session<S, C> session;
    private final SessionController.Feedback feedback;
    private final Session.Listener listener;
    private SessionController<S, C> controller;
    /** While a press of the box is handled, what each play it caused came to; null otherwise. */
    private List<Outcome<S>> pressPlays;

    private GameView view;
    private JournalPanel journal;
    private CommandBar commandBar;
    private JournalDrawer drawer;

    /**
     * The session, of whatever game its file named, opened as a game of {@code plugin}'s (checked once, here):
     * {@code changed} runs on the EDT after every change the session reports.
     */
    static <S, C extends Command> OpenGame<S, C> of(
            GamePlugin<S, C> plugin,
            Session<?, ?> session,
            SessionController.Feedback feedback,
            Locale locale,
            Runnable changed) {
        return new OpenGame<>(plugin, plugin.module().typed(session), feedback, locale, changed);
    }

    private OpenGame(
            GamePlugin<S, C> plugin,
            Session<S, C> session,
            SessionController.Feedback feedback,
            Locale locale,
            Runnable changed) {
        if (!SwingUtilities.isEventDispatchThread()) {
            throw new IllegalStateException("a game is shown, and played, on the event dispatch thread");
        }
        // From now on only the EDT plays on this session; other threads read its snapshots.
        session.ownedBy(SwingUtilities::isEventDispatchThread, "the event dispatch thread");
        this.plugin = plugin;
        this.session = session;
        this.feedback = feedback;
        this.controller = new SessionController<>(session, feedback, locale, this::beforeUndo);
        this.listener = s -> {
            if (SwingUtilities.isEventDispatchThread()) {
                changed.run();
            } else {
                SwingUtilities.invokeLater(changed);
            }
        };
        session.addListener(listener);
    }

    Session<S, C> session() {
        return session;
    }

    private boolean beforeUndo(int index) {
        return view == null || view.beforeUndo(index);
    }

    SessionController<S, C> controller() {
        return controller;
    }

    /** The descriptions of what is played now come in this language. */
    void speak(Locale locale) {
        controller = new SessionController<>(session, feedback, locale, this::beforeUndo);
    }

    /**
     * Builds the table for the game, in the words of {@code messages}, with what the last build had arranged; the
     * journal beside it open or folded as {@code settings} keep it ({@link JournalDrawer}).
     */
    JComponent build(UiContext shell, Messages messages, JComponent feedbackLine, AppSettings settings) {
        GameContext<S, C> context = new PlayingContext<>(shell, this);
        GameView previousView = view;
        CommandBar previousBar = commandBar;
        JSplitPane previousSplit = drawer == null || !drawer.isOpen() ? null : drawer.split();
        int previousLine = journal == null ? -1 : journal.selectedIndex();
        view = plugin.screens().open(session, context);
        if (previousView != null) {
            view.carryOver(previousView);
        }
        journal = new JournalPanel(messages, index -> {
            if (UndoAsksFirst.confirmed(journal, messages, session, index, messages.locale())) {
                controller().undoFrom(index);
            }
        });
        int divider = previousSplit != null && previousView != null && previousSplit.getWidth() > 0
                ? previousSplit.getDividerLocation()
                : -1;
        drawer = new JournalDrawer(
                settings,
                messages,
                FittedView.around(view.component()),
                journal,
                context.window().getWidth(),
                divider);
        commandBar = new CommandBar(
                messages,
                this::completions,
                line -> view.playFromBar(line, context),
                line -> view.refusesAsSecret(line));
        if (previousBar != null) {
            commandBar.carryOver(previousBar);
        }
        JPanel bottom = new JPanel(new BorderLayout());
        bottom.add(feedbackLine, BorderLayout.NORTH);
        bottom.add(commandBar, BorderLayout.CENTER);
        JPanel content = new JPanel(new BorderLayout());
        content.add(drawer, BorderLayout.CENTER);
        content.add(bottom, BorderLayout.SOUTH);
        if (previousLine >= 0) {
            journal.show(session);
            journal.select(previousLine);
        }
        return content;
    }

    Optional<GameView> view() {
        return Optional.ofNullable(view);
    }

    /** Shows the session's current state in the view and the journal. */
    void refresh() {
        if (view != null) {
            view.refresh();
        }
        if (journal != null) {
            journal.show(session);
        }
    }

    List<String> completions() {
        return view == null ? List.of() : view.completions();
    }

    /** Whether {@code c} is the command bar (or in it). */
    boolean inCommandBar(java.awt.Component c) {
        return commandBar != null && SwingUtilities.isDescendingFrom(c, commandBar);
    }

    /**
     * A line is being typed in the command bar: the keyboard stays there. An empty bar (where it waits when the
     * game has no field for the next input, an Espion game before the spy's start) gives way to the next input.
     */
    boolean typingInCommandBar(java.awt.Component c) {
        return inCommandBar(c)
                && !(c instanceof javax.swing.text.JTextComponent t
                        && t.getText().isBlank());
    }

    /** The command bar's field, once the game's screen is built. */
    java.util.Optional<java.awt.Component> commandBarInput() {
        return commandBar == null ? java.util.Optional.empty() : java.util.Optional.of(commandBar.input());
    }

    void focusCommandBar() {
        if (commandBar != null) {
            commandBar.focus();
        }
    }

    Outcome<S> play(String line) {
        return heard(controller.play(line));
    }

    Outcome<S> play(C command) {
        return heard(controller.play(command));
    }

    private Outcome<S> heard(Outcome<S> outcome) {
        if (pressPlays != null) {
            pressPlays.add(outcome);
        }
        return outcome;
    }

    /**
     * Handles a press of the box ({@code handling} answers whether the game took it); what it came to follows from
     * what its plays returned: the first one the journal did not take says the press was not saved.
     */
    PressResult press(java.util.function.BooleanSupplier handling) {
        List<Outcome<S>> outer = pressPlays;
        pressPlays = new java.util.ArrayList<>();
        try {
            boolean taken = handling.getAsBoolean();
            return new PressResult(
                    taken,
                    pressPlays.stream()
                            .map(Outcome::notSaved)
                            .flatMap(Optional::stream)
                            .findFirst());
        } finally {
            pressPlays = outer;
        }
    }

    /** Stops listening and releases the journal (every line is on disk already). */
    void close() {
        session.removeListener(listener);
        try {
            session.close();
        } catch (IOException ignored) {
            // Every line is already on disk; closing only releases the file.
        }
        if (view != null) {
            view.close();
        }
        view = null;
        journal = null;
        commandBar = null;
        drawer = null;
    }
}
