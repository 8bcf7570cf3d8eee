package org.caissier.ui.box;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.GridLayout;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JPanel;
import javax.swing.Timer;
import javax.swing.UIManager;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.Messages;

/**
 * The simulated box on screen, for demonstrations: its roll button and one button per seat; the seat the
 * program lit is shown lit. It opens beside the window, or where it was left (kept as {@code simulatedBox}).
 */
public final class SimulatedBoxWindow extends JDialog {
    private final List<JButton> seats = new ArrayList<>();
    private final Timer lights;
    private final BoxSimulation simulation;

    public SimulatedBoxWindow(Window owner, Messages m, BoxSimulation simulation) {
        super(owner, m.get("box.sim.title"), ModalityType.MODELESS);
        this.simulation = simulation;
        setName("simulatedBoxWindow");
        setDefaultCloseOperation(HIDE_ON_CLOSE);
        JPanel panel = new JPanel(new GridLayout(0, 1, 6, 6));
        panel.setBorder(BorderFactory.createEmptyBorder(10, 10, 10, 10));
        JButton roll = new JButton(m.get("box.sim.roll"));
        roll.setName("simRollButton");
        roll.addActionListener(e -> roll());
        panel.add(roll);
        JPanel row = new JPanel(new GridLayout(0, 3, 6, 6));
        for (int seat = 1; seat <= simulation.seats(); seat++) {
            int s = seat;
            JButton b = new JButton(m.get("box.sim.seat", seat));
            b.setName("simSeat" + seat);
            b.addActionListener(e -> press(s));
            seats.add(b);
            row.add(b);
        }
        panel.add(row);
        setContentPane(panel);
        FirstPlace.packBeside(this, size -> beside(owner, size), "simulatedBox");
        Color normal = UIManager.getColor("Button.background");
        // The simulator has no callback for its lights: look at them a few times a second.
        lights = new Timer(200, e -> {
            int lit = simulation.simulator().litSeat();
            for (int i = 0; i < seats.size(); i++) {
                seats.get(i).setBackground(i + 1 == lit ? new Color(0xFFC107) : normal);
            }
        });
        lights.start();
    }

    /**
     * Beside the owner, outside it, where the screen has room (right, then left); otherwise over the owner's
     * bottom-left corner, away from the journal on its right. Always inside the screen.
     */
    static Point beside(Window owner, Dimension size) {
        Rectangle screen = owner.getGraphicsConfiguration().getBounds();
        int right = owner.getX() + owner.getWidth() + 8;
        int left = owner.getX() - size.width - 8;
        int x;
        if (right + size.width <= screen.x + screen.width) {
            x = right;
        } else if (left >= screen.x) {
            x = left;
        } else {
            x = owner.getX() + 20;
        }
        int y = x == owner.getX() + 20 ? owner.getY() + owner.getHeight() / 2 - size.height : owner.getY() + 60;
        x = Math.max(screen.x, Math.min(x, screen.x + screen.width - size.width));
        y = Math.max(screen.y, Math.min(y, screen.y + screen.height - size.height));
        return new Point(x, y);
    }

    /** What the roll button does: the box rolls its dice. */
    public void roll() {
        simulation.simulator().rollButton();
    }

    /** What a seat button does: a short press of that seat (1-based). */
    public void press(int seat) {
        simulation.simulator().press(seat, false);
    }

    /** The seat the program lit on the simulated box (0: none). */
    public int litSeat() {
        return simulation.simulator().litSeat();
    }

    @Override
    public void dispose() {
        lights.stop();
        super.dispose();
    }
}
