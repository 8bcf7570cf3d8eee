package org.caissier.table;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Opening the files the program writes beside a game (its lock, a torn line's text, a new journal) so that a link
 * planted in their place is never followed: a symbolic or hard link named like one of them would have the program
 * write into whatever other file of the player's it points at. Such a file is opened only without following links,
 * must be a regular file with one link, and is otherwise refused with a {@link PlantedFileException}.
 */
public final class OwnFiles {
    /** The most fresh names tried for a file that must be new ({@code NAME.torn}, {@code NAME.2.torn}, ...). */
    private static final int FRESH_NAMES = 1000;

    private OwnFiles() {}

    /**
     * A file of the program's that is already there, opened with {@code options} (never {@code CREATE}): refused when
     * it is a link, not a regular file (a pipe would hold the program), or has a second name.
     */
    public static FileChannel openExisting(Path file, OpenOption... options) throws IOException {
        BasicFileAttributes before = requireOwn(file);
        List<OpenOption> all = new ArrayList<>(List.of(options));
        all.add(LinkOption.NOFOLLOW_LINKS);
        FileChannel channel;
        try {
            channel = FileChannel.open(file, all.toArray(OpenOption[]::new));
        } catch (IOException e) {
            if (Files.isSymbolicLink(file)) { // put there between the look and the open (ELOOP)
                throw PlantedFileException.link(file, e);
            }
            throw e;
        }
        try {
            BasicFileAttributes after = requireOwn(file);
            if (before.fileKey() != null && !before.fileKey().equals(after.fileKey())) {
                throw PlantedFileException.replaced(file);
            }
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        return channel;
    }

    /**
     * A new file, opened for writing: made by this call or refused ({@link FileAlreadyExistsException}); whatever is
     * under its name, a link included, is never opened. A new file has one link and is regular by construction.
     */
    public static FileChannel createNew(Path file) throws IOException {
        return FileChannel.open(
                file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * A new file for {@code first} or, when something is already there (a file, or a link planted in its place), for
     * the first free name of {@code first}'s with a number before its last extension ({@code game.caissier.2.torn}).
     *
     * @return the file made, with its name
     */
    public static Made createFresh(Path first) throws IOException {
        String name = first.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        String extension = dot > 0 ? name.substring(dot) : "";
        for (int n = 1; n <= FRESH_NAMES; n++) {
            Path candidate = n == 1 ? first : first.resolveSibling(stem + "." + n + extension);
            try {
                return new Made(candidate, createNew(candidate));
            } catch (FileAlreadyExistsException taken) {
                // the next name
            }
        }
        throw new FileAlreadyExistsException(
                first.toString(), null, "no free name for a new file beside it (" + FRESH_NAMES + " tried)");
    }

    /** A file just made, and its channel open for writing. */
    public record Made(Path path, FileChannel channel) {}

    /** The file's own attributes, links not followed, when it is one the program may write: else refused. */
    static BasicFileAttributes requireOwn(Path file) throws IOException {
        BasicFileAttributes attributes =
                Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (attributes.isSymbolicLink()) {
            throw PlantedFileException.link(file, null);
        }
        if (!attributes.isRegularFile()) {
            throw PlantedFileException.notRegular(file);
        }
        int links = links(file);
        if (links > 1) {
            throw PlantedFileException.hardLink(file, links);
        }
        return attributes;
    }

    /** How many names the file has; 1 where the system does not say ({@code unix:nlink}: Linux and macOS). */
    static int links(Path file) throws IOException {
        try {
            Map<String, Object> unix = Files.readAttributes(file, "unix:nlink", LinkOption.NOFOLLOW_LINKS);
            Object nlink = unix.get("nlink");
            return nlink instanceof Integer n ? n : 1;
        } catch (UnsupportedOperationException | IllegalArgumentException noUnixView) {
            return 1;
        }
    }
}
