package org.caissier.ui.shell;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The golden journals cut where the screen audit looks at a game, copied into the test's folder. */
final class GoldenCuts {
    static final Path GOLDEN = Path.of("src/test/resources/golden");

    private final Path dir;

    /** Cuts written under {@code dir}. */
    GoldenCuts(Path dir) {
        this.dir = dir;
    }

    /** The golden journal of game {@code id}, whole. */
    static List<String> lines(String id) throws IOException {
        return Files.readAllLines(GOLDEN.resolve(id + ".caissier"), StandardCharsets.UTF_8);
    }

    /** The index of a journal's game line (the lines before it are its header). */
    static int gameLine(List<String> lines) {
        int game = 0;
        while (!lines.get(game).startsWith("game ")) {
            game++;
        }
        return game;
    }

    /** The golden journal cut in its middle, and whole (its end). */
    List<Path> middleAndEnd(String id) throws IOException {
        List<String> lines = lines(id);
        int game = gameLine(lines);
        int middle = game + 1 + (lines.size() - game - 1) / 2;
        List<Path> cuts = new ArrayList<>();
        for (int end : new int[] {middle, lines.size()}) {
            cuts.add(upTo(id + "-" + end, lines, end));
        }
        return cuts;
    }

    /** The first {@code end} of {@code lines}, as the journal {@code name}. */
    Path upTo(String name, List<String> lines, int end) throws IOException {
        Path file = Files.createDirectories(dir).resolve(name + ".caissier");
        Files.write(file, lines.subList(0, end), StandardCharsets.UTF_8);
        return file;
    }

    /** The journal {@code file} up to its last line starting with {@code start} (the spy's move is due). */
    static Path lastOf(Path file, String start) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        int last = lines.size() - 1;
        while (!lines.get(last).startsWith(start)) {
            last--;
        }
        Path to = file.resolveSibling(file.getFileName().toString().replace(".caissier", "-move.caissier"));
        Files.write(to, lines.subList(0, last + 1), StandardCharsets.UTF_8);
        return to;
    }

    /** The journal {@code file} with {@code line} played after it (the game's end: the spy's escape). */
    static Path over(Path file, String line) throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8));
        lines.add(line);
        Path to = file.resolveSibling(file.getFileName().toString().replace(".caissier", "-over.caissier"));
        Files.write(to, lines, StandardCharsets.UTF_8);
        return to;
    }
}
