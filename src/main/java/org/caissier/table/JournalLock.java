package org.caissier.table;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The operating system's lock that makes one program at a time the writer of a journal. It is held on a small
 * file beside the journal ({@code .NAME.lock}), not on the journal itself, because undo and redo rename a new
 * journal over the old one and a lock on the old file would be lost with it. Both are named after the journal's
 * real path, links resolved: a game reached through a symbolic link (or a second name of its folder) is the same
 * game, with the same lock, and its lines go to the real file. The lock file of a game that exists is never
 * deleted: a program waiting on a deleted lock file would hold a lock nobody else sees. The system drops the lock
 * when the program ends in any way, a crash included, so a stale lock cannot keep a game closed. The lock file
 * is opened without following links ({@link OwnFiles}): a link planted under its name is refused with a sentence.
 */
public final class JournalLock implements Closeable {
    private final Path journal;
    private final Path file;
    private final boolean created;
    private final FileChannel channel;
    private final FileLock lock;

    private JournalLock(Path journal, Path file, boolean created, FileChannel channel, FileLock lock) {
        this.journal = journal;
        this.file = file;
        this.created = created;
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock of {@code journal}, or says that another program (or window) holds it. */
    public static JournalLock acquire(Path journal) throws IOException {
        Path real = realPath(journal);
        Path file = lockFileOf(real);
        boolean created = false;
        FileChannel channel;
        try {
            channel = OwnFiles.createNew(file);
            created = true;
        } catch (FileAlreadyExistsException exists) {
            // A link planted under the lock's name is refused, never followed (OwnFiles).
            channel = OwnFiles.openExisting(file, StandardOpenOption.WRITE);
        }
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException sameProgram) {
            lock = null;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        if (lock == null) {
            channel.close();
            throw new GameOpenElsewhereException(journal);
        }
        return new JournalLock(real, file, created, channel, lock);
    }

    /**
     * The journal's real path: links resolved, for a file that exists; for a new game, its folder's real path
     * and its name (a link left dangling is refused: the game would be written wherever it points).
     */
    public static Path realPath(Path journal) throws IOException {
        Path absolute = journal.toAbsolutePath();
        if (Files.exists(absolute)) {
            return absolute.toRealPath();
        }
        if (Files.isSymbolicLink(absolute)) {
            throw new NoSuchFileException(journal.toString(), null, "a link to a file that does not exist");
        }
        Path parent = absolute.getParent();
        return parent.toRealPath().resolve(absolute.getFileName());
    }

    /** The real path of the journal this lock is for: every write goes there. */
    public Path journal() {
        return journal;
    }

    /** Where the lock of {@code journal} is kept (named after its real path when it can be resolved). */
    public static Path lockFile(Path journal) {
        try {
            return lockFileOf(realPath(journal));
        } catch (IOException e) {
            return lockFileOf(journal.toAbsolutePath());
        }
    }

    private static Path lockFileOf(Path real) {
        return real.resolveSibling("." + real.getFileName() + ".lock");
    }

    /**
     * Lets go of a lock taken for a game that did not come to be or could not be opened (its file could not be
     * written, or is not a journal): a lock file this lock made is deleted, while still held, so that nothing of
     * the failed attempt stays behind.
     */
    public void abandon() throws IOException {
        try {
            if (created && channel.isOpen()) {
                Files.deleteIfExists(file);
            }
        } finally {
            close();
        }
    }

    @Override
    public void close() throws IOException {
        if (!channel.isOpen()) {
            return;
        }
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }
}
