package org.caissier.testing;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;

/**
 * Makes files and folders this program may not write, for real: by their permissions, or, for root (whom
 * permissions do not stop, as in many containers), with {@code chattr +i}. Each one is checked by trying to
 * write it; a test is skipped, saying why, only when neither way works. {@link #restore} gives every one back,
 * so the temporary folder can be removed.
 */
public final class ReadOnlyPaths {
    private final List<Path> immutable = new ArrayList<>();
    private final List<Path> chmodded = new ArrayList<>();

    /** Makes {@code path} (a file or a folder) read-only. */
    public void lock(Path path) throws IOException, InterruptedException {
        boolean folder = Files.isDirectory(path);
        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(folder ? "r-xr-xr-x" : "r--r--r--"));
        chmodded.add(path);
        if (writable(path, folder) && chattr("+i", path)) {
            immutable.add(path);
        }
        Assumptions.assumeFalse(
                writable(path, folder),
                "cannot make " + path + " read-only here: permissions do not stop this user and chattr +i failed");
    }

    public void restore() throws IOException, InterruptedException {
        for (Path p : immutable) {
            chattr("-i", p);
        }
        for (Path p : chmodded) {
            Files.setPosixFilePermissions(
                    p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "rwxr-xr-x" : "rw-r--r--"));
        }
        immutable.clear();
        chmodded.clear();
    }

    private static boolean writable(Path path, boolean folder) {
        Path probe = folder ? path.resolve(".probe-write") : path;
        try (FileChannel c = FileChannel.open(
                probe, StandardOpenOption.WRITE, folder ? StandardOpenOption.CREATE_NEW : StandardOpenOption.APPEND)) {
            c.size();
        } catch (IOException e) {
            return false;
        }
        try {
            if (folder) {
                Files.delete(probe);
            }
        } catch (IOException ignored) {
            // a probe that stays does not change the answer
        }
        return true;
    }

    private static boolean chattr(String flag, Path path) throws InterruptedException {
        try {
            Process p = new ProcessBuilder("chattr", flag, path.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            return p.waitFor() == 0;
        } catch (IOException noChattr) {
            return false;
        }
    }
}
