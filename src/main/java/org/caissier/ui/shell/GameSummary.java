package org.caissier.ui.shell;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.caissier.table.GameOptions;
import org.caissier.table.Words;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Messages;

/**
 * The last game in words for the launcher's Resume button: "Long Cours, Ann Bob Cid, round 4, 21 Nov". The
 * players come from the journal's {@code game} line, the progress from the game's own screen as it was last
 * shown (kept in the settings with the file it is about, written when it changes), the day from the file's last
 * change. A journal
 * saved before this was kept reads the same without its progress.
 */
final class GameSummary {
    static final String KEY = "lastGame.summary";
    /** Words of a game line that are options, not players ({@code short} for the short Long Cours). */
    private static final Set<String> FLAGS = Set.of("short");
    /** Enough lines to pass the header and reach the game line, never the whole journal. */
    private static final int HEADER_LINES = 20;

    private GameSummary() {}

    /** Keeps what the game's screen says of its progress ("round 4") for this file. */
    static void remember(AppSettings settings, Path file, Optional<String> progress) {
        String value = file.toAbsolutePath() + "\t" + progress.orElse("");
        if (!value.equals(settings.get(KEY, null))) {
            settings.put(KEY, value);
        }
    }

    /** The words for the Resume button of this journal. */
    static String of(Path file, AppSettings settings, GameRegistry registry, Messages m) {
        List<String> parts = new ArrayList<>();
        gameLine(file)
                .ifPresentOrElse(
                        words -> {
                            // An event named on its line (event="Spring Cup") is called by its name, not by its game
                            // and players.
                            // A match's event= names its event's file, not a name to show: the match is named as a game
                            // is.
                            Optional<String> event = words.stream()
                                    .map(w -> GameOptions.value(w, "event"))
                                    .flatMap(Optional::stream)
                                    .filter(n -> !n.isBlank() && !n.endsWith(".caissier"))
                                    .findFirst();
                            if (event.isPresent()) {
                                parts.add(event.get());
                                return;
                            }
                            String id = words.get(1);
                            parts.add(registry.screens().stream()
                                    .filter(g -> g.gameId().equals(id))
                                    .findFirst()
                                    .map(g -> g.displayName(m))
                                    .orElse(id));
                            List<String> players = words.subList(2, words.size()).stream()
                                    .filter(w -> !w.contains("=") && !FLAGS.contains(w))
                                    .toList();
                            if (!players.isEmpty()) {
                                parts.add(String.join(" ", players));
                            }
                        },
                        () -> parts.add(String.valueOf(file.getFileName())));
        Optional<String> progress = progress(file, settings);
        if (progress.isPresent() && progress.get().startsWith("—")) {
            // A game over says so last, after a dash: "Spring Cup — won by Alpha".
            return String.join(", ", parts) + " " + progress.get();
        }
        progress.ifPresent(parts::add);
        // French abbreviates with a full stop ("29 nov.", "3 mai"): the month is written as the locale has it.
        lastChange(file).ifPresent(day -> parts.add(day.format(DateTimeFormatter.ofPattern("d MMM", m.locale()))));
        return String.join(", ", parts);
    }

    private static Optional<String> progress(Path file, AppSettings settings) {
        String kept = settings.get(KEY, "");
        int tab = kept.indexOf('\t');
        if (tab < 0 || !kept.substring(0, tab).equals(file.toAbsolutePath().toString())) {
            return Optional.empty();
        }
        String progress = kept.substring(tab + 1);
        return progress.isBlank() ? Optional.empty() : Optional.of(progress);
    }

    /** The words of the journal's {@code game} line, read from its first lines only. */
    private static Optional<List<String>> gameLine(Path file) {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (int i = 0; i < HEADER_LINES; i++) {
                String line = in.readLine();
                if (line == null) {
                    break;
                }
                line = line.strip();
                if (line.startsWith("\uFEFF")) {
                    line = line.substring(1);
                }
                if (line.startsWith("game ")) {
                    List<String> words = Words.split(line);
                    return words.size() >= 2 ? Optional.of(words) : Optional.empty();
                }
            }
        } catch (IOException | RuntimeException e) {
            // The button still resumes the file; opening it will say what is wrong with it.
        }
        return Optional.empty();
    }

    private static Optional<LocalDate> lastChange(Path file) {
        try {
            Instant at = Files.getLastModifiedTime(file).toInstant();
            return Optional.of(LocalDate.ofInstant(at, ZoneId.systemDefault()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
