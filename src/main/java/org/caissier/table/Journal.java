package org.caissier.table;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * The save file, open for writing. Every line is written and forced to the disk before {@link #append}
 * returns, so what the screen shows is always on disk. Whole-file changes (undo, redo) write a new file
 * beside the old one and rename it over, so a crash leaves either the old file or the new one.
 */
public final class Journal implements Closeable {
    private final Path path;
    private FileChannel channel;
    /** Held while the game is open for play; null for a read-only view. */
    private final JournalLock lock;
    private WholeFile files = new WholeFile();

    private Journal(Path path, FileChannel channel, JournalLock lock) {
        this.path = path;
        this.channel = channel;
        this.lock = lock;
    }

    /** Creates a new journal; an existing file is never overwritten. */
    public static Journal create(Path path, List<String> lines) throws IOException {
        try {
            return createWritable(path, lines);
        } catch (IOException e) {
            throw JournalNotWritableException.explain(path, e);
        }
    }

    private static Journal createWritable(Path path, List<String> lines) throws IOException {
        Path dir = path.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        JournalLock lock = JournalLock.acquire(path);
        FileChannel channel;
        try {
            channel = FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            lock.close();
            throw new FileAlreadyExistsException(path.toString(), null, "a file is already there; it is left as it is");
        } catch (IOException e) {
            lock.close();
            throw e;
        }
        Journal journal = new Journal(path, channel, lock);
        journal.write(String.join("\n", lines) + "\n");
        WholeFile.syncDirectory(dir);
        return journal;
    }

    /** Reopens a journal for play, taking its lock; a torn last line found when reading it is cut off first. */
    public static Journal reopen(JournalFile file) throws IOException {
        return reopen(file, JournalLock.acquire(file.path()));
    }

    /**
     * Reopens a journal for play under a lock taken before {@code file} was read (so that no other writer
     * could add to it in between); a torn last line is cut off first. The lock is released with the journal.
     */
    public static Journal reopen(JournalFile file, JournalLock lock) throws IOException {
        try {
            return reopenWritable(file, lock);
        } catch (IOException e) {
            throw JournalNotWritableException.explain(file.path(), e);
        }
    }

    private static Journal reopenWritable(JournalFile file, JournalLock lock) throws IOException {
        try {
            FileChannel channel = FileChannel.open(file.path(), StandardOpenOption.READ, StandardOpenOption.WRITE);
            if (channel.size() > file.validLength()) {
                channel.truncate(file.validLength());
                channel.force(true);
            }
            channel.position(file.validLength());
            Journal journal = new Journal(file.path(), channel, lock);
            if (file.validLength() > 0 && !endsWithLineBreak(channel, file.validLength())) {
                journal.write("\n"); // a last line kept without its line break gets it before anything follows
            }
            return journal;
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    private static boolean endsWithLineBreak(FileChannel channel, long length) throws IOException {
        ByteBuffer last = ByteBuffer.allocate(1);
        channel.read(last, length - 1);
        return last.get(0) == '\n' || last.get(0) == '\r';
    }

    /** A journal that is only looked at (another program plays it): every write is refused, nothing is touched. */
    public static Journal readOnly(Path path) {
        return new Journal(path, null, null);
    }

    /** True for a journal opened with {@link #readOnly}. */
    public boolean isReadOnly() {
        return lock == null;
    }

    public Path path() {
        return path;
    }

    /** Writes one line and forces it to the disk. */
    public void append(String line) throws IOException {
        refuseIfReadOnly();
        if (line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a journal line holds no line break");
        }
        write(line + "\n");
    }

    /** Writes these lines at once (a note and its command) and forces them to the disk. */
    public void append(List<String> lines) throws IOException {
        refuseIfReadOnly();
        for (String line : lines) {
            if (line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0) {
                throw new IllegalArgumentException("a journal line holds no line break");
            }
        }
        write(String.join("\n", lines) + "\n");
    }

    /** Replaces the whole file at once with these lines. */
    public void rewrite(List<String> lines) throws IOException {
        try {
            rewriteWhole(lines);
        } catch (IOException e) {
            throw JournalNotWritableException.explain(path, e);
        }
    }

    private void rewriteWhole(List<String> lines) throws IOException {
        refuseIfReadOnly();
        byte[] text = (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
        // A full disk leaves the journal as it was and no temporary file; the old channel closes before the rename.
        try {
            files.write(path, out -> out.write(text), channel);
        } finally {
            if (!channel.isOpen()) {
                channel = FileChannel.open(path, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
            }
        }
    }

    /** Writes whole-file changes through {@code files} (a test's, that fails as a full disk does). */
    void rewriteThrough(WholeFile files) {
        this.files = files;
    }

    private void refuseIfReadOnly() throws ReadOnlyJournalException {
        if (lock == null) {
            throw new ReadOnlyJournalException(path);
        }
    }

    private void write(String text) throws IOException {
        try {
            writeForced(text);
        } catch (IOException e) {
            throw JournalNotWritableException.explain(path, e);
        }
    }

    private void writeForced(String text) throws IOException {
        long before = channel.size();
        ByteBuffer buffer = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
        try {
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            channel.force(false);
        } catch (IOException e) {
            // A half-written line (disk full) would make every later line unreadable: cut it off again.
            try {
                channel.truncate(before);
                channel.force(true);
            } catch (IOException ignored) {
                // The torn line is then dropped with a warning when the game is reopened.
            }
            throw e;
        }
    }

    @Override
    public void close() throws IOException {
        if (lock == null) {
            return;
        }
        try {
            channel.close();
        } finally {
            lock.close();
        }
    }
}
