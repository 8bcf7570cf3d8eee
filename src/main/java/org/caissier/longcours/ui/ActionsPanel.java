package org.caissier.longcours.ui;

import java.awt.Font;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListModel;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import javax.swing.event.ListDataEvent;
import javax.swing.event.ListDataListener;
import net.miginfocom.swing.MigLayout;
import org.caissier.device.ButtonMapping;
import org.caissier.longcours.Board;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.longcours.LongCoursCommand.Auction;
import org.caissier.longcours.LongCoursCommand.Brawl;
import org.caissier.longcours.LongCoursCommand.CorsairMove;
import org.caissier.longcours.LongCoursCommand.Direct;
import org.caissier.longcours.LongCoursCommand.End;
import org.caissier.longcours.LongCoursCommand.Move;
import org.caissier.longcours.LongCoursCommand.Place;
import org.caissier.longcours.LongCoursCommand.Storm;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.OpenActions;
import org.caissier.longcours.OpenActions.Action;
import org.caissier.longcours.Player;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.kit.FittingSentence;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.WrappingLabel;

/**
 * What the player whose turn it is may do now, each one click (or Alt+letter) away, each always in its place. An
 * action the rules forbid now is greyed, with the reason in its tooltip, and a press on it says the rule; the rules
 * are asked, never second-guessed.
 */
final class ActionsPanel extends JPanel {
    /** The largest text size (px) at which the actions may go two a line (View → text size; 16 is the usual). */
    private static final float PAIRED_TEXT = 20f;

    private static final int INSETS = 8;
    private static final int GAP = 6;
    private final GameContext<LongCoursState, LongCoursCommand> context;
    private final Rules<LongCoursState, LongCoursCommand> rules;
    private final Messages m;
    private final Supplier<String> selectedStop;
    /** Where the captain is, on two lines kept from the start: its words change with every action. */
    private final JLabel where = new WrappingLabel(2, 0);

    private final ActionButton place;
    private final BuyRow buyRow;
    private final ActionButton buy;
    private final ActionButton resell;
    private final ActionButton move;
    private final ActionButton direct;
    private final JComboBox<Integer> stormZone = new JComboBox<>();
    private final ActionButton storm;
    private final JComboBox<String> brawlTarget = new JComboBox<>();
    private final ActionButton brawl;
    private final ActionButton auction;
    private final ActionButton reenter;
    private final ActionButton corsairEnter;
    private final DefaultListModel<String> route = new DefaultListModel<>();
    private final ActionButton routeAdd;
    private final ActionButton routeClear;
    private final ActionButton corsairSail;
    private final ActionButton end;

    private final AskFirst ask;
    private final RolledActions rolled;
    private final ActionRows rows;
    /** Whether the ship could still sail this turn: ending now is ending early. */
    private boolean couldSail;

    private LongCoursState state;
    private boolean refreshing;

    ActionsPanel(
            GameContext<LongCoursState, LongCoursCommand> context,
            Rules<LongCoursState, LongCoursCommand> rules,
            Supplier<String> selectedStop) {
        super(new MigLayout("wrap 1, fillx, insets " + INSETS + ", gapy " + GAP, "[grow,fill]"));
        this.context = context;
        this.rules = rules;
        this.m = context.messages();
        this.selectedStop = selectedStop;
        this.ask = new AskFirst(this, m);
        this.rolled = new RolledActions(context, this, () -> state);
        this.rows = new ActionRows(m);
        setName("actions");
        where.setName("actionsWhere");
        where.putClientProperty("FlatLaf.styleClass", "h4");
        where.setVerticalAlignment(JLabel.TOP);
        // Its words must not widen the panel and move the buttons: they wrap.
        add(where, "w 0:0");

        place = button("lc.place", "placeButton", KeyEvent.VK_P, () -> playAt(stop -> new Place(current(), stop)));
        rows.row(place, "span 3");

        buyRow = new BuyRow(context, () -> state.current());
        buy = buyRow.button();
        buyRow.addTo(rows);

        move = button("lc.move", "moveButton", KeyEvent.VK_M, () -> playAt(stop -> new Move(current(), stop)));
        direct = button("lc.direct", "directButton", KeyEvent.VK_I, () -> {
            if (stop() != null && ask.confirm(m.get("lc.ask.direct", current(), stop()), "lc.ask.yes.direct")) {
                playAt(stop -> new Direct(current(), stop));
            }
        });
        rows.row(move, "span 3");
        rows.row(direct, "span 3");
        resell = button("lc.resell", "resellButton", KeyEvent.VK_R, () -> rolled.resell(current()));
        rows.row(resell, "span 3");

        stormZone.setName("stormZone");
        storm = button("lc.storm", "stormButton", KeyEvent.VK_S, () -> {
            Integer zone = (Integer) stormZone.getSelectedItem();
            if (zone != null && ask.confirm(m.get("lc.ask.storm", current(), zone), "lc.ask.yes.storm")) {
                context.play(new Storm(current(), zone));
            }
        });
        stormZone.addActionListener(e -> choiceChanged());
        rows.row(stormZone, "", storm, "span 2");

        brawlTarget.setName("brawlTarget");
        // As wide as a usual name, whatever the captains are called: a 40-letter name no longer widens the actions
        // and narrows the board. A longer one shows its start, the whole in the tooltip.
        brawlTarget.setPrototypeDisplayValue("Jean-Christophe");
        brawlTarget.addItemListener(e -> brawlTarget.setToolTipText((String) brawlTarget.getSelectedItem()));
        brawl = button("lc.brawl", "brawlButton", KeyEvent.VK_F, this::brawl);
        brawlTarget.addActionListener(e -> choiceChanged());
        rows.row(brawlTarget, "", brawl, "span 2");

        auction = button("lc.auction", "auctionButton", KeyEvent.VK_A, this::auction);
        rows.foldedRow(auction, "span 3");

        reenter = button("lc.reenter", "reenterButton", KeyEvent.VK_N, () -> rolled.reenter(current()));
        rows.foldedRow(reenter, "span 3");
        corsairEnter =
                button("lc.corsairEnter", "corsairEnterButton", KeyEvent.VK_C, () -> rolled.corsairEnter(current()));
        rows.foldedRow(corsairEnter, "span 3");
        JLabel routeList = routeLine();
        routeAdd = button("lc.routeAdd", "routeAddButton", 0, () -> {
            if (route.size() < 3 && stop() != null) {
                route.addElement(stop());
                refresh(state);
            }
        });
        routeClear = button("lc.routeClear", "routeClearButton", 0, () -> {
            route.clear();
            refresh(state);
        });
        corsairSail = button("lc.corsairSail", "corsairSailButton", KeyEvent.VK_O, this::sailCorsair);
        // The route on a line of its own under its buttons: beside them it had a few pixels of the row.
        rows.foldedRow(routeAdd, "span 2", routeClear, "", routeList, "span 3, growx");
        rows.foldedRow(corsairSail, "span 3");
        rows.addTo(this);

        end = button("lc.end", "endTurnButton", KeyEvent.VK_T, () -> {
            if (!couldSail || ask.confirm(m.get("lc.ask.end", current()), "lc.ask.yes.end")) {
                context.play(new End(current()));
            }
        });
        end.putClientProperty("JButton.buttonType", "default");
        end.putClientProperty("FlatLaf.styleClass", "h3");
        // End the turn is not in this panel's scrolling: the screen keeps it in sight at any text size.
    }

    /**
     * The actions two a line when one a line does not fit {@code height}, the height the screen gives this panel
     * (at a large text size, where the page scrolls anyway, always one a line: two would widen it past the window).
     * Says whether the arrangement changed.
     */
    boolean fitHeight(int height) {
        Font text = UIManager.getFont("defaultFont");
        int oneALine = 2 * INSETS + where.getPreferredSize().height + GAP + rows.heightOneALine();
        return rows.arrange(height < oneALine && (text == null || text.getSize2D() <= PAIRED_TEXT));
    }

    /**
     * The Corsair's route as chosen so far, "Londres → Hambourg", in the room its line has: it asks for none (a list
     * of the stops asked for their width, and each stop added widened every action, 9 px for a French port: the
     * explorer, Long Cours seed 18), and a route too long for the line is shortened, whole in its tooltip.
     */
    private JLabel routeLine() {
        Font font = UIManager.getFont("Label.font");
        FittingSentence line = FittingSentence.line(font, font.getSize2D(), false);
        line.shownIn().setName("corsairRoute");
        route.addListDataListener(new ListDataListener() {
            @Override
            public void intervalAdded(ListDataEvent e) {
                say();
            }

            @Override
            public void intervalRemoved(ListDataEvent e) {
                say();
            }

            @Override
            public void contentsChanged(ListDataEvent e) {
                say();
            }

            private void say() {
                line.say(stops -> stops, String.join(" → ", Collections.list(route.elements())));
            }
        });
        return line.shownIn();
    }

    private ActionButton button(String key, String name, int mnemonic, Runnable action) {
        return new ActionButton(m.get(key), name, mnemonic, context, action);
    }

    private String stop() {
        return selectedStop.get();
    }

    private String current() {
        return state.current().name();
    }

    /** Plays the command made for the point of call chosen on the board, if one is. */
    private boolean playAt(Function<String, LongCoursCommand> command) {
        String stop = stop();
        return stop != null && context.play(command.apply(stop)).played();
    }

    ActionButton endButton() {
        return end;
    }

    /** A new turn starts clean: nothing the previous captain chose stays chosen. */
    void newTurn() {
        route.clear();
        buyRow.newTurn();
        stormZone.setSelectedIndex(-1);
        brawlTarget.setSelectedIndex(-1);
        rows.fold();
    }

    private void sailCorsair() {
        if (context.play(new CorsairMove(current(), Collections.list(route.elements())))
                .played()) {
            route.clear();
        }
    }

    private void brawl() {
        String target = (String) brawlTarget.getSelectedItem();
        if (target == null) {
            context.tell(m.get("lc.brawl.pickTarget"));
            brawlTarget.requestFocusInWindow();
            return;
        }
        new BrawlDialog(context, state, current(), target)
                .ask()
                .ifPresent(ranks -> context.play(new Brawl(current(), target, ranks)));
    }

    private void auction() {
        new AuctionDialog(context, state, current()).ask().ifPresent(bids -> {
            List<LongCoursCommand.Bid> made = new ArrayList<>();
            bids.forEach((bidder, bid) -> made.add(new LongCoursCommand.Bid(bidder, bid)));
            context.play(new Auction(current(), made));
        });
    }

    /** A zone or a target chosen: the buttons say again whether the rules allow it. */
    private void choiceChanged() {
        if (!refreshing && state != null) {
            refresh(state);
        }
    }

    /** Shows what the current player may do in this state. */
    void refresh(LongCoursState s) {
        refreshing = true;
        try {
            show(s);
        } finally {
            refreshing = false;
        }
    }

    private void show(LongCoursState s) {
        this.state = s;
        Player p = s.current();
        String q = p.name();
        Board board = s.board();
        String at = p.stop();
        where.setText(
                at == null
                        ? m.get("lc.where.none", p.name())
                        : board.goodAt(at)
                                .map(g -> m.get(
                                        "lc.where.port",
                                        p.name(),
                                        org.caissier.table.Place.of(at),
                                        g.label(m.locale()),
                                        p.cash()))
                                .orElse(m.get("lc.where.wreck", p.name(), at, p.cash())));
        if (stormZone.getItemCount() != board.zones().size()) {
            stormZone.setModel(new DefaultComboBoxModel<>(
                    board.zones().stream().map(Board.Zone::number).toArray(Integer[]::new)));
            stormZone.setSelectedIndex(-1);
        }
        Object target = brawlTarget.getSelectedItem();
        List<String> others = new OpenActions(rules, s, OpenActions.Choices.NONE).brawlTargets();
        brawlTarget.setModel(new DefaultComboBoxModel<>(others.toArray(String[]::new)));
        brawlTarget.setSelectedIndex(-1);
        if (target != null && others.contains(target)) {
            brawlTarget.setSelectedItem(target);
        }

        String stop = stop();
        // The rules are asked about the very command each button would play (with a stand-in where the table has
        // not chosen yet), never about a line made up for the purpose.
        OpenActions open = new OpenActions(
                rules,
                s,
                new OpenActions.Choices(
                        stop,
                        (Integer) stormZone.getSelectedItem(),
                        (String) brawlTarget.getSelectedItem(),
                        Collections.list(route.elements())));
        couldSail = open.couldSail();
        enable(place, open, Action.PLACE);
        enable(buy, open, Action.BUY);
        enable(resell, open, Action.RESELL);
        enable(move, open, Action.MOVE);
        enable(direct, open, Action.DIRECT);
        enable(storm, open, Action.STORM);
        enable(brawl, open, Action.BRAWL);
        enable(auction, open, Action.AUCTION);
        CorsairBidders.closeWhenNobodyCanPay(auction, s, m);
        enable(reenter, open, Action.REENTER);
        enable(corsairEnter, open, Action.CORSAIR_ENTER);
        enable(corsairSail, open, Action.CORSAIR);
        if (stop == null) {
            // Placing and moving need a point of call: say how to choose one rather than guess it.
            for (ActionButton b : List.of(place, move, direct)) {
                if (b.isEnabled()) {
                    b.refuse(m.get("lc.pickStop"));
                }
            }
        }
        routeAdd.setEnabled(corsairSail.isEnabled() || !route.isEmpty() && route.size() < 3);
        routeAdd.setToolTipText(corsairSail.getToolTipText());
        routeClear.setEnabled(!route.isEmpty());
        enable(end, open, Action.END);
    }

    /**
     * A press on the box, mapped for Long Cours: {@code end-turn} from a seat ends the turn if that seat
     * (1-based, in turn order) is the one to play; {@code roll} does the roll that is due, re-entry first,
     * then the Corsair's entry, then resale. The action ids are those of the device's button mapping.
     */
    boolean boxAction(String actionId, int seat) {
        if (state == null || state.over()) {
            return false;
        }
        switch (actionId) {
            case BoxPresses.END_TURN -> {
                if (seat < 1 || seat > state.players().size()) {
                    context.tell(m.get("lc.box.noSeat", seat));
                } else if (seat != state.turn() + 1) {
                    context.tell(m.get("lc.box.notYourTurn", seat, current(), state.turn() + 1));
                } else {
                    context.play(new End(current()));
                }
                return true;
            }
            case ButtonMapping.ROLL -> {
                if (reenter.isEnabled()) {
                    rolled.reenter(current());
                } else if (corsairEnter.isEnabled()) {
                    rolled.corsairEnter(current());
                } else if (resell.isEnabled()) {
                    rolled.resell(current());
                } else {
                    context.tell(m.get("lc.box.nothingToRoll", String.valueOf(resell.getToolTipText())));
                }
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    private void enable(ActionButton b, OpenActions open, Action action) {
        Optional<RuleViolation> why = open.whyNot(action);
        // Plain words for the table; the rule's code is for the journal and the feedback line.
        if (state.over()) {
            b.refuse(m.get("lc.over"));
        } else if (why.isPresent()) {
            b.refuse(why.get(), sentence(why.get().message(m.locale())));
        } else {
            b.allow();
        }
    }

    private static String sentence(String words) {
        return words.isEmpty() ? words : Character.toUpperCase(words.charAt(0)) + words.substring(1) + ".";
    }
}
