package org.caissier.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.caissier.table.Pin;
import org.caissier.table.RunOption;
import org.caissier.table.Script;
import org.caissier.table.TextFiles;
import org.caissier.ui.GameRegistry;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the command line. {@code run FILE}, {@code --version} and {@code --self-test} answer and return an
 * exit code; with no verb the window opens and {@code -1} says "keep running".
 */
final class Launcher {
    /** The usage before the options the games declare for {@code run}. */
    private static final String USAGE_HEAD = """
            usage: caissier                      open the main window
                   caissier FILE                 open a saved game
                   caissier [FILE] --device sim  open with the built-in simulated box (needs socat)
                   caissier [FILE] --device PATH open with the box on this serial port (or 'auto')
                   caissier run FILE             replay a command file, print the final state as JSON
            """;
    /** After the options of {@code run}. */
    private static final String USAGE_SERVE = """
                   caissier serve FILE [--address A] [--port P] [--lang en|fr]
                                                 the saved game's page for phones, read-only, with no window,
                                                 following the file as another program writes it
            """;
    /** The usage after them. */
    private static final String USAGE_TAIL = """
                   caissier --version            print the version
                   caissier --list-games         print the id of every game this program knows, one a line
                   caissier --self-test          open the main window, report when it is painted, exit
            """;

    private final GameRegistry registry;
    private final PrintStream out;
    private final PrintStream err;
    private final InputStream in;

    Launcher(PrintStream out, PrintStream err) {
        this(out, err, System.in);
    }

    Launcher(PrintStream out, PrintStream err, InputStream in) {
        this(Wiring.registry(), out, err, in);
    }

    /** The command line of a program that knows the games of {@code registry}. */
    Launcher(GameRegistry registry, PrintStream out, PrintStream err, InputStream in) {
        this.registry = registry;
        this.out = out;
        this.err = err;
        this.in = in;
    }

    /** The usage text: the verbs, with the options of {@code run} the games declare. */
    String usage() {
        StringBuilder usage = new StringBuilder(USAGE_HEAD);
        registry.runOptions().forEach(o -> usage.append(o.usage()));
        return usage.append(USAGE_SERVE).append(USAGE_TAIL).toString();
    }

    int launch(List<String> args) {
        if (args.isEmpty()) {
            return GuiStart.open(null, List.of());
        }
        String verb = args.get(0);
        switch (verb) {
            case "--version", "-v", "version":
                Main.print(out, "caissier " + Main.version());
                return 0;
            case "--help", "-h", "help":
                out.print(usage());
                return 0;
            case "--list-games":
                registry.ids().forEach(out::println);
                out.flush();
                return 0;
            case "--self-test":
                return GuiStart.selfTest(out, err);
            case "run":
                return runVerb(args.subList(1, args.size()));
            case "serve":
                return new ServeVerb(registry, out, err).run(args.subList(1, args.size()));
            default:
                if (verb.startsWith("-") && !verb.startsWith("--device")) {
                    err.println("unknown option " + verb);
                    err.print(usage());
                    return 1;
                }
                for (int i = 0; i < args.size(); i++) {
                    String a = args.get(i);
                    boolean last = i == args.size() - 1;
                    if (a.equals("--device=") || a.equals("--device") && (last || args.get(i + 1).isBlank())) {
                        err.println("--device needs a value: sim (the built-in simulated box), auto, or a serial"
                                + " port such as /dev/ttyACM0 or COM3");
                        return 1;
                    }
                }
                return GuiStart.open(verb.startsWith("--") ? null : Path.of(verb), args);
        }
    }

    /**
     * {@code run [OPTION VALUE]... FILE}: the options the games declare ({@link RunOption}), in any order, each at
     * most once.
     */
    private int runVerb(List<String> words) {
        List<RunOption.Reading> readings = registry.runOptions().stream().map(RunOption::reading).toList();
        int i = 0;
        while (i < words.size() - 1) {
            String option = words.get(i);
            Optional<RunOption.Reading> reading = readings.stream().filter(r -> r.takes(option)).findFirst();
            if (reading.isEmpty()) {
                break;
            }
            try {
                reading.get().read(option, words.get(i + 1), in);
            } catch (IllegalArgumentException | IOException e) {
                err.println(option + ": " + e.getMessage());
                return 1;
            }
            i += 2;
        }
        if (i != words.size() - 1) {
            err.print(usage());
            return 1;
        }
        return run(Path.of(words.get(i)), readings);
    }

    /**
     * Replays FILE, reading sealed lines with the PIN an option gave; then each option does its work on the final
     * state (the Cup's export) before the state is printed.
     */
    int run(Path file, List<RunOption.Reading> options) {
        Optional<Pin> pin = options.stream().map(RunOption.Reading::pin).flatMap(Optional::stream).findFirst();
        List<String> lines;
        try {
            // The same reading as the screen's: a regular file under the cap, LF, CRLF or CR, a BOM dropped.
            Script.Lines read = Script.Lines.of(TextFiles.split(TextFiles.read(file, TextFiles.JOURNAL_CAP)));
            read.warning().ifPresent(w -> Main.print(err, w));
            lines = read.lines();
        } catch (TextFiles.Unreadable e) {
            err.println(e.getMessage());
            return 1;
        } catch (TextFiles.NotText e) {
            Main.print(err, "line " + e.line() + ": SYNTAX: this line is not UTF-8 text (save the file as UTF-8)");
            return 2;
        } catch (IOException e) {
            err.println("cannot read " + file + ": " + e.getMessage());
            return 1;
        }
        Path baseDir = file.toAbsolutePath().getParent();
        Script.Outcome outcome = new Script(registry.games()).run(lines, baseDir, pin);
        if (outcome instanceof Script.Finished f) {
            JsonMapper json = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
            for (RunOption.Reading option : options) {
                int done = option.afterRun(f.gameId(), f.state(), baseDir, err);
                if (done != 0) {
                    return done;
                }
            }
            Main.print(out, json.writeValueAsString(f.view()));
            return 0;
        }
        if (outcome instanceof Script.Refused r) {
            Main.print(err, r.render());
            return 2;
        }
        Main.print(err, ((Script.DataProblem) outcome).message());
        return 1;
    }
}
