package org.caissier.ui.box;

import org.caissier.device.LinkStatus;
import org.caissier.ui.Messages;

/** The words of the box's part of the status bar. */
public final class BoxStatusText {
    private BoxStatusText() {
    }

    /** Empty when no box is in use (the status bar then says nothing about it). */
    public static String of(Messages m, BoxSession box) {
        return box.status().map(s -> {
            String state = switch (s.state()) {
                case CONNECTED -> m.get("box.status.connected");
                case SEARCHING -> m.get("box.status.searching", box.port().orElse(""));
                case VERSION_MISMATCH -> m.get("box.status.mismatch", s.detail());
                case NOT_READING -> m.get("box.status.notReading");
                case DISCONNECTED -> m.get("box.status.disconnected");
            };
            int errors = s.errors() + s.boxErrors();
            String text = m.get("box.status", state);
            if (errors > 0) {
                text += " · " + m.get("box.status.errors", errors);
            }
            if (s.gaps() > 0) {
                text += " · " + m.get("box.status.lost", s.gaps());
            }
            return text;
        }).orElse("");
    }

    /** Whether the status should catch the eye. */
    public static boolean alarming(LinkStatus s) {
        return s.state() != LinkStatus.State.CONNECTED && s.state() != LinkStatus.State.SEARCHING;
    }
}
