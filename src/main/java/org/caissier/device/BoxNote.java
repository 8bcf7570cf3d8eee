package org.caissier.device;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.caissier.device.protocol.Sentence;

/**
 * The note a game's journal keeps with a command a box event caused ({@code box ID seq=N up=SECONDS}), and the
 * test that tells an event already saved (sent again after the program crashed before acknowledging it) from a
 * new one: same box, not after the last saved event, and no restart of the box since: its uptime is not smaller,
 * and the box had counted up to the saved event when the program last shook hands with it (PROTOCOL.md §5: a box
 * whose last event is behind the last one applied has restarted; a game resumed next week is one).
 */
public final class BoxNote {
    private static final Pattern NOTE = Pattern.compile("box (\\S+) seq=(\\d+) up=(\\d+)");

    private BoxNote() {}

    public static String of(BoxEvent event) {
        return "box " + event.boxId() + " seq=" + event.seq() + " up=" + event.uptimeSeconds();
    }

    /** True when {@code notes} (oldest first) show that {@code event} was saved already. */
    public static boolean saved(List<String> notes, BoxEvent event) {
        for (int i = notes.size() - 1; i >= 0; i--) {
            Matcher m = NOTE.matcher(notes.get(i));
            if (!m.matches() || !m.group(1).equals(event.boxId())) {
                continue;
            }
            int last = Integer.parseInt(m.group(2));
            long up = Long.parseLong(m.group(3));
            if (event.uptimeSeconds() < up) {
                return false; // the box restarted since: it numbers from 1 again
            }
            if (event.handshakeLast() >= 0 && BoxLink.behind(event.handshakeLast(), last)) {
                return false; // at the handshake the box had not counted up to the saved event: a new run
            }
            int ahead = Math.floorMod(event.seq() - last, Sentence.MAX_SEQ);
            return ahead == 0 || ahead > Sentence.MAX_SEQ / 2;
        }
        return false;
    }
}
