package org.caissier.longcours.ui;

import java.awt.Component;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import org.caissier.longcours.Board;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.longcours.LongCoursCommand.CorsairEnter;
import org.caissier.longcours.LongCoursCommand.Reenter;
import org.caissier.longcours.LongCoursCommand.Resell;
import org.caissier.longcours.LongCoursState;
import org.caissier.table.DiceSource;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.kit.Messages;

/**
 * The actions a die decides: resale, re-entry after a wreck (the port then chosen in the zone the die gives) and the
 * Corsair's entry. The die is asked of the dice in use (on screen, typed, the box) and the command played with its
 * face and where it came from, on the screen's thread whatever thread the answer comes on.
 */
final class RolledActions {
    private final GameContext<LongCoursState, LongCoursCommand> context;
    private final Messages m;
    private final Component owner;
    private final Supplier<LongCoursState> state;

    /** {@code owner}: what the re-entry's choice of port is shown over; {@code state}: the game as it stands. */
    RolledActions(
            GameContext<LongCoursState, LongCoursCommand> context, Component owner, Supplier<LongCoursState> state) {
        this.context = context;
        this.m = context.messages();
        this.owner = owner;
        this.state = state;
    }

    void resell(String who) {
        roll(
                m.get("lc.roll.resell", who),
                faces -> context.play(new Resell(who, faces[0], context.dice().origin())));
    }

    void reenter(String who) {
        roll(m.get("lc.roll.reenter", who), faces -> {
            int zone = Board.zoneForFace(faces[0]);
            Optional<Board.Zone> z = state.get().board().zone(zone);
            if (z.isEmpty()) {
                return;
            }
            String[] ports = z.get().ports().stream().map(Board.Port::name).toArray(String[]::new);
            int choice = JOptionPane.showOptionDialog(
                    owner,
                    m.get("lc.reenter.pick", who, faces[0], zone),
                    m.get("lc.reenter"),
                    JOptionPane.DEFAULT_OPTION,
                    JOptionPane.QUESTION_MESSAGE,
                    null,
                    ports,
                    ports[0]);
            if (choice >= 0) {
                context.play(new Reenter(who, faces[0], context.dice().origin(), ports[choice]));
            }
        });
    }

    void corsairEnter(String who) {
        roll(
                m.get("lc.roll.corsair", who),
                faces -> context.play(
                        new CorsairEnter(who, faces[0], context.dice().origin())));
    }

    private void roll(String purpose, Consumer<int[]> then) {
        context.dice().roll(1, purpose, new DiceSource.Answer() {
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
}
