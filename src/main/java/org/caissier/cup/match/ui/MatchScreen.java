package org.caissier.cup.match.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Font;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.cup.match.EventScorer;
import org.caissier.cup.match.MatchCommand;
import org.caissier.cup.match.MatchState;
import org.caissier.table.Games;
import org.caissier.table.Session;
import org.caissier.table.Words;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.PublicView;
import org.caissier.ui.kit.ArrangedPanel;
import org.caissier.ui.kit.EqualColumns;
import org.caissier.ui.kit.FittedView;
import org.caissier.ui.kit.FittingFont;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.MustShow;
import org.caissier.ui.kit.ShortenedLine;
import org.caissier.ui.kit.WrappedWords;

/**
 * A match at the board: each boat's leg, tack, sequence and crew points in large type, the boat to play lit,
 * one field for the card being played and one key per action. The finish scores the event it belongs to.
 */
final class MatchScreen implements GameView {
    /** A seat's press on the box: that seat's boat passed its next mark (the start, a buoy, the finish line). */
    static final String PASSED_MARK = "passed-mark";

    private static final float SIZE = 22f;

    private final Session<MatchState, MatchCommand> session;
    private final GameContext<MatchState, MatchCommand> context;
    private final Messages m;
    private final MatchInEvent event;
    private final JPanel root = new JPanel(new BorderLayout());
    private final JLabel headline = new JLabel(" ");
    /** As wide as the row leaves it; asks for room for a card with its posts ("3 g 1 5 7") and some more. */
    private final JTextField entry = new JTextField(14);

    private final List<BoatPanel> boats = new ArrayList<>();
    private final ActionButton score;
    private final ActionButton back;
    /** Shortened, whole in its tooltip: it may quote the event's path, which widened the page past the window. */
    private final JLabel trouble = new ShortenedLine("matchEventTrouble");
    /** Whether the race was over at the last refresh: the refresh that first sees it over scores the event. */
    private boolean wasOver;

    MatchScreen(Session<MatchState, MatchCommand> session, GameContext<MatchState, MatchCommand> context, Games games) {
        this.session = session;
        this.context = context;
        this.m = context.messages();
        this.event = new MatchInEvent(session, new EventScorer(games), m, context::tell);
        this.wasOver = this.session.state().over();
        root.setName("cupMatchView");
        // A card's lines make a boat taller: the page's scroll bar would then come and narrow the boats' columns.
        root.putClientProperty(FittedView.KEEPS_SCROLL_BAR_ROOM, true);
        headline.setName("matchHeadline");
        // Down to the boats' size where a long sentence would be cut (the start's, in French, at a large text size).
        // Six boats: the headline in the boats' names' size, the lit boat saying whose turn it is too.
        float headSize = session.state().crews().size() > 3 ? SIZE * 1.1f : SIZE * 1.3f;
        FittingFont.on(headline, UIManager.getFont("Label.font").deriveFont(Font.BOLD, headSize), SIZE);
        // Six boats: less room round the headline, for the lines a race brings to each boat.
        JPanel north = new JPanel(new MigLayout(
                "insets " + (session.state().crews().size() > 3 ? "4 12 0 12" : "8 12 4 12") + ", fillx", "[grow]"));
        // The headline never widens the window past the screen: the finish's sentence can be long.
        north.add(headline, "growx, wmin 0, wrap");
        trouble.setForeground(
                UIManager.getColor("Actions.Red") != null ? UIManager.getColor("Actions.Red") : new Color(0xC62828));
        trouble.setFont(UIManager.getFont("Label.font").deriveFont(Font.BOLD));
        trouble.setVisible(false);
        north.add(trouble, "growx, hidemode 3"); // a line of its own only while there is trouble to say
        root.add(north, BorderLayout.NORTH);

        // Three boats a row at most, so that each one, its buttons included, stays inside a laptop's window; fewer
        // a row where those do not fit (a large text size): the page then scrolls down, never sideways.
        // Each arrangement's columns of one width, the width the page gives them: a boat's first card never moves
        // the boat beside it.
        List<EqualColumns> boatRows = new ArrayList<>();
        for (int perRow = Math.min(3, this.session.state().crews().size()); perRow >= 1; perRow--) {
            // No gap: each boat's border (the lit one's line) stands between two boats.
            boatRows.add(new EqualColumns(perRow, 8, 0));
        }
        ArrangedPanel middle = new ArrangedPanel(boatRows);
        middle.setName("matchBoats");
        List<String> crews = this.session.state().crews();
        // Three a row: each boat narrower; in two rows: smaller type too, so that both rows, the card's line and
        // the actions stay in a laptop's window.
        boolean threeARow = crews.size() >= 3;
        float size = crews.size() > 3 ? SIZE * 0.75f : SIZE;
        for (int i = 0; i < crews.size(); i++) {
            BoatPanel p = new BoatPanel(
                    crews.get(i), i + 1, context, size, threeARow, crews.size() > 3, new BoatPanel.ActionsFor() {
                        @Override
                        public void mark(String crew) {
                            markPassed(crew);
                        }

                        @Override
                        public void play(String verb, String crew) {
                            playLine(verb + " " + Words.quote(crew));
                        }
                    });
            boats.add(p);
            // never shorter than its lines and buttons: the view scrolls
            middle.putAlike(p, null);
            bindSeat(i + 1, crews.get(i));
        }
        root.add(middle, BorderLayout.CENTER);

        entry.setName("matchEntry");
        entry.setFont(entry.getFont().deriveFont(SIZE));
        entry.addActionListener(e -> enter());
        MustShow.mark(entry);
        JTextArea prompt = WrappedWords.oneLine(m.get("match.entry.card"));
        prompt.setName("matchEntryPrompt");
        JPanel south = new JPanel(new MigLayout("insets 4 12 8 12, wrap 1", "[grow, fill]"));
        // The card's explanation beside its field where both fit on a row: six boats in two rows, the field and
        // both rows of actions then fit a 1280 × 720 laptop's window (they were a line too tall). Above the field,
        // wrapped, where they do not (a large text size).
        ArrangedPanel card = new ArrangedPanel(List.of(
                new MigLayout("insets 0", "[][grow, fill]"), new MigLayout("insets 0, wrap 1", "[grow, fill]")));
        card.put(prompt, "", "wmin 0");
        card.putAlike(entry, "");
        south.add(card);
        // Five a row, all as wide as the widest, or else each column as wide as its own widest (French: a row less
        // under six boats on a 1280 × 720 laptop); fewer a row where five do not fit (a large text size).
        List<MigLayout> actionRows = new ArrayList<>();
        for (int perRow = 5; perRow >= 1; perRow--) {
            actionRows.add(new MigLayout("insets 0, wrap " + perRow, "[sg a]".repeat(perRow)));
            actionRows.add(new MigLayout("insets 0, wrap " + perRow, "[]".repeat(perRow)));
        }
        ArrangedPanel actions = new ArrangedPanel(actionRows);
        actions.setName("matchActions");
        score = action("matchScore", "match.action.score", KeyEvent.VK_N, this::scoreEvent);
        back = action("matchBack", "match.action.back", KeyEvent.VK_R, this::backToEvent);
        for (JComponent a : List.of(
                action("matchDiscard", "match.action.discard", KeyEvent.VK_X, () -> onTurn("discard")),
                action("matchMiss", "match.action.miss", KeyEvent.VK_M, () -> onTurn("miss")),
                action("matchTack", "match.action.tack", KeyEvent.VK_T, () -> onTurn("tack")),
                action("matchLeeward", "match.action.leeward", KeyEvent.VK_L, () -> onTurn("cover", "leeward")),
                action("matchShadow", "match.action.shadow", KeyEvent.VK_S, () -> onTurn("cover", "shadow")),
                action("matchWind", "match.action.wind", KeyEvent.VK_W, () -> lastMoved("head-to-wind")),
                action("matchPivot", "match.action.pivot", KeyEvent.VK_P, () -> lastMoved("pivot", "1")),
                score,
                back)) {
            actions.putAlike(a, "");
            MustShow.mark(a); // the match's actions, Score and Back to the event included
        }
        south.add(actions);
        root.add(south, BorderLayout.SOUTH);
    }

    private ActionButton action(String id, String key, int mnemonic, Runnable run) {
        ActionButton b = new ActionButton(m.get(key), id, mnemonic, context, run);
        b.setFocusable(false);
        return b;
    }

    /** Alt+seat: the boat passed its mark; Alt+Shift+seat: start penalty; Ctrl+Alt+seat: disqualified. */
    private void bindSeat(int seat, String crew) {
        bind(
                KeyStroke.getKeyStroke(KeyEvent.VK_0 + seat, InputEvent.ALT_DOWN_MASK),
                "mark" + seat,
                () -> markPassed(crew));
        bind(
                KeyStroke.getKeyStroke(KeyEvent.VK_0 + seat, InputEvent.ALT_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK),
                "penalty" + seat,
                () -> playLine("penalty " + Words.quote(crew)));
        bind(
                KeyStroke.getKeyStroke(KeyEvent.VK_0 + seat, InputEvent.ALT_DOWN_MASK | InputEvent.CTRL_DOWN_MASK),
                "dsq" + seat,
                () -> playLine("dsq " + Words.quote(crew)));
    }

    private void bind(KeyStroke key, String id, Runnable action) {
        root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(key, id);
        root.getActionMap().put(id, new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }

    /** The one mark a boat passes next: the start (who starts first), a buoy, or the finish line. */
    private void markPassed(String crew) {
        MatchState s = session.state();
        String verb;
        if (MatchEntry.stage(s) == MatchEntry.Stage.STARTS_FIRST) {
            verb = "starts-first";
        } else {
            verb = s.boat(crew).leg() == s.lastLeg() ? "finish" : "round";
        }
        playLine(verb + " " + Words.quote(crew));
    }

    private void onTurn(String verb, String... rest) {
        session.state()
                .toPlay()
                .ifPresent(c ->
                        playLine(verb + " " + Words.quote(c) + (rest.length == 0 ? "" : " " + String.join(" ", rest))));
    }

    private void lastMoved(String verb, String... rest) {
        MatchState s = session.state();
        if (s.lastPlayed() >= 0) {
            playLine(verb + " " + Words.quote(s.crews().get(s.lastPlayed()))
                    + (rest.length == 0 ? "" : " " + String.join(" ", rest)));
        }
    }

    private void enter() {
        MatchEntry.line(session.state(), entry.getText()).ifPresent(line -> {
            if (playLine(line)) {
                entry.setText("");
            }
        });
    }

    private boolean playLine(String line) {
        return context.play(line).played();
    }

    /** Writes the finished match's line into its event, once (see {@link MatchInEvent#score}). */
    private void scoreEvent() {
        event.score();
        refresh();
    }

    @Override
    public boolean beforeUndo(int index) {
        return event.beforeUndo(index);
    }

    private void backToEvent() {
        EventScorer.eventFile(session.file(), session.state()).ifPresent(context::openGame);
    }

    /**
     * No strip for the news above the match: its rules announce nothing (no dice, no auction), and the strip's
     * height is what six boats, the card's field and the actions lacked on a 1280 × 720 laptop.
     */
    @Override
    public boolean newsStrip() {
        return false;
    }

    /** The next card is typed in the entry line, while the match goes on. */
    @Override
    public Optional<Component> nextInput() {
        return Optional.<Component>of(entry).filter(Component::isEnabled);
    }

    @Override
    public JComponent component() {
        return root;
    }

    @Override
    public void refresh() {
        MatchState s = session.state();
        if (s.over() && !wasOver) {
            // the finish, however it was entered (key, box, command bar): the event is scored once, here
            wasOver = true;
            scoreEvent();
            return;
        }
        wasOver = s.over();
        if (!s.over()) {
            event.forget();
        }
        String scored = event.scored();
        headline.setText(MatchHeadline.of(s, m)
                + (scored == null ? "" : " — " + m.get("match.head.scored", ScoredWords.of(scored, m))));
        String eventTrouble = event.trouble();
        trouble.setText(eventTrouble == null ? " " : "⚠ " + eventTrouble);
        trouble.setVisible(eventTrouble != null);
        boats.forEach(b -> b.show(s));
        boolean hasEvent = s.event() != null;
        if (!hasEvent) {
            score.refuse(m.get("match.score.noEvent"));
            back.refuse(m.get("match.score.noEvent"));
        } else {
            back.allow();
            if (!s.over()) {
                score.refuse(m.get("match.score.notOver"));
            } else if (event.inEvent()) {
                score.refuse(m.get("match.score.inEvent"));
            } else {
                score.allow();
            }
        }
        entry.setEnabled(!s.over());
    }

    @Override
    public int seatToLight() {
        MatchState s = session.state();
        return s.toPlay().map(c -> s.crews().indexOf(c) + 1).orElse(0);
    }

    @Override
    public boolean boxAction(String actionId, int seat) {
        List<String> crews = session.state().crews();
        if (!PASSED_MARK.equals(actionId) || seat < 1 || seat > crews.size()) {
            return false;
        }
        markPassed(crews.get(seat - 1));
        return true;
    }

    @Override
    public Optional<PublicView> tableDisplay(float textSize) {
        return Optional.of(new MatchTableDisplay(session::state, m, textSize));
    }

    @Override
    public List<String> completions() {
        List<String> words = new ArrayList<>(List.of(
                "card",
                "discard",
                "miss",
                "tack",
                "head-to-wind",
                "pivot",
                "cover",
                "round",
                "finish",
                "posts",
                "start-card",
                "starts-first",
                "penalty",
                "dsq",
                "retire",
                "end-race",
                "green",
                "red",
                "leeward",
                "shadow"));
        words.addAll(session.state().crews());
        return words;
    }

    Path file() {
        return session.file();
    }
}
