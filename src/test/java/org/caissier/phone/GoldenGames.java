package org.caissier.phone;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.caissier.table.Pin;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.testing.TestGames;

/**
 * The saved games of src/test/resources/golden replayed line by line: the session's snapshot after each line in
 * play (its state and the history up to it), as the window would publish it.
 */
public final class GoldenGames {
    public static final Path GOLDEN = Path.of("src/test/resources/golden");
    /** The PINs the golden Espion saves were sealed with (test fixtures, see GoldenJournalsTest). */
    public static final Map<String, String> ESPION_PINS = Map.of("espion", "246810", "espion-argon2id", "24681012");

    private GoldenGames() {}

    /** Every moment of the saved game, opened without a PIN. */
    public static List<Session.Snapshot<Object, Object>> moments(String game, Path dir) throws Exception {
        return moments(game, dir, null);
    }

    /** Every moment of the journal at {@code file}, opened without a PIN. */
    @SuppressWarnings("unchecked")
    public static List<Session.Snapshot<Object, Object>> moments(Path file) throws Exception {
        try (Session<?, ?> session = Session.open(file, TestGames.registry().games())) {
            return moments((List<Step<Object, Object>>) (List<?>) session.history());
        }
    }

    /** Every moment of the saved game, opened with {@code pin} (null: without). */
    @SuppressWarnings("unchecked")
    public static List<Session.Snapshot<Object, Object>> moments(String game, Path dir, String pin) throws Exception {
        Path copy = dir.resolve(game + (pin == null ? "" : "-pin") + ".caissier");
        Files.copy(GOLDEN.resolve(game + ".caissier"), copy);
        try (Session<?, ?> session = pin == null
                ? Session.open(copy, TestGames.registry().games())
                : Session.open(copy, TestGames.registry().games(), Pin.of(pin))) {
            return moments((List<Step<Object, Object>>) (List<?>) session.history());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Session.Snapshot<Object, Object>> moments(List<Step<Object, Object>> history) {
        List<Session.Snapshot<Object, Object>> moments = new ArrayList<>();
        for (int i = 0; i < history.size(); i++) {
            if (history.get(i) instanceof Step.Applied<Object, Object> applied) {
                moments.add(
                        new Session.Snapshot<>(applied.after(), List.copyOf(history.subList(0, i + 1)), true, false));
            }
        }
        return moments;
    }
}
