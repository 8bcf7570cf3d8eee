package org.caissier.longcours.ui;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.Player;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.EscapeCloses;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.Messages;

/**
 * The Corsair auction (LC-CORS-1): each captain still in the game says his bid, at most his cash (D-LC-3);
 * 0 means no bid. The rules pick the highest bid of at least 6 M, the first of equal bids.
 */
final class AuctionDialog {
    private final UiContext context;
    private final LongCoursState state;
    private final String asker;

    AuctionDialog(UiContext context, LongCoursState state, String asker) {
        this.context = context;
        this.state = state;
        this.asker = asker;
    }

    /** The bids in turn order from the asker on (only bids above 0), or nothing if cancelled. */
    Optional<Map<String, Integer>> ask() {
        Messages m = context.messages();
        JDialog dialog =
                new JDialog(context.window(), m.get("lc.auction.title"), JDialog.ModalityType.APPLICATION_MODAL);
        EscapeCloses.install(dialog);
        dialog.setName("auctionDialog");
        JPanel panel = new JPanel(new MigLayout("wrap 3, insets 14, gap 10", "[][120!][]"));
        JLabel intro = new JLabel(m.get("lc.auction.intro", asker));
        intro.putClientProperty("FlatLaf.styleClass", "h4");
        panel.add(intro, "span 3");
        Map<String, JSpinner> spinners = new LinkedHashMap<>();
        int start = state.indexOf(asker);
        for (int i = 0; i < state.players().size(); i++) {
            Player p = state.players().get((start + i) % state.players().size());
            if (!p.inGame()) {
                continue;
            }
            JSpinner bid = new JSpinner(new SpinnerNumberModel(0, 0, Math.max(0, p.cash()), 1));
            bid.setName("bid-" + p.name());
            panel.add(new JLabel(p.name()));
            panel.add(bid);
            panel.add(new JLabel(m.get("lc.auction.cash", p.cash())));
            spinners.put(p.name(), bid);
        }
        JButton sell = new JButton(m.get("lc.auction.sell"));
        sell.setName("auctionSell");
        JButton cancel = new JButton(m.get("lc.cancel"));
        cancel.setName("auctionCancel");
        panel.add(sell, "span 3, split 2, gaptop 10");
        panel.add(cancel);
        boolean[] done = {false};
        sell.addActionListener(e -> {
            done[0] = true;
            dialog.dispose();
        });
        cancel.addActionListener(e -> dialog.dispose());
        dialog.getRootPane().setDefaultButton(sell);
        dialog.setContentPane(panel);
        FirstPlace.pack(dialog, context.window());
        dialog.setVisible(true);
        if (!done[0]) {
            return Optional.empty();
        }
        Map<String, Integer> bids = new LinkedHashMap<>();
        spinners.forEach((name, spinner) -> {
            int v = (Integer) spinner.getValue();
            if (v > 0) {
                bids.put(name, v);
            }
        });
        return Optional.of(bids);
    }
}
