package org.caissier.longcours.ui;

import java.awt.Window;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.Player;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.EscapeCloses;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.Messages;

/**
 * The card ladder of a brawl as it is played at the table (LC-BRAWL-2): the attacker's card, then each answer,
 * every card stronger than the last. Only cards still in the game can be picked (D-LC-8). Whoever does not
 * answer loses; the dialog gives the ranks in the order played.
 */
final class BrawlDialog {
    private final UiContext context;
    private final LongCoursState state;
    private final String attacker;
    private final String target;

    BrawlDialog(UiContext context, LongCoursState state, String attacker, String target) {
        this.context = context;
        this.state = state;
        this.attacker = attacker;
        this.target = target;
    }

    Optional<List<Integer>> ask() {
        Messages m = context.messages();
        Window owner = context.window();
        JDialog dialog =
                new JDialog(owner, m.get("lc.brawl.title", attacker, target), JDialog.ModalityType.APPLICATION_MODAL);
        EscapeCloses.install(dialog);
        dialog.setName("brawlDialog");
        List<Integer> played = new ArrayList<>();
        Set<Integer> gone = new HashSet<>(state.deck().removedRanks());
        for (Player p : state.players()) {
            gone.addAll(p.cards().brawlRanks());
        }
        JPanel panel =
                new JPanel(new MigLayout("wrap 4, insets 14, gap 8", "[fill,grow][fill,grow][fill,grow][fill,grow]"));
        JLabel turn = new JLabel();
        turn.setName("brawlTurn");
        turn.putClientProperty("FlatLaf.styleClass", "h3");
        JLabel ladder = new JLabel(" ");
        ladder.setName("brawlLadder");
        panel.add(turn, "span 4");
        List<JButton> cards = new ArrayList<>();
        JButton stop = new JButton();
        stop.setName("brawlStop");
        JButton cancel = new JButton(m.get("lc.cancel"));
        cancel.setName("brawlCancel");
        Runnable update = () -> {
            String who = played.size() % 2 == 0 ? attacker : target;
            turn.setText(m.get("lc.brawl.turn", who));
            int last = played.isEmpty() ? 0 : played.get(played.size() - 1);
            for (int i = 0; i < cards.size(); i++) {
                int rank = i + 1;
                cards.get(i).setEnabled(rank > last && !gone.contains(rank) && !played.contains(rank));
            }
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < played.size(); i++) {
                text.append(i % 2 == 0 ? attacker : target)
                        .append(" ")
                        .append(played.get(i))
                        .append("  ");
            }
            ladder.setText(text.length() == 0 ? " " : text.toString());
            stop.setText(played.isEmpty() ? m.get("lc.brawl.none") : m.get("lc.brawl.gives.up", who));
            stop.setEnabled(!played.isEmpty());
        };
        for (int rank = 1; rank <= 12; rank++) {
            int r = rank;
            JButton b = new JButton(
                    "<html><center>" + r + "<br><small>" + state.board().brawlCard(r) + "</small></center></html>");
            b.setName("brawlCard" + r);
            b.addActionListener(e -> {
                played.add(r);
                update.run();
            });
            cards.add(b);
            // Not on the row's baseline: asking an HTML button for its baseline lays its text out again, which
            // asks for a new layout, which asks for the baseline... the screen's thread never went idle.
            panel.add(b, "aligny center");
        }
        panel.add(ladder, "span 4, gaptop 8");
        panel.add(stop, "span 2");
        panel.add(cancel, "span 2");
        boolean[] done = {false};
        stop.addActionListener(e -> {
            done[0] = true;
            dialog.dispose();
        });
        cancel.addActionListener(e -> dialog.dispose());
        update.run();
        dialog.setContentPane(panel);
        FirstPlace.pack(dialog, owner);
        dialog.setVisible(true);
        return done[0] && !played.isEmpty() ? Optional.of(played) : Optional.empty();
    }
}
