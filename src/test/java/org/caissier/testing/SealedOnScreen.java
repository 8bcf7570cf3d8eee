package org.caissier.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.espion.EspionState;
import org.caissier.live.LiveFrame;
import org.caissier.live.PhonePage;
import org.caissier.table.LineSeal;
import org.caissier.table.Pin;
import org.caissier.table.SealException;
import org.caissier.table.Session;

/**
 * What an Espion game sealed — the places of the spy's route nothing public names, and his moves' lengths — read
 * with his PIN from the open game, so that a check can look for them where they must not show before the spy
 * confirmed the end: the hunter's screen, the table display, the phone page.
 */
final class SealedOnScreen {
    private static final LiveFrame FRAME = new LiveFrame("", "20:15:00");
    private final String pin;
    /** The key the PIN gives, for the file and sealing line it was made for (derived once: it is the slow part). */
    private LineSeal seal;

    private String sealedFor;
    /** The journal the secrets were last read from, and what they were. */
    private List<String> readFrom;

    private List<String> found = List.of();

    SealedOnScreen(String pin) {
        this.pin = pin;
    }

    /**
     * The secrets of {@code session} as it is now (none once its end is confirmed and shown to everyone, or when the
     * PIN does not open it).
     */
    List<String> secrets(Session<?, ?> session) throws IOException {
        if (!(session.state() instanceof EspionState now) || now.shownToEveryone()) {
            return List.of();
        }
        Optional<String> sealing = session.sealingLine();
        if (sealing.isEmpty()) {
            return List.of();
        }
        String key = session.file() + "\n" + sealing.get();
        List<String> journal = Files.readAllLines(session.file(), StandardCharsets.UTF_8);
        if (journal.equals(readFrom)) {
            return found; // the journal as it was: the same secrets
        }
        try {
            if (!key.equals(sealedFor)) {
                seal = session.unlock(Pin.of(pin));
                sealedFor = key;
            }
            EspionState full = (EspionState) session.stateWith(seal);
            found = EspionJournals.secrets(full, journal);
        } catch (SealException e) {
            found = List.of(); // not the PIN it was sealed with: nothing to look for
        }
        readFrom = journal;
        return found;
    }

    /** The phone page of the open game, in both languages, as the phones would get it now. */
    static String phonePages(PhonePage page, Object state) {
        List<String> pages = new ArrayList<>();
        for (Locale language : List.of(Locale.ENGLISH, Locale.FRENCH)) {
            pages.add(page.render(state, language, FRAME));
        }
        return String.join("\n", pages);
    }
}
