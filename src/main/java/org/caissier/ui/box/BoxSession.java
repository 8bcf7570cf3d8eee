package org.caissier.ui.box;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Function;
import org.caissier.device.BoxControl;
import org.caissier.device.BoxDiceSource;
import org.caissier.device.BoxEvent;
import org.caissier.device.BoxIdentity;
import org.caissier.device.BoxListener;
import org.caissier.device.BoxNote;
import org.caissier.device.ButtonMapping;
import org.caissier.device.LinkStatus;
import org.caissier.device.SerialSettings;
import org.caissier.table.DiceSource;
import org.caissier.table.Session;

/**
 * The box as the program sees it: a transport on one port, its dice becoming the table's dice while it is
 * connected (the previous source coming back when it goes), its presses mapped per game and handed to the
 * open screen, and the light on the seat whose turn it is. Box notifications arrive through {@code edt}, so
 * everything here runs on the EDT.
 *
 * <p>Letting a box go stops its port thread, which may take seconds (a search on {@code auto}, a port call that
 * hangs): that wait runs on a worker, never on the EDT. Meanwhile the status says the box is being let go, then
 * what came of it; a connect asked meanwhile opens its port only once the old link is gone, so that two links
 * never hold one port.
 */
public final class BoxSession implements BoxListener, AutoCloseable {
    /** Opens a transport on the settings, reporting to the listener through the executor. */
    public interface Connector {
        Link open(SerialSettings settings, BoxListener listener, Executor executor);
    }

    /** A started transport. */
    public interface Link extends BoxControl, AutoCloseable {
        LinkStatus status();

        @Override
        void close();

        /** Closes and waits for the port thread to end; false when it is still stuck. Called off the EDT. */
        default boolean stop() {
            close();
            return true;
        }
    }

    /** What letting the last box go came to, shown until the next connect. */
    public enum Release {
        /** The port thread is being stopped on a worker. */
        LETTING_GO,
        /** The port is closed and its thread ended. */
        LET_GO,
        /** The port thread did not end within its bound (a port call that does not return). */
        STUCK
    }

    private final BoxHost host;
    private final Executor edt;
    private final Connector connector;
    private final Function<String, ButtonMapping> mappings;
    private final BoxDiceSource.Timer timer;
    private final Executor worker;
    private Link link;
    /** Links whose port threads are still being stopped on the worker. */
    private int stopping;
    /** A port asked for while an old link was still stopping; opened once it is gone. */
    private String waiting;

    private Release release;
    private BoxDiceSource boxDice;
    private DiceSource previous;
    private LinkStatus status;
    private String port;
    private int lit = -1;
    /**
     * Why the journal did not take what a press played, as its play answered: that press and every one after it
     * are left with the box until a save succeeds again.
     */
    private Optional<java.io.IOException> notSaved = Optional.empty();
    /** The session watched for that successful save meanwhile. */
    private Session<?, ?> watched;

    private final Session.Listener savedAgain = session -> afterWhatIsQueued();

    public BoxSession(BoxHost host, Executor edt) {
        this(host, edt, SerialLink::open, gameId -> ButtonMapping.standard());
    }

    /** On a serial port, with the buttons meaning what {@code mappings} says for the open game. */
    public BoxSession(BoxHost host, Executor edt, Function<String, ButtonMapping> mappings) {
        this(host, edt, SerialLink::open, mappings);
    }

    public BoxSession(BoxHost host, Executor edt, Connector connector, Function<String, ButtonMapping> mappings) {
        this(host, edt, connector, mappings, BoxSession::swingTimer);
    }

    /** With the timer that gives up a roll the box does not answer (its tasks must run on the EDT). */
    public BoxSession(
            BoxHost host,
            Executor edt,
            Connector connector,
            Function<String, ButtonMapping> mappings,
            BoxDiceSource.Timer timer) {
        this(host, edt, connector, mappings, timer, BoxSession::onItsOwnThread);
    }

    /** With the worker that stops the port threads (a test's, run when the test says). */
    public BoxSession(
            BoxHost host,
            Executor edt,
            Connector connector,
            Function<String, ButtonMapping> mappings,
            BoxDiceSource.Timer timer,
            Executor worker) {
        this.worker = Objects.requireNonNull(worker);
        this.timer = Objects.requireNonNull(timer);
        this.host = Objects.requireNonNull(host);
        this.edt = Objects.requireNonNull(edt);
        this.connector = Objects.requireNonNull(connector);
        this.mappings = Objects.requireNonNull(mappings);
    }

    /**
     * Not a daemon: a window closed while its box is let go still closes the port before the program ends (the
     * wait is bounded by the port thread's stop).
     */
    private static void onItsOwnThread(Runnable task) {
        new Thread(task, "box stop").start();
    }

    private static Runnable swingTimer(long delayMs, Runnable task) {
        javax.swing.Timer t = new javax.swing.Timer((int) delayMs, e -> task.run());
        t.setRepeats(false);
        t.start();
        return t::stop;
    }

    /** Looks for the box on this port (a device path, a pty link, or {@code auto}); replaces any earlier one. */
    public void connect(String portPath) {
        disconnect();
        waiting = Objects.requireNonNull(portPath);
        if (stopping == 0) {
            openWaiting();
        } else {
            host.boxStatusChanged();
        }
    }

    private void openWaiting() {
        unhold();
        String portPath = waiting;
        waiting = null;
        release = null;
        port = portPath;
        status = new LinkStatus(LinkStatus.State.SEARCHING, portPath, 0, 0, 0, 0);
        link = connector.open(
                portPath.equals(SerialSettings.AUTO) ? SerialSettings.auto() : SerialSettings.port(portPath),
                this,
                edt);
        boxDice = new BoxDiceSource(link, timer, new BoxDiceWords(host::messages));
        host.boxStatusChanged();
    }

    /**
     * Lets the box go: its dice are given back at once, its port thread is stopped on the worker (the status says
     * so until it has ended), and a connect still waiting for an old link is forgotten.
     */
    public void disconnect() {
        if (waiting != null) {
            waiting = null;
            host.boxStatusChanged();
        }
        unhold();
        if (link != null) {
            releaseDice();
            Link old = link;
            link = null;
            boxDice = null;
            status = null;
            port = null;
            lit = -1;
            stopping++;
            release = Release.LETTING_GO;
            host.boxStatusChanged();
            worker.execute(() -> {
                boolean ended = old.stop();
                edt.execute(() -> stopped(ended));
            });
        }
    }

    /** On the EDT, after everything the old link handed over before it ended. */
    private void stopped(boolean ended) {
        stopping--;
        if (release != null) {
            release = !ended ? Release.STUCK : stopping > 0 ? Release.LETTING_GO : Release.LET_GO;
        }
        if (stopping == 0 && waiting != null) {
            openWaiting();
        } else {
            host.boxStatusChanged();
        }
    }

    /** A box is in use, or asked for and waiting for the old one to be let go. */
    public boolean active() {
        return link != null || waiting != null;
    }

    /** What letting the box go came to, while no box is in use; empty before any and once another is asked for. */
    public Optional<Release> release() {
        return link != null ? Optional.empty() : Optional.ofNullable(release);
    }

    /** Runs a task that waits (closing the simulated box) on the worker that stops port threads. */
    void offTheEdt(Runnable task) {
        worker.execute(task);
    }

    /** The last status, empty when no box is in use. */
    public Optional<LinkStatus> status() {
        return Optional.ofNullable(status);
    }

    public Optional<String> port() {
        return Optional.ofNullable(port);
    }

    /** Lights the seat whose turn it is, when it changed; call after every change of the game. */
    public void refreshLight() {
        if (link == null || status == null || status.state() != LinkStatus.State.CONNECTED) {
            return;
        }
        int seat = host.seatToLight();
        if (seat != lit) {
            lit = seat;
            link.light(seat);
        }
    }

    @Override
    public void connected(BoxIdentity box) {
        if (link == null) {
            return;
        }
        if (previous == null) {
            previous = host.currentDice();
            host.useDice(boxDice);
        }
    }

    @Override
    public void statusChanged(LinkStatus s) {
        if (link == null) {
            return;
        }
        status = s;
        if (s.state() != LinkStatus.State.CONNECTED) {
            lit = -1; // a box that comes back is lit again
        }
        if (s.state() == LinkStatus.State.CONNECTED) {
            refreshLight();
        } else if (previous != null) {
            // A roll already asked stays with the box: the link asks for it again after a reconnect.
            host.useDice(previous);
            previous = null;
        }
        host.boxStatusChanged();
    }

    @Override
    public void buttonPressed(int seat, boolean longPress) {
        pressed(seat, longPress);
    }

    private PressResult pressed(int seat, boolean longPress) {
        if (link == null) {
            return PressResult.ignored();
        }
        return mapping()
                .flatMap(m -> m.forPress(seat, longPress))
                .map(a -> host.boxAction(a.id(), a.seat()))
                .orElse(PressResult.ignored());
    }

    /**
     * A press is handled with its event noted in the journal beside the command it causes; a press the journal
     * already holds (the box sent it again because the program stopped before acknowledging it) is not played
     * twice. The link acknowledges it when this returns.
     */
    @Override
    public void buttonPressed(int seat, boolean longPress, BoxEvent event) {
        handleOnce(event, () -> pressed(seat, longPress));
    }

    @Override
    public void diceRolled(int rollId, List<Integer> faces, BoxEvent event) {
        if (rollId == 0) {
            handleOnce(event, () -> rolled(rollId, faces));
        } else {
            diceRolled(rollId, faces);
        }
    }

    /**
     * Hands an event over once. When what it played could not be saved (the journal's write failed: a full disk),
     * that press and every one after it are left with the box, unacknowledged, and the table is told; the first
     * save that succeeds again (a line typed once space is freed) asks the box for them, and they come back in
     * their order.
     */
    private void handleOnce(BoxEvent event, java.util.function.Supplier<PressResult> handling) {
        if (notSaved.isPresent()) {
            if (host.session().orElse(null) != watched) {
                resume(); // another game is open now: its journal may take the presses
            }
            return; // left with the box, which sends it again once asked
        }
        Optional<Session<?, ?>> session = host.session();
        if (session.isEmpty()) {
            handling.get();
        } else if (!BoxNote.saved(session.get().notes(), event)) {
            PressResult result = session.get().withNote(BoxNote.of(event), handling);
            result.notSaved().ifPresent(why -> leftWithTheBox(why, session.get()));
        }
    }

    private void leftWithTheBox(java.io.IOException why, Session<?, ?> session) {
        notSaved = Optional.of(why);
        watched = session;
        watched.addListener(savedAgain);
        host.boxStatusChanged();
    }

    /** Why presses are left with the box (the journal did not take what one of them played), while they are. */
    public Optional<java.io.IOException> notSaved() {
        return notSaved;
    }

    /**
     * Posted on the EDT after a save succeeded, so that it runs after the presses already handed over, which
     * were left with the box; the link then asks the box for all of them.
     */
    private void resume() {
        if (notSaved.isEmpty()) {
            return;
        }
        unhold();
        if (link != null) {
            link.resume();
        }
        host.boxStatusChanged();
    }

    private void afterWhatIsQueued() {
        edt.execute(this::resume);
    }

    private void unhold() {
        notSaved = Optional.empty();
        if (watched != null) {
            watched.removeListener(savedAgain);
            watched = null;
        }
    }

    /** A press is acknowledged once handled, unless what it played (or an earlier one) could not be saved. */
    @Override
    public void afterEvent(Acknowledgement acknowledgement) {
        if (notSaved.isPresent()) {
            acknowledgement.notSaved();
        } else {
            acknowledgement.saved();
        }
    }

    @Override
    public void diceRolled(int rollId, List<Integer> faces) {
        rolled(rollId, faces);
    }

    private PressResult rolled(int rollId, List<Integer> faces) {
        if (boxDice == null) {
            return PressResult.ignored();
        }
        boolean asked = boxDice.waiting() > 0;
        boxDice.diceRolled(rollId, faces);
        if (rollId == 0 && !asked) {
            // The players pressed the roll button: the screen starts the roll that is due, and the faces the
            // box shows are waiting in its dice for it.
            return mapping()
                    .flatMap(ButtonMapping::forRollButton)
                    .map(a -> host.boxAction(a.id(), a.seat()))
                    .orElse(PressResult.ignored());
        }
        return PressResult.ignored();
    }

    private Optional<ButtonMapping> mapping() {
        return host.gameId().map(mappings);
    }

    private void releaseDice() {
        if (previous != null) {
            host.useDice(previous);
            previous = null;
        }
        if (boxDice != null) {
            boxDice.disconnected();
        }
    }

    @Override
    public void close() {
        disconnect();
    }
}
