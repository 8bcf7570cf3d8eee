package org.caissier.app;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.json.JsonMapper;

/** The program's command line as the tests drive it: a {@link Launcher} whose output and errors are kept. */
final class RunHarness {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Launcher launcher = new Launcher(
            new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));

    /** The program started with these arguments; its exit code. */
    int launch(String... args) {
        return launcher.launch(List.of(args));
    }

    /** {@code run FILE}; its exit code. */
    int run(Path file) {
        return launch("run", file.toString());
    }

    /** The lines written as a command file ({@code game.txt} in {@code dir}, one line each) and run. */
    int runLines(Path dir, String... lines) {
        Path file = dir.resolve("game.txt");
        try {
            Files.writeString(file, String.join("\n", lines) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return run(file);
    }

    /** What the program printed on stdout. */
    String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    /** What the program printed on stderr. */
    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** The state {@code run} printed, as JSON. */
    @SuppressWarnings("unchecked")
    Map<String, Object> state() {
        return new JsonMapper().readValue(out(), Map.class);
    }

    /** Forgets what was printed so far: the next run's output stands alone. */
    void reset() {
        out.reset();
        err.reset();
    }
}
