package org.caissier.cup.ui;

import java.util.List;
import java.util.Optional;
import javax.swing.JComponent;
import org.caissier.live.LivePublication;
import org.caissier.table.Session;
import org.caissier.ui.GameView;
import org.caissier.ui.Messages;
import org.caissier.ui.PublicView;

/**
 * A Cup screen with its live results: after every change the screen shows, the same state goes to the
 * publication (rendered here on the EDT, served as a snapshot by the server's threads); the status bar shows the
 * page's address while it is on; closing the event stops the server.
 */
final class LiveView implements GameView {
    private final GameView screen;
    private final Session<?, ?> session;
    private final LiveControl control;
    private final LiveControls controls;
    private final Messages messages;

    LiveView(GameView screen, Session<?, ?> session, LiveControl control, LiveControls controls, Messages messages) {
        this.screen = screen;
        this.session = session;
        this.control = control;
        this.controls = controls;
        this.messages = messages;
    }

    @Override
    public JComponent component() {
        return screen.component();
    }

    @Override
    public void refresh() {
        screen.refresh();
        LivePublication live = control.publication();
        live.publish(session.state());
    }

    /** The screen's own next input: the keyboard goes where the scorer types next, as without the live results. */
    @Override
    public Optional<java.awt.Component> nextInput() {
        return screen.nextInput();
    }

    @Override
    public List<String> completions() {
        return screen.completions();
    }

    @Override
    public boolean boxAction(String actionId, int seat) {
        return screen.boxAction(actionId, seat);
    }

    @Override
    public int seatToLight() {
        return screen.seatToLight();
    }

    @Override
    public Optional<PublicView> tableDisplay(float textSize) {
        return screen.tableDisplay(textSize);
    }

    @Override
    public Optional<String> progress() {
        return screen.progress();
    }

    @Override
    public Optional<JComponent> statusPart() {
        return Optional.of(control.status(messages));
    }

    @Override
    public void close() {
        screen.close();
        controls.closed(session);
    }
}
