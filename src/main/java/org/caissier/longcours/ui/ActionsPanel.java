package org.caissier.longcours.ui;

import org.caissier.ui.Probe;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javax.swing.AbstractButton;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.caissier.longcours.Board;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.Player;
import org.caissier.table.DiceSource;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.table.Words;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;

/**
 * What the player whose turn it is may do now, each one click (or Alt+letter) away. An action the rules forbid
 * now is disabled, with the rule and the reason in its tooltip; the rules are asked, never second-guessed.
 */
final class ActionsPanel extends JPanel {
    private final UiContext context;
    private final Rules<LongCoursState, LongCoursCommand> rules;
    private final Messages m;
    private final Supplier<String> selectedStop;
    private final JLabel where = new JLabel();
    private final JButton place;
    private final JSpinner amount = new JSpinner(new SpinnerNumberModel(1, 1, 9999, 1));
    private final JButton buy;
    private final JButton resell;
    private final JButton move;
    private final JButton direct;
    private final JComboBox<Integer> stormZone = new JComboBox<>();
    private final JButton storm;
    private final JComboBox<String> brawlTarget = new JComboBox<>();
    private final JButton brawl;
    private final JButton auction;
    private final JButton reenter;
    private final JButton corsairEnter;
    private final DefaultListModel<String> route = new DefaultListModel<>();
    private final JButton routeAdd;
    private final JButton routeClear;
    private final JButton corsairSail;
    private final JButton end;
    private LongCoursState state;
    private Probe<LongCoursState, LongCoursCommand> probe;

    ActionsPanel(UiContext context, Rules<LongCoursState, LongCoursCommand> rules, Supplier<String> selectedStop) {
        super(new MigLayout("wrap 3, fillx, insets 8, gapy 6", "[grow,fill][grow,fill][grow,fill]"));
        this.context = context;
        this.rules = rules;
        this.m = context.messages();
        this.selectedStop = selectedStop;
        setName("actions");
        where.setName("actionsWhere");
        where.putClientProperty("FlatLaf.styleClass", "h4");
        add(where, "span 3");

        place = button("lc.place", "placeButton", KeyEvent.VK_P, () -> play("place", stop()));
        add(place, "span 3");

        amount.setName("buyAmount");
        buy = button("lc.buy", "buyButton", KeyEvent.VK_B, () -> play("buy", amount.getValue().toString()));
        add(amount);
        add(buy, "span 2");

        resell = button("lc.resell", "resellButton", KeyEvent.VK_R, this::resell);
        add(resell, "span 3");

        move = button("lc.move", "moveButton", KeyEvent.VK_M, () -> play("move", stop()));
        direct = button("lc.direct", "directButton", KeyEvent.VK_D, () -> play("direct", stop()));
        add(move, "span 2");
        add(direct);

        add(new JSeparator(), "span 3, gaptop 4");
        stormZone.setName("stormZone");
        storm = button("lc.storm", "stormButton", KeyEvent.VK_S, () -> play("storm", String.valueOf(stormZone.getSelectedItem())));
        add(stormZone);
        add(storm, "span 2");

        brawlTarget.setName("brawlTarget");
        brawl = button("lc.brawl", "brawlButton", KeyEvent.VK_F, this::brawl);
        add(brawlTarget);
        add(brawl, "span 2");

        auction = button("lc.auction", "auctionButton", KeyEvent.VK_A, this::auction);
        add(auction, "span 3");

        add(new JSeparator(), "span 3, gaptop 4");
        reenter = button("lc.reenter", "reenterButton", KeyEvent.VK_N, this::reenter);
        add(reenter, "span 3");
        corsairEnter = button("lc.corsairEnter", "corsairEnterButton", KeyEvent.VK_C, this::corsairEnter);
        add(corsairEnter, "span 3");
        JList<String> routeList = new JList<>(route);
        routeList.setName("corsairRoute");
        routeList.setVisibleRowCount(1);
        routeList.setLayoutOrientation(JList.HORIZONTAL_WRAP);
        routeAdd = button("lc.routeAdd", "routeAddButton", KeyEvent.VK_T, () -> {
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
        add(routeAdd);
        add(routeList, "growx");
        add(routeClear);
        add(corsairSail, "span 3");

        add(new JSeparator(), "span 3, gaptop 4");
        end = button("lc.end", "endTurnButton", KeyEvent.VK_E, () -> play("end"));
        end.putClientProperty("JButton.buttonType", "default");
        end.putClientProperty("FlatLaf.styleClass", "h3");
        add(end, "span 3, gaptop 4");
    }

    private JButton button(String key, String name, int mnemonic, Runnable action) {
        JButton b = new JButton(m.get(key));
        b.setName(name);
        if (mnemonic != 0) {
            b.setMnemonic(mnemonic);
        }
        b.addActionListener(e -> action.run());
        return b;
    }

    private String stop() {
        return selectedStop.get();
    }

    private String current() {
        return state.current().name();
    }

    /** Plays "VERB CURRENT ARGS..." through the shell. */
    private boolean play(String verb, String... args) {
        List<String> words = new ArrayList<>();
        words.add(verb);
        words.add(current());
        for (String a : args) {
            if (a == null) {
                return false;
            }
            words.add(a);
        }
        return context.play(Words.join(words));
    }

    private void resell() {
        String who = current();
        roll(1, m.get("lc.roll.resell", who), faces -> context.play(Words.join(List.of("resell", who,
                String.valueOf(faces[0]), context.dice().origin().token()))));
    }

    private void reenter() {
        String who = current();
        roll(1, m.get("lc.roll.reenter", who), faces -> {
            int zone = Board.zoneForFace(faces[0]);
            Optional<Board.Zone> z = state.board().zone(zone);
            if (z.isEmpty()) {
                return;
            }
            String[] ports = z.get().ports().stream().map(Board.Port::name).toArray(String[]::new);
            int choice = JOptionPane.showOptionDialog(this, m.get("lc.reenter.pick", who, faces[0], zone),
                    m.get("lc.reenter"), JOptionPane.DEFAULT_OPTION, JOptionPane.QUESTION_MESSAGE, null, ports, ports[0]);
            if (choice >= 0) {
                context.play(Words.join(List.of("reenter", who, String.valueOf(faces[0]), ports[choice],
                        context.dice().origin().token())));
            }
        });
    }

    private void corsairEnter() {
        String who = current();
        roll(1, m.get("lc.roll.corsair", who), faces -> context.play(Words.join(List.of("corsair-enter", who,
                String.valueOf(faces[0]), context.dice().origin().token()))));
    }

    private void sailCorsair() {
        List<String> words = new ArrayList<>(List.of("corsair", current()));
        for (int i = 0; i < route.size(); i++) {
            words.add(route.get(i));
        }
        if (context.play(Words.join(words))) {
            route.clear();
        }
    }

    private void brawl() {
        String target = (String) brawlTarget.getSelectedItem();
        if (target == null) {
            return;
        }
        new BrawlDialog(context, state, current(), target).ask().ifPresent(ranks -> {
            List<String> words = new ArrayList<>(List.of("brawl", current(), target));
            ranks.forEach(r -> words.add(String.valueOf(r)));
            context.play(Words.join(words));
        });
    }

    private void auction() {
        new AuctionDialog(context, state, current()).ask().ifPresent(bids -> {
            List<String> words = new ArrayList<>(List.of("auction", current()));
            bids.forEach((bidder, bid) -> {
                words.add(bidder);
                words.add(String.valueOf(bid));
            });
            context.play(Words.join(words));
        });
    }

    private void roll(int count, String purpose, java.util.function.Consumer<int[]> then) {
        context.dice().roll(count, purpose, new DiceSource.Answer() {
            @Override
            public void faces(int[] faces) {
                if (SwingUtilities.isEventDispatchThread()) {
                    then.accept(faces);
                } else {
                    SwingUtilities.invokeLater(() -> then.accept(faces));
                }
            }
        });
    }

    /** Shows what the current player may do in this state. */
    void refresh(LongCoursState s) {
        this.state = s;
        this.probe = new Probe<>(rules, s);
        Player p = s.current();
        String q = Words.quote(p.name());
        Board board = s.board();
        String at = p.stop();
        where.setText(at == null ? m.get("lc.where.none", p.name())
                : board.goodAt(at).map(g -> m.get("lc.where.port", p.name(), at, g.label(m.locale()), p.cash()))
                .orElse(m.get("lc.where.wreck", p.name(), at, p.cash())));
        ((SpinnerNumberModel) amount.getModel()).setMaximum(Math.max(1, p.cash()));
        if ((Integer) amount.getValue() > Math.max(1, p.cash())) {
            amount.setValue(Math.max(1, p.cash()));
        }
        if (stormZone.getItemCount() != board.zones().size()) {
            stormZone.setModel(new DefaultComboBoxModel<>(board.zones().stream().map(Board.Zone::number).toArray(Integer[]::new)));
        }
        Object target = brawlTarget.getSelectedItem();
        List<String> others = s.players().stream().filter(o -> o != p && o.onBoard() && o.stop().equals(at))
                .map(Player::name).toList();
        if (others.isEmpty()) {
            others = s.players().stream().filter(o -> o != p && o.inGame()).map(Player::name).toList();
        }
        brawlTarget.setModel(new DefaultComboBoxModel<>(others.toArray(String[]::new)));
        if (target != null && others.contains(target)) {
            brawlTarget.setSelectedItem(target);
        }

        String stop = stop();
        String anyPort = board.ports().stream().filter(x -> !x.equals(at)).findFirst().orElse("");
        String zonePort = board.zones().isEmpty() ? "" : board.zones().get(Math.min(s.turn(), board.zones().size() - 1))
                .ports().get(0).name();
        enable(place, "place " + q + " " + Words.quote(stop != null ? stop : zonePort));
        enable(buy, "buy " + q + " " + amount.getValue());
        enable(resell, "resell " + q + " 1");
        String neighbour = at == null ? anyPort : board.neighbours(at).stream().findFirst().orElse(anyPort);
        enable(move, "move " + q + " " + Words.quote(stop != null ? stop : neighbour));
        enable(direct, "direct " + q + " " + Words.quote(stop != null ? stop : anyPort));
        enable(storm, "storm " + q + " " + stormZone.getSelectedItem());
        String brawlProbe = brawlTarget.getItemCount() == 0 ? "brawl " + q + " " + q + " 12"
                : "brawl " + q + " " + Words.quote((String) brawlTarget.getSelectedItem()) + " " + firstFreeRank(s);
        enable(brawl, brawlProbe);
        enable(auction, "auction " + q);
        String reenterPort = board.zones().isEmpty() ? "" : board.zones().get(0).ports().get(0).name();
        enable(reenter, "reenter " + q + " 1 " + Words.quote(reenterPort));
        enable(corsairEnter, "corsair-enter " + q + " 1");
        String corsairAt = s.corsair().stop();
        String corsairProbe = route.isEmpty()
                ? "corsair " + q + (corsairAt == null ? "" : " " + Words.quote(board.neighbours(corsairAt).stream()
                .findFirst().orElse(corsairAt)))
                : "corsair " + q + " " + String.join(" ", java.util.Collections.list(route.elements()).stream()
                .map(Words::quote).toList());
        enable(corsairSail, corsairProbe);
        if (stop == null) {
            // Placing and moving need a point of call: say how to choose one rather than guess it.
            for (JButton b : List.of(place, move, direct)) {
                if (b.isEnabled()) {
                    b.setEnabled(false);
                    b.setToolTipText(m.get("lc.pickStop"));
                }
            }
        }
        routeAdd.setEnabled(corsairSail.isEnabled() || !route.isEmpty() && route.size() < 3);
        routeAdd.setToolTipText(corsairSail.getToolTipText());
        routeClear.setEnabled(!route.isEmpty());
        enable(end, "end " + q);
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
            case "end-turn" -> {
                if (seat < 1 || seat > state.players().size()) {
                    context.tell(m.get("lc.box.noSeat", seat));
                } else if (seat != state.turn() + 1) {
                    context.tell(m.get("lc.box.notYourTurn", seat, current(), state.turn() + 1));
                } else {
                    play("end");
                }
                return true;
            }
            case "roll" -> {
                if (reenter.isEnabled()) {
                    reenter();
                } else if (corsairEnter.isEnabled()) {
                    corsairEnter();
                } else if (resell.isEnabled()) {
                    resell();
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

    private static int firstFreeRank(LongCoursState s) {
        List<Integer> used = new ArrayList<>(s.deck().removedRanks());
        s.players().forEach(pl -> used.addAll(pl.cards().brawlRanks()));
        for (int r = 1; r <= 12; r++) {
            if (!used.contains(r)) {
                return r;
            }
        }
        return 12;
    }

    private void enable(AbstractButton b, String probeLine) {
        Optional<RuleViolation> why = probe.whyNot(probeLine);
        boolean over = state.over();
        b.setEnabled(!over && why.isEmpty());
        b.setToolTipText(over ? m.get("lc.over") : why.map(v -> v.ruleId() + " — " + v.message(m.locale())).orElse(null));
    }
}
