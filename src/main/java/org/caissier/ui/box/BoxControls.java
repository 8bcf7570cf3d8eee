package org.caissier.ui.box;

import java.awt.Color;
import java.awt.Window;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Supplier;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.UIManager;
import org.caissier.device.SerialTransport;
import org.caissier.ui.files.OffTheEdt;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.WindowPlaces;

/**
 * The box seen from the window: the presenter ({@link BoxSession}), the box's part of the status bar, connecting
 * to a port, and the simulated box with its own small window. The window hosts it ({@link BoxHost}) and is told
 * when what the Box menu offers changed.
 */
public final class BoxControls {
    private final Window owner;
    private final AppSettings settings;
    private final Supplier<Messages> messages;
    private final BoxSession box;
    private final Runnable menusChanged;
    private final JLabel status = new JLabel();
    private BoxSimulation simulation;
    private boolean starting;
    private SimulatedBoxWindow simulationWindow;
    private final WindowPlaces places;

    public BoxControls(
            Window owner, AppSettings settings, Supplier<Messages> messages, BoxSession box, Runnable menusChanged) {
        this.owner = owner;
        this.settings = settings;
        this.places = new WindowPlaces(settings);
        this.messages = messages;
        this.box = box;
        this.menusChanged = menusChanged;
        status.setName("boxStatus");
    }

    public BoxSession box() {
        return box;
    }

    /** The box's part of the status bar: hidden while no box is in use. */
    public JLabel status() {
        return status;
    }

    public void showStatus() {
        String text = BoxStatusText.of(messages.get(), box);
        status.setText(text);
        status.setVisible(!text.isEmpty());
        boolean alarming = BoxStatusText.alarming(box);
        Color red = UIManager.getColor("Actions.Red") != null ? UIManager.getColor("Actions.Red") : new Color(0xC62828);
        status.setForeground(alarming ? red : UIManager.getColor("Label.foreground"));
    }

    /** Looks for the box on a port (a path, a pseudo-terminal, or {@code auto}) and remembers it. */
    public void connect(String port) {
        settings.put("box.port", port);
        settings.put("dice", "box"); // the table chose the box: it is looked for again at the next start
        closeSimulation();
        box.connect(port);
        menusChanged.run();
    }

    public void askPort() {
        new ConnectDialog(owner, messages.get(), SerialTransport.listPorts(), settings.get("box.port", null))
                .ask()
                .ifPresent(this::connect);
    }

    /** Starts the built-in simulated box on a pseudo-terminal pair and connects to it; false if it cannot. */
    public boolean startSimulated() {
        Messages m = messages.get();
        if (BoxSimulation.socat().isEmpty()) {
            showError(m.get("box.sim.noSocat"));
            return false;
        }
        if (starting) {
            return false; // asked again while socat is being started
        }
        stop();
        starting = true;
        try {
            // socat makes its pseudo-terminals in a few milliseconds, or up to ten seconds on a busy machine: the
            // window goes on answering meanwhile.
            simulation = OffTheEdt.onScreen().get(BoxSimulation::start);
        } catch (IOException e) {
            showError(m.get("box.sim.cannotStart")); // socat's own words are English: the log has them
            return false;
        } finally {
            starting = false;
        }
        box.connect(simulation.hostPort());
        simulationWindow = new SimulatedBoxWindow(owner, m, simulation);
        simulationWindow.setVisible(true);
        menusChanged.run();
        return true;
    }

    /** The simulated box's window, while it runs. */
    public Optional<SimulatedBoxWindow> simulatedWindow() {
        return Optional.ofNullable(simulationWindow);
    }

    public void disconnect() {
        stop();
        menusChanged.run();
    }

    /** Lets go of the box and of the simulated one, if any. */
    public void stop() {
        box.disconnect();
        closeSimulation();
    }

    private void closeSimulation() {
        if (simulationWindow != null) {
            places.save(simulationWindow, "simulatedBox");
            simulationWindow.dispose();
            simulationWindow = null;
        }
        if (simulation != null) {
            // Its simulator's port thread is stopped and socat waited for: not on the EDT.
            box.offTheEdt(simulation::close);
            simulation = null;
        }
    }

    private void showError(String text) {
        Messages m = messages.get();
        JOptionPane pane = new JOptionPane(text, JOptionPane.ERROR_MESSAGE);
        var dialog = pane.createDialog(owner, m.get("error.title"));
        dialog.setName("boxErrorDialog");
        dialog.setVisible(true);
        dialog.dispose();
    }
}
