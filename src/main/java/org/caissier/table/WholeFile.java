package org.caissier.table;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Objects;

/**
 * Writes a file whole or not at all: into {@code .NAME.new} beside it, forced to the disk, then renamed over it
 * and the folder forced. Whatever fails on the way (a full disk above all) leaves the old file as it was and no
 * temporary file behind. Journals (undo, redo), the settings and every export are written this way.
 */
public final class WholeFile {
    /** What goes into the file. */
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Opens the stream to the temporary file; closing it forces the bytes to the disk. A test gives one that
     * fails part-way, as a full disk does.
     */
    public interface Sink {
        OutputStream open(Path temp) throws IOException;
    }

    private final Sink sink;

    public WholeFile() {
        this(WholeFile::forced);
    }

    public WholeFile(Sink sink) {
        this.sink = Objects.requireNonNull(sink);
    }

    /** The temporary file {@code target} is written to first. */
    public static Path temporary(Path target) {
        Path absolute = target.toAbsolutePath();
        return absolute.resolveSibling("." + absolute.getFileName() + ".new");
    }

    public void write(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes));
    }

    public void write(Path target, Content content) throws IOException {
        write(target, content, () -> {});
    }

    /**
     * As {@link #write(Path, Content)}, closing {@code before} once the new text is on the disk and before the
     * rename (the journal's own channel on the old file).
     */
    public void write(Path target, Content content, Closeable before) throws IOException {
        throughTemporary(target, content, temp -> {
            before.close();
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        });
    }

    /**
     * Writes a new file whole or not at all, never in place of another: into {@code .NAME.new}, forced, then put
     * in place under its name only if nothing is there (a hard link, which the system refuses over an existing
     * file; a plain move where the file system has no links). Whatever fails leaves no file and no temporary file;
     * an existing {@code target} is left as it is ({@link java.nio.file.FileAlreadyExistsException}).
     */
    public void create(Path target, Content content) throws IOException {
        throughTemporary(target, content, temp -> placeWithoutReplacing(temp, target));
    }

    /** How the temporary file, written and forced, takes the target's place. */
    private interface Placing {
        void place(Path temp) throws IOException;
    }

    /** The content into the target's temporary file, then put in place; whatever fails leaves no temporary file. */
    private void throughTemporary(Path target, Content content, Placing placing) throws IOException {
        Path temp = temporary(target);
        try {
            try (OutputStream out = sink.open(temp)) {
                content.writeTo(out);
            }
            placing.place(temp);
        } catch (IOException | RuntimeException e) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException ignored) {
                // a folder that refuses even this keeps the temporary file; the next write replaces it
            }
            throw e;
        }
        syncDirectory(temp.getParent());
    }

    private static void placeWithoutReplacing(Path temp, Path target) throws IOException {
        try {
            Files.createLink(target, temp);
        } catch (FileAlreadyExistsException e) {
            throw new FileAlreadyExistsException(
                    target.toString(), null, "a file is already there; it is left as it is");
        } catch (UnsupportedOperationException | FileSystemException noLinks) {
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                throw new FileAlreadyExistsException(
                        target.toString(), null, "a file is already there; it is left as it is");
            }
            Files.move(temp, target); // without REPLACE_EXISTING: refused if a file appeared meanwhile
            return;
        }
        try {
            Files.delete(temp);
        } catch (IOException ignored) {
            // the file is in place, whole; a temporary name left over is replaced by the next write
        }
    }

    /** Makes a new or renamed file's directory entry durable; not every platform can open a directory. */
    static void syncDirectory(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException | UnsupportedOperationException ignored) {
            // Windows: the rename is durable enough once the file itself is forced.
        }
    }

    private static OutputStream forced(Path temp) throws IOException {
        // A temporary file left over is replaced, never written through: a link planted under its name (deleting it
        // removes the link, not what it points at) would have the text written into another file.
        Files.deleteIfExists(temp);
        FileChannel channel = OwnFiles.createNew(temp);
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                ByteBuffer buffer = ByteBuffer.wrap(b, off, len);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
            }

            @Override
            public void close() throws IOException {
                if (!channel.isOpen()) {
                    return; // closed already by the content's writer (Jackson closes what it wrote to)
                }
                try (channel) {
                    channel.force(true); // on the disk before the rename, or a power cut could leave an empty file
                }
            }
        };
    }
}
