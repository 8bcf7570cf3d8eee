package org.caissier.ui.phones;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.caissier.table.Games;
import org.caissier.table.JournalException;
import org.caissier.table.Session;

/**
 * A journal another program writes, followed by polling (a shared folder gives no change events): read again by
 * its path, read-only and without its lock, whenever its size, time or file key changed (an undo rewrites the file
 * through a rename: a new file key, perhaps the same size and second). An unfinished last line is taken as not yet
 * written ({@link Session#openReadOnly} leaves it out), so a line is seen once it is whole. The window follows an
 * event this way while one of its matches is open; {@code caissier serve} follows the file it serves.
 */
public final class FollowedJournal {
    private final Path file;
    private final Games games;
    private final Function<Session<?, ?>, Object> view;
    private Object stamp;
    private Object last;
    private String gameId;

    /** @param view what is taken from each reading (the state, or what everyone at the table may see of it) */
    public FollowedJournal(Path file, Games games, Function<Session<?, ?>, Object> view) {
        this.file = file;
        this.games = games;
        this.view = view;
    }

    /**
     * The journal's state now: read again if the file changed since the last good reading, else the last one. A
     * file that cannot be read (gone, refused) is an exception, and the next call tries again.
     */
    public Object state() throws IOException, JournalException {
        BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
        Object now = List.of(a.size(), a.lastModifiedTime(), Objects.toString(a.fileKey()));
        if (!now.equals(stamp) || last == null) {
            try (Session<?, ?> read = Session.openReadOnly(file, games)) {
                last = view.apply(read);
                gameId = read.gameId();
            }
            stamp = now;
        }
        return last;
    }

    /** The state last read, null before the first good reading. */
    public Object last() {
        return last;
    }

    /** The game the journal plays, once read. */
    public String gameId() {
        return gameId;
    }

    public Path file() {
        return file;
    }
}
