package org.caissier.ui.phones;

import java.io.IOException;
import java.net.URI;
import java.util.Optional;
import org.caissier.live.LivePublication;
import org.caissier.live.LiveRuntime;
import org.caissier.live.LiveSettings;
import org.caissier.live.PhonePage;
import org.caissier.table.JournalException;
import org.caissier.ui.game.GameRegistry;

/**
 * A saved game on the players' phones with no window ({@code caissier serve}): the same publication, server, caps
 * and page as the window's, fed from the journal another program writes ({@link FollowedJournal}). What is
 * published is what everyone at the table may see ({@code Session.publicState}, the kernel's view for
 * {@code Audience.everyone()}): nothing sealed can reach a phone, whatever the file holds.
 */
public final class Serve implements AutoCloseable {
    private final FollowedJournal journal;
    private final LivePublication publication;
    private String problem;

    private Serve(FollowedJournal journal, LivePublication publication) {
        this.journal = journal;
        this.publication = publication;
    }

    /**
     * Reads the journal once and starts serving it; a file that cannot be read, a game without a page for phones,
     * or an address or port that cannot be listened on is an exception that says so, and nothing is left running.
     */
    public static Serve start(
            FollowedJournal journal, GameRegistry registry, LiveRuntime runtime, LiveSettings settings)
            throws IOException, JournalException {
        Object first = journal.state();
        PhonePage page = registry.find(journal.gameId())
                .flatMap(p -> p.screens().phonePage())
                .orElseThrow(() -> new IllegalArgumentException(journal.gameId()));
        LivePublication publication = new LivePublication(runtime, page);
        publication.start(settings, first);
        return new Serve(journal, publication);
    }

    /** Reads the journal again if it changed, and publishes what it holds now; a problem is kept, not thrown. */
    public void poll() {
        try {
            publication.publish(journal.state());
            problem = null;
        } catch (IOException | JournalException | RuntimeException e) {
            // A journal being rewritten or gone for a moment: the phones keep the last state; the next poll retries.
            problem = e.getMessage();
        }
    }

    /** Why the last poll could not read the journal, if it could not. */
    public Optional<String> problem() {
        return Optional.ofNullable(problem);
    }

    public URI address() {
        return publication.address().orElseThrow();
    }

    public boolean on() {
        return publication.on();
    }

    /** Why the server stopped on its own, if it did. */
    public Optional<String> failure() {
        return publication.failure();
    }

    @Override
    public void close() {
        publication.close();
    }
}
