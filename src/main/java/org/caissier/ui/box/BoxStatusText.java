package org.caissier.ui.box;

import java.util.Optional;
import org.caissier.device.LinkStatus;
import org.caissier.ui.kit.Messages;

/** The words of the box's part of the status bar. */
public final class BoxStatusText {
    private BoxStatusText() {}

    /**
     * Empty when no box is in use and none was let go (the status bar then says nothing about it); while the
     * last box is being let go, and after, what came of it.
     */
    public static String of(Messages m, BoxSession box) {
        Optional<BoxSession.Release> release = box.release();
        if (release.isPresent()) {
            return m.get(
                    "box.status",
                    switch (release.get()) {
                        case LETTING_GO -> m.get("box.status.disconnecting");
                        case LET_GO -> m.get("box.status.disconnected");
                        case STUCK -> m.get("box.status.stuck");
                    });
        }
        return box.status()
                .map(s -> {
                    String state = switch (s.state()) {
                        case CONNECTED -> m.get("box.status.connected");
                        case SEARCHING ->
                            m.get("box.status.searching", box.port().orElse(""));
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
                    if (box.notSaved().isPresent()) {
                        text += " · " + m.get("box.status.held");
                    }
                    return text;
                })
                .orElse("");
    }

    /** Whether the box's status should catch the eye. */
    public static boolean alarming(BoxSession box) {
        return box.release()
                .map(r -> r == BoxSession.Release.STUCK)
                .orElseGet(() -> box.notSaved().isPresent()
                        || box.status().map(BoxStatusText::alarming).orElse(false));
    }

    /** Whether the status should catch the eye. */
    public static boolean alarming(LinkStatus s) {
        return s.state() != LinkStatus.State.CONNECTED && s.state() != LinkStatus.State.SEARCHING;
    }
}
