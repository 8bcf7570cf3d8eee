package org.caissier.ui.box;

import java.util.concurrent.Executor;
import org.caissier.device.BoxListener;
import org.caissier.device.LinkStatus;
import org.caissier.device.SerialSettings;
import org.caissier.device.SerialTransport;

/** The box on a real serial port: a {@link BoxSession.Link} over the device's {@link SerialTransport}. */
final class SerialLink implements BoxSession.Link {
    private final SerialTransport t;

    private SerialLink(SerialTransport t) {
        this.t = t;
    }

    /** A transport on the settings, started, reporting to the listener through the executor. */
    static BoxSession.Link open(SerialSettings settings, BoxListener listener, Executor executor) {
        SerialTransport t = new SerialTransport(settings, listener, executor);
        t.start();
        return new SerialLink(t);
    }

    @Override
    public LinkStatus status() {
        return t.status();
    }

    @Override
    public int roll(int count) {
        return t.roll(count);
    }

    @Override
    public void light(int seat) {
        t.light(seat);
    }

    @Override
    public void beep(int millis) {
        t.beep(millis);
    }

    @Override
    public void resume() {
        t.resume();
    }

    @Override
    public void close() {
        t.close();
    }

    @Override
    public boolean stop() {
        return t.stop();
    }
}
