package org.caissier.ui.display;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.caissier.table.Announcement;
import org.caissier.ui.kit.UiTimer;

/**
 * What the whole table is being told in large type now (dice, a storm, a ship lost, an event), for a few seconds,
 * and the last such news, which the table display keeps. The words are the command's sentence from its game's
 * describer, so the journal, the status line and the announcement say the same thing.
 */
public final class Announcements {
    /** How long an announcement stays up: long enough to be read across the table, short enough not to hide it. */
    public static final Duration SHOWN_FOR = Duration.ofSeconds(5);

    /** One piece of news: its sentence and the die faces to draw beside it. */
    public record News(String sentence, List<Integer> faces) {
        public News {
            faces = List.copyOf(faces);
        }
    }

    private final UiTimer timer;
    private final List<Runnable> listeners = new ArrayList<>();
    private News showing;
    private News last;
    private Runnable takeDown = () -> {};

    public Announcements(UiTimer timer) {
        this.timer = timer;
    }

    /** Puts the news up (replacing what was up) and takes it down after {@link #SHOWN_FOR}. */
    public void announce(String sentence, Announcement announcement) {
        takeDown.run();
        News news = new News(sentence, announcement.faces());
        showing = news;
        last = news;
        takeDown = timer.after(SHOWN_FOR, () -> {
            if (showing == news) {
                showing = null;
                changed();
            }
        });
        changed();
    }

    /** The news up now, if any. */
    public Optional<News> showing() {
        return Optional.ofNullable(showing);
    }

    /** The last news, even once taken down. */
    public Optional<News> last() {
        return Optional.ofNullable(last);
    }

    /** Forgets the news (another game was opened). */
    public void clear() {
        takeDown.run();
        showing = null;
        last = null;
        changed();
    }

    /** Calls {@code listener} on every change; the answer stops it. */
    Runnable listen(Runnable listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    private void changed() {
        for (Runnable l : List.copyOf(listeners)) {
            l.run();
        }
    }
}
