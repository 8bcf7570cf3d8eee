package org.caissier.table;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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

    private Journal(Path path, FileChannel channel) {
        this.path = path;
        this.channel = channel;
    }

    /** Creates a new journal; an existing file is never overwritten. */
    public static Journal create(Path path, List<String> lines) throws IOException {
        Path dir = path.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        FileChannel channel;
        try {
            channel = FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            throw new FileAlreadyExistsException(path.toString(), null, "a file is already there; it is left as it is");
        }
        Journal journal = new Journal(path, channel);
        journal.write(String.join("\n", lines) + "\n");
        syncDirectory(dir);
        return journal;
    }

    /** Reopens a journal for play; a torn last line found when reading it is cut off first. */
    public static Journal reopen(JournalFile file) throws IOException {
        FileChannel channel = FileChannel.open(file.path(), StandardOpenOption.WRITE);
        if (channel.size() > file.validLength()) {
            channel.truncate(file.validLength());
            channel.force(true);
        }
        channel.position(file.validLength());
        return new Journal(file.path(), channel);
    }

    public Path path() {
        return path;
    }

    /** Writes one line and forces it to the disk. */
    public void append(String line) throws IOException {
        if (line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a journal line holds no line break");
        }
        write(line + "\n");
    }

    /** Replaces the whole file at once with these lines. */
    public void rewrite(List<String> lines) throws IOException {
        Path dir = path.toAbsolutePath().getParent();
        Path temp = dir.resolve("." + path.getFileName() + ".new");
        try (FileChannel out = FileChannel.open(temp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buffer = ByteBuffer.wrap((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
            while (buffer.hasRemaining()) {
                out.write(buffer);
            }
            out.force(true);
        }
        channel.close();
        Files.move(temp, path, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        syncDirectory(dir);
        channel = FileChannel.open(path, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
    }

    private void write(String text) throws IOException {
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

    private static void syncDirectory(Path dir) {
        // Makes a new or renamed file's directory entry durable; not every platform can open a directory.
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException | UnsupportedOperationException ignored) {
            // Windows: the rename is durable enough once the file itself is forced.
        }
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
