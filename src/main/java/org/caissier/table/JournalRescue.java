package org.caissier.table;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What can be saved of a journal refused at one of its lines: the lines before it, as a new journal beside the
 * old one. The refused file is never written to; the table goes on from the copy and can still show the original.
 */
public final class JournalRescue {
    private JournalRescue() {}

    /**
     * Writes the lines of {@code file} before {@code badLine} to a new file named after it
     * ({@code NAME-rescued.caissier}, then {@code -rescued-2}...), if they hold a game line to start from.
     */
    public static Optional<Path> copyBefore(Path file, int badLine) throws IOException {
        byte[] bytes = TextFiles.read(file, TextFiles.JOURNAL_CAP);
        List<String> kept = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < bytes.length && kept.size() < badLine - 1; i++) {
            if (bytes[i] == '\n') {
                kept.add(new String(bytes, start, i - start, StandardCharsets.UTF_8));
                start = i + 1;
            }
        }
        boolean hasGame = kept.stream().map(String::strip).anyMatch(l -> !l.isEmpty() && !l.startsWith("#"));
        if (kept.isEmpty() || !kept.get(0).strip().replace("\uFEFF", "").equals(JournalFile.MAGIC) || !hasGame) {
            return Optional.empty();
        }
        String name = file.getFileName().toString().replaceFirst("\\.caissier$", "");
        Path dir = file.toAbsolutePath().getParent();
        Path copy = dir.resolve(name + "-rescued.caissier");
        for (int n = 2; Files.exists(copy); n++) {
            copy = dir.resolve(name + "-rescued-" + n + ".caissier");
        }
        kept.add("# rescued from " + file.getFileName() + ": lines 1 to " + (badLine - 1) + " of it");
        Journal.create(copy, kept).close();
        return Optional.of(copy);
    }
}
