package org.caissier.pistes.ui;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JViewport;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;
import net.miginfocom.swing.MigLayout;
import org.caissier.pistes.Item;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.Player;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.kit.Messages;

/**
 * The equipment shop of one driver before his first stage (PI-SET-2). The + and − buttons fill a basket, the
 * points left of the 1 000 follow, and Buy plays one {@code equip} line per item: equipment bought cannot be
 * sold back, so nothing is played until the driver is sure.
 */
final class ShopPanel extends JPanel implements Scrollable {
    /** The buyer's name on Buy: its start, whole in the list beside it (Clear then stays in the row at 1280 px). */
    private static final int BUYER_SHOWN = 10;

    private final GameContext<PistesState, PistesCommand> context;
    private final Messages m;
    private final JComboBox<String> player = new JComboBox<>();
    private final JLabel points = new JLabel();
    private final JLabel why = new JLabel(" ");
    private final Map<Item, Integer> basket = new EnumMap<>(Item.class);
    private final Map<Item, JLabel> owned = new EnumMap<>(Item.class);
    private final Map<Item, JLabel> inBasket = new EnumMap<>(Item.class);
    private final Map<Item, JButton> plus = new EnumMap<>(Item.class);
    private final Map<Item, JButton> minus = new EnumMap<>(Item.class);
    private final ActionButton buy;
    private final JButton clear;
    private PistesState state;
    private Rules<PistesState, PistesCommand> rules;
    private boolean updating;

    ShopPanel(GameContext<PistesState, PistesCommand> context) {
        super(new MigLayout("insets 4 10 4 10, wrap 1, gapy 4, hidemode 3", "[grow,fill]"));
        this.context = context;
        this.m = context.messages();
        setName("shop");
        int em = getFont().getSize();
        // Every column has a width of its own, the same in both halves: a basket that grows to "+10" or a
        // longer total never moves a button. The seven items stand in two halves side by side when they fit.
        // In px: MigLayout would scale its own units with the text size a second time.
        String columns = "[" + 10 * em + "px:pref,fill]8[right," + 3 * em + "px!]8[center," + 3 * em + "px!]8[]"
                + "[center," + 3 * em + "px!][]";
        Item[] items = Item.values();
        int half = (items.length + 1) / 2;
        JPanel halves = new JPanel(new Reflow(3 * em));
        for (int from = 0; from < items.length; from += half) {
            JPanel grid = new JPanel(new MigLayout("insets 0, gapy 2, wrap 6", columns));
            grid.add(header("pi.shop.item"));
            grid.add(header("pi.shop.cost"));
            grid.add(header("pi.shop.owned"));
            grid.add(new JLabel(), "span 3");
            for (int k = from; k < Math.min(items.length, from + half); k++) {
                addItem(grid, items[k]);
            }
            halves.add(grid);
        }
        // Above the items, so that a longer total or Buy button never moves a + button.
        JPanel controls = new JPanel(new Reflow(em));
        player.setName("shopPlayer");
        player.addActionListener(e -> {
            if (!updating) {
                basket.clear();
                refresh(state, rules);
            }
        });
        JPanel forWhom = new JPanel(new MigLayout("insets 0", "[][fill]"));
        forWhom.add(new JLabel(m.get("pi.shop.for")));
        forWhom.add(player);
        controls.add(forWhom);
        points.setName("shopPoints");
        points.putClientProperty("FlatLaf.styleClass", "h4");
        controls.add(points);
        buy = new ActionButton("", "shopBuy", KeyEvent.VK_B, context, this::buy);
        buy.putClientProperty("JButton.buttonType", "default");
        clear = new JButton(m.get("pi.shop.clear"));
        clear.setName("shopClear");
        clear.addActionListener(e -> {
            basket.clear();
            refresh(state, rules);
        });
        JPanel buttons = new JPanel(new MigLayout("insets 0", "[][]"));
        buttons.add(buy);
        buttons.add(clear);
        controls.add(buttons);
        add(controls);
        add(halves);
        why.setName("shopWhy");
        add(why, "wmin 0");
    }

    private void addItem(JPanel grid, Item i) {
        JLabel name = new JLabel(i.name(m.locale()));
        name.setToolTipText(i.name(m.french() ? Locale.ENGLISH : Locale.FRENCH));
        grid.add(name);
        grid.add(new JLabel(Integer.toString(i.cost())));
        JLabel o = new JLabel();
        o.setName("shopOwned-" + i.id());
        owned.put(i, o);
        grid.add(o);
        JButton minusButton = small("−", "shopMinus-" + i.id(), () -> change(i, -1));
        minusButton.setToolTipText(m.get("pi.shop.minusTip", i.name(m.locale()).toLowerCase(m.locale())));
        minus.put(i, minusButton);
        grid.add(minusButton);
        JLabel b = new JLabel();
        b.setName("shopBasket-" + i.id());
        b.putClientProperty("FlatLaf.styleClass", "h4");
        inBasket.put(i, b);
        grid.add(b);
        JButton plusButton = small("+", "shopPlus-" + i.id(), () -> change(i, +1));
        plus.put(i, plusButton);
        grid.add(plusButton);
    }

    private JLabel header(String key) {
        JLabel l = new JLabel(m.get(key));
        l.putClientProperty("FlatLaf.styleClass", "h4");
        return l;
    }

    private static JButton small(String text, String name, Runnable action) {
        JButton b = new JButton(text);
        b.setName(name);
        b.putClientProperty("JButton.buttonType", "square");
        b.addActionListener(e -> action.run());
        return b;
    }

    // In its tab's scroll pane it scrolls down only: as wide as the tab whenever its parts fit there, so that the
    // row of Buy and Clear goes under the points rather than past the tab's right edge ("Vider le panier" cut).
    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return getFont().getSize();
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return orientation == SwingConstants.VERTICAL ? visible.height : visible.width;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return getParent() instanceof JViewport v && v.getWidth() >= getMinimumSize().width;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return false;
    }

    /** Whether any driver may still buy equipment. */
    static boolean anyoneMayBuy(PistesState s) {
        return s.players().stream()
                .anyMatch(p -> p.turns().isEmpty() && p.status().inRace());
    }

    private String who() {
        return (String) player.getSelectedItem();
    }

    private void change(Item item, int by) {
        basket.merge(item, by, Integer::sum);
        if (basket.get(item) <= 0) {
            basket.remove(item);
        }
        refresh(state, rules);
    }

    private List<PistesCommand> purchases(Map<Item, Integer> b) {
        List<PistesCommand> purchases = new ArrayList<>();
        b.forEach((item, count) -> purchases.add(new PistesCommand.Equip(who(), item, count)));
        return purchases;
    }

    private void buy() {
        List<PistesCommand> purchases = purchases(basket);
        basket.clear();
        for (PistesCommand purchase : purchases) {
            if (!context.play(purchase).played()) {
                break;
            }
        }
    }

    void refresh(PistesState s, Rules<PistesState, PistesCommand> r) {
        this.state = s;
        this.rules = r;
        updating = true;
        Object chosen = player.getSelectedItem();
        List<String> buyers = s.players().stream()
                .filter(x -> x.turns().isEmpty() && x.status().inRace())
                .map(Player::name)
                .toList();
        player.setModel(new DefaultComboBoxModel<>(buyers.toArray(String[]::new)));
        if (chosen != null && buyers.contains(chosen)) {
            player.setSelectedItem(chosen);
        } else {
            basket.clear();
            s.turn().filter(buyers::contains).ifPresent(player::setSelectedItem);
        }
        updating = false;
        String name = who();
        Player buyer = name == null ? null : s.player(name);
        int cost = basket.entrySet().stream()
                .mapToInt(e -> e.getKey().cost() * e.getValue())
                .sum();
        if (buyer == null) {
            points.setText(m.get("pi.shop.closed"));
        } else {
            points.setText(
                    cost == 0
                            ? m.get("pi.shop.points", buyer.points())
                            : m.get("pi.shop.pointsAfter", buyer.points(), cost, buyer.points() - cost));
        }
        for (Item i : Item.values()) {
            owned.get(i).setText(buyer == null ? "" : Integer.toString(buyer.count(i)));
            int n = basket.getOrDefault(i, 0);
            inBasket.get(i).setText(n == 0 ? "·" : "+" + n);
            minus.get(i).setEnabled(n > 0);
            if (buyer == null) {
                plus.get(i).setEnabled(false);
                continue;
            }
            Map<Item, Integer> more = new EnumMap<>(basket);
            more.merge(i, 1, Integer::sum);
            Optional<RuleViolation> no = r.whyNotAll(s, purchases(more));
            plus.get(i).setEnabled(no.isEmpty());
            plus.get(i)
                    .setToolTipText(no.map(v -> Wrapped.sentence(v.message(m.locale())))
                            .orElse(m.get("pi.shop.plusTip", i.name(m.locale()).toLowerCase(m.locale()), i.cost())));
        }
        // A long name shortened, the whole sentence in the tooltip: "Buy for" and a 40-letter name ran past the
        // shop's right edge at 1280 px, in French at the usual text size.
        String whole = buyer == null ? m.get("pi.shop.buyNone") : m.get("pi.shop.buy", buyer.name(), cost);
        buy.setText(
                buyer == null
                        ? whole
                        : m.get("pi.shop.buy", org.caissier.ui.kit.ShortName.of(buyer.name(), BUYER_SHOWN), cost));
        if (buyer == null) {
            buy.refuse(m.get("pi.shop.why"));
        } else if (cost == 0) {
            buy.refuse(m.get("pi.shop.emptyBasket"));
        } else {
            buy.allow();
            buy.setToolTipText(whole.equals(buy.getText()) ? null : whole);
        }
        clear.setEnabled(cost > 0);
        why.setText(buyer == null ? m.get("pi.shop.why") : " ");
        why.setVisible(buyer == null);
    }
}
