package org.caissier.longcours.ui;

import java.awt.Color;
import java.awt.event.KeyEvent;
import java.util.function.Supplier;
import javax.swing.JLabel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.longcours.LongCoursCommand.Buy;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.Player;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.kit.WrappingLabel;

/**
 * Buy and its amount: buys the amount the player sees in the field, never another. A typed amount over the cash, or
 * no amount at all, is refused in place, under the button, with how much he can buy, and nothing is played.
 */
final class BuyRow {
    private final GameContext<LongCoursState, LongCoursCommand> context;
    private final Messages m;
    private final Supplier<Player> current;
    private final JSpinner amount = new JSpinner(new SpinnerNumberModel(1, 1, 9999, 1));
    private final ActionButton buy;
    private final JLabel refusal = new WrappingLabel(3, 0);
    /** The amount as typed when Buy refused it. */
    private String refusedAmount = "";

    /** {@code current}: the captain whose turn it is. */
    BuyRow(GameContext<LongCoursState, LongCoursCommand> context, Supplier<Player> current) {
        this.context = context;
        this.m = context.messages();
        this.current = current;
        amount.setName("buyAmount");
        buy = new ActionButton(m.get("lc.buy"), "buyButton", KeyEvent.VK_U, context, this::buy);
        refusal.setName("buyRefusal");
        refusal.setForeground(Theme.isDark() ? new Color(0xFF8A80) : new Color(0xB71C1C));
        // Its three lines are kept under Buy, shown or not: a refusal used to push the actions below it down a line,
        // and a long name was cut.
        refusal.setVerticalAlignment(JLabel.TOP);
        refusal.setText(" ");
        refusal.setVisible(false);
        // The refused amount committed as the field loses the focus is still the one refused: the refusal stays.
        amount.addChangeListener(e -> refusal.setVisible(
                refusal.isVisible() && String.valueOf(amount.getValue()).equals(refusedAmount)));
    }

    /** The row's parts, in the order of the actions' rows: the amount, Buy, the refusal under them. */
    void addTo(ActionRows rows) {
        rows.row(amount, "", buy, "span 2", refusal, "span 3, hidemode 0, w 0:0");
    }

    ActionButton button() {
        return buy;
    }

    /** A new turn: an amount of one, no refusal. */
    void newTurn() {
        amount.setValue(1);
        refusal.setVisible(false);
    }

    private void buy() {
        String typed = typed();
        Player p = current.get();
        int cash = p.cash();
        int wanted;
        try {
            wanted = Integer.parseInt(typed);
        } catch (NumberFormatException e) {
            refuse(m.get("lc.buy.notAmount", typed, cash));
            return;
        }
        if (wanted < 1) {
            refuse(m.get("lc.buy.notAmount", typed, cash));
        } else if (wanted > cash) {
            refuse(m.get("lc.buy.tooMuch", p.name(), cash, wanted));
        } else {
            amount.setValue(wanted);
            context.play(new Buy(p.name(), wanted));
        }
    }

    private void refuse(String why) {
        refusedAmount = typed();
        refusal.setText(why);
        refusal.setVisible(true);
        context.tell(why);
        ((JSpinner.DefaultEditor) amount.getEditor()).getTextField().requestFocusInWindow();
    }

    private String typed() {
        return ((JSpinner.DefaultEditor) amount.getEditor())
                .getTextField()
                .getText()
                .trim();
    }
}
