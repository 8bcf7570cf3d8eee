package org.caissier.table;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;

/**
 * A data file a game was started with (board, event table), named by its role and identified by a digest,
 * so that a journal replayed with a different file can say so.
 *
 * @param role   what the file is for ({@code board}, {@code table})
 * @param source where it came from: a path, or {@code default} for the one inside the program
 * @param sha256 hex digest of its bytes
 */
public record DataFile(String role, String source, String sha256) {

    public static DataFile of(String role, String source, byte[] bytes) {
        return new DataFile(role, source, sha256(bytes));
    }

    public static String sha256(byte[] bytes) {
        return HexFormat.of().formatHex(Sha256.digest(bytes));
    }

    /** Reads a data file given on a game line: a path, or the program's own copy under {@code defaultResource}. */
    public static byte[] read(String path, Path baseDir, String defaultResource) throws IOException {
        if (path == null) {
            try (InputStream in = DataFile.class.getResourceAsStream(defaultResource)) {
                if (in == null) {
                    throw new IOException("the program's own " + defaultResource + " is missing");
                }
                return in.readAllBytes();
            }
        }
        return TextFiles.read(resolve(path, baseDir), TextFiles.DATA_CAP);
    }

    /**
     * Reads a data file given on a game line as {@link #read} does; one that cannot be read (missing, not a regular
     * file, too big) is a {@link DataFileException} whose message says which file it is and why: {@code "event
     * table my.json: cannot be read (no such file: my.json)"}.
     */
    public static byte[] load(Phrase what, String path, Path baseDir, String defaultResource) {
        try {
            return read(path, baseDir, defaultResource);
        } catch (IOException e) {
            Object which = path == null ? Said.of("table.word.default") : path;
            throw new DataFileException(
                    Said.of("table.data.unreadable", what, which, DataFileException.reasonOf(e)), e);
        }
    }

    /** A relative path is taken from the folder of the file that names it, then from the working folder. */
    public static Path resolve(String path, Path baseDir) {
        Path p = Path.of(path);
        if (!p.isAbsolute() && baseDir != null && Files.exists(baseDir.resolve(p))) {
            return baseDir.resolve(p);
        }
        return p;
    }
}
