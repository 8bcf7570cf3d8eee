package org.caissier.table;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The operating system's lock that makes one program at a time the writer of a journal. It is held on a small
 * file beside the journal ({@code .NAME.lock}), not on the journal itself, because undo and redo rename a new
 * journal over the old one and a lock on the old file would be lost with it. The lock file is never deleted: a
 * program waiting on a deleted lock file would hold a lock nobody else sees. The system drops the lock when the
 * program ends in any way, a crash included, so a stale lock cannot keep a game closed.
 */
public final class JournalLock implements Closeable {
    private final FileChannel channel;
    private final FileLock lock;

    private JournalLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock of {@code journal}, or says that another program (or window) holds it. */
    public static JournalLock acquire(Path journal) throws IOException {
        Path file = lockFile(journal);
        Files.createDirectories(file.toAbsolutePath().getParent());
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
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
        return new JournalLock(channel, lock);
    }

    /** Where the lock of {@code journal} is kept. */
    public static Path lockFile(Path journal) {
        Path absolute = journal.toAbsolutePath();
        return absolute.resolveSibling("." + absolute.getFileName() + ".lock");
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
