package org.caissier.table;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Optional;

/**
 * The save file, open for writing. Every line is written and forced to the disk before {@link #append}
 * returns, so what the screen shows is always on disk. Whole-file changes (undo, redo) write a new file
 * beside the old one and rename it over, so a crash leaves either the old file or the new one.
 *
 * <p>Lines go to the journal's real path (links resolved, as its lock is named), at the file's end. Before each
 * write the journal checks that the file is still the one it opened and as long as it left it: another program
 * that added to it, cut it or put another file in its place stops every write here
 * ({@link JournalChangedException}), rather than have its lines written over.
 */
public final class Journal implements Closeable {
    private final Path path;
    private FileChannel channel;
    /** Held while the game is open for play; null for a read-only view. */
    private final JournalLock lock;

    private WholeFile files = new WholeFile();
    /** The file's length as this program last left it. */
    private long length;
    /** The file's identity on its disk (device and inode), where the system gives one. */
    private Object identity;
    /** Why writing stopped for good: the file was changed by someone else. */
    private String changed;
    /** Where a torn last line cut off at reopening was kept, if one was. */
    private Path keptTorn;

    private Journal(Path path, FileChannel channel, JournalLock lock) {
        this.path = path;
        this.channel = channel;
        this.lock = lock;
    }

    /** The journal at {@code real} open for appending under {@code lock}, as it is now. */
    private static Journal opened(Path real, JournalLock lock) throws IOException {
        Journal journal = new Journal(real, appending(real), lock);
        try {
            journal.remember();
        } catch (IOException e) {
            journal.channel.close();
            throw e;
        }
        return journal;
    }

    /**
     * Creates a new journal, whole or not at all: its lock first, then the file written beside its place and put
     * there only if nothing is (an existing file is never overwritten). On any failure nothing is left, neither a
     * file nor its lock file.
     */
    public static Journal create(Path path, List<String> lines) throws IOException {
        return create(path, lines, new WholeFile());
    }

    /** As {@link #create(Path, List)}, the file written through {@code files} (a test's, that fills the disk). */
    static Journal create(Path path, List<String> lines, WholeFile files) throws IOException {
        try {
            return createWhole(path, lines, files);
        } catch (IOException e) {
            throw JournalNotWritableException.explain(path, e);
        }
    }

    private static Journal createWhole(Path path, List<String> lines, WholeFile files) throws IOException {
        Files.createDirectories(path.toAbsolutePath().getParent());
        JournalLock lock = JournalLock.acquire(path);
        try {
            Path real = lock.journal();
            if (Files.exists(real, LinkOption.NOFOLLOW_LINKS)) {
                throw new FileAlreadyExistsException(
                        path.toString(), null, "a file is already there; it is left as it is");
            }
            byte[] text = (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
            files.create(real, out -> out.write(text));
            try {
                OwnFiles.requireOwn(real); // made here: a link put in its place meanwhile is refused, not written to
                return opened(real, lock);
            } catch (IOException | RuntimeException e) {
                Files.deleteIfExists(real); // whole or not at all: a game that cannot be played is not left half made
                throw e;
            }
        } catch (IOException | RuntimeException e) {
            try {
                lock.abandon();
            } catch (IOException ignored) {
                // the lock dies with the program anyway; the failure that matters is the one thrown
            }
            throw e;
        }
    }

    /** Reopens a journal for play, taking its lock; a torn last line found when reading it is cut off first. */
    public static Journal reopen(JournalFile file) throws IOException {
        return reopen(file, JournalLock.acquire(file.path()));
    }

    /**
     * Reopens a journal for play under a lock taken before {@code file} was read (so that no other writer
     * could add to it in between); a torn last line is cut off first, its text kept in {@code NAME.torn} beside
     * the journal. The lock is released with the journal.
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
            Path real = lock.journal();
            Path kept = null;
            // The real path, links resolved by the lock: a link put there since is not followed.
            try (FileChannel whole = FileChannel.open(
                    real, StandardOpenOption.READ, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
                long size = whole.size();
                if (size > file.validLength()) {
                    kept = keepTorn(whole, file.validLength(), size, tornFile(real));
                    whole.truncate(file.validLength());
                    whole.force(true);
                }
            }
            Journal journal = opened(real, lock);
            journal.keptTorn = kept;
            return journal;
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    /**
     * Where the text of a torn last line is kept when it is cut off: {@code NAME.torn} beside the journal, or, when
     * something is there already, a fresh name ({@code NAME.2.torn}, ...; see {@link #keptTorn}).
     */
    public static Path tornFile(Path journal) {
        return journal.resolveSibling(journal.getFileName() + ".torn");
    }

    /** The file a torn last line cut off at reopening was kept in, if one was. */
    public Optional<Path> keptTorn() {
        return Optional.ofNullable(keptTorn);
    }

    /**
     * Writes the bytes from {@code from} to {@code to} into a new torn file, forced, and says which. A file already
     * under the name (an earlier torn line, or a link planted there) is left as it is: the text gets a fresh name.
     */
    private static Path keepTorn(FileChannel journal, long from, long to, Path torn) throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate((int) (to - from) + 1);
        while (bytes.position() < to - from && journal.read(bytes, from + bytes.position()) >= 0) {
            // read on until the torn bytes are all in
        }
        bytes.put((byte) '\n').flip();
        OwnFiles.Made made = OwnFiles.createFresh(torn);
        try (FileChannel out = made.channel()) {
            while (bytes.hasRemaining()) {
                out.write(bytes);
            }
            out.force(true);
        }
        return made.path();
    }

    private static FileChannel appending(Path real) throws IOException {
        return FileChannel.open(real, StandardOpenOption.WRITE, StandardOpenOption.APPEND, LinkOption.NOFOLLOW_LINKS);
    }

    /** Notes the file as this program leaves it: its length and its identity. */
    private void remember() throws IOException {
        length = channel.size();
        identity = identityOf(path);
    }

    private static Object identityOf(Path file) throws IOException {
        return Files.readAttributes(file, BasicFileAttributes.class).fileKey();
    }

    /**
     * Refuses to write when the file is not as this program left it; once refused, always refused (the lines
     * this session holds are no longer what the file holds).
     */
    private void requireUnchanged() throws JournalChangedException {
        if (changed == null) {
            try {
                Object now = identityOf(path);
                long size = channel.size();
                if (identity != null && !identity.equals(now)) {
                    changed = "another file was put in its place";
                } else if (size > length) {
                    changed = "it grew by " + (size - length) + " bytes";
                } else if (size < length) {
                    changed = "it was cut by " + (length - size) + " bytes";
                }
            } catch (IOException gone) {
                changed = "it was moved or deleted";
            }
        }
        if (changed != null) {
            throw new JournalChangedException(path, changed);
        }
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
        requireUnchanged();
        byte[] text = (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
        // A full disk leaves the journal as it was and no temporary file; the old channel closes before the rename.
        try {
            files.write(path, out -> out.write(text), channel);
        } finally {
            if (!channel.isOpen()) {
                channel = appending(path);
                remember();
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
        requireUnchanged();
        long before = length;
        ByteBuffer buffer = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
        try {
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            channel.force(false);
            length = before + buffer.limit();
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
