package org.caissier.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.table.Pin;
import org.caissier.table.Script;
import org.caissier.table.TextFiles;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the command line. {@code run FILE}, {@code --version} and {@code --self-test} answer and return an
 * exit code; with no verb the window opens and {@code -1} says "keep running".
 */
final class Launcher {
    static final String USAGE = """
            usage: caissier                      open the main window
                   caissier FILE                 open a saved game
                   caissier [FILE] --device sim  open with the built-in simulated box (needs socat)
                   caissier [FILE] --device PATH open with the box on this serial port (or 'auto')
                   caissier run FILE             replay a command file, print the final state as JSON
                   caissier run --export DIR FILE  the same, and write a Cup event's results page and CSV into DIR
                   caissier run --export DIR --lang fr FILE  the same, the page in French (en: English, the default)
                   caissier run --pin PIN FILE   the same, reading the sealed lines (Espion: the spy's route)
                   caissier run --pin - FILE     the same, the PIN read from standard input's first line
                   caissier run --pin-file PINFILE FILE  the same, the PIN read from PINFILE's first line
                   caissier --version            print the version
                   caissier --self-test          open the main window, report when it is painted, exit
            """;

    private final PrintStream out;
    private final PrintStream err;
    private final InputStream in;

    Launcher(PrintStream out, PrintStream err) {
        this(out, err, System.in);
    }

    Launcher(PrintStream out, PrintStream err, InputStream in) {
        this.out = out;
        this.err = err;
        this.in = in;
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
                out.print(USAGE);
                return 0;
            case "--self-test":
                return GuiStart.selfTest(out, err);
            case "run":
                return runVerb(args.subList(1, args.size()));
            default:
                if (verb.startsWith("-") && !verb.startsWith("--device")) {
                    err.println("unknown option " + verb);
                    err.print(USAGE);
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
     * {@code run [--export DIR] [--lang fr|en] [--pin PIN|-] [--pin-file FILE] FILE}, the options in any order, each
     * at most once (and one way to give the PIN).
     */
    private int runVerb(List<String> words) {
        Path exportDir = null;
        Locale pageLanguage = null;
        Optional<Pin> pin = Optional.empty();
        int i = 0;
        while (i < words.size() - 1) {
            String option = words.get(i);
            if (option.equals("--export") && exportDir == null) {
                exportDir = Path.of(words.get(i + 1));
            } else if (option.equals("--lang") && pageLanguage == null) {
                String lang = words.get(i + 1).toLowerCase(Locale.ROOT);
                if (!lang.equals("fr") && !lang.equals("en")) {
                    err.println("--lang: the results page is written in fr (French) or en (English), not "
                            + words.get(i + 1));
                    return 1;
                }
                pageLanguage = Locale.forLanguageTag(lang);
            } else if ((option.equals("--pin") || option.equals("--pin-file")) && pin.isEmpty()) {
                try {
                    pin = Optional.of(option.equals("--pin") ? PinSource.fromOption(words.get(i + 1), in)
                            : PinSource.fromFile(Path.of(words.get(i + 1))));
                } catch (IllegalArgumentException | IOException e) {
                    err.println(option + ": " + e.getMessage());
                    return 1;
                }
            } else {
                break;
            }
            i += 2;
        }
        if (i != words.size() - 1) {
            err.print(USAGE);
            return 1;
        }
        return run(Path.of(words.get(i)), exportDir, pageLanguage == null ? Locale.ENGLISH : pageLanguage, pin);
    }

    /**
     * Replays FILE, reading sealed lines with {@code pin}; with {@code exportDir} also writes a Cup event's
     * results there, the page in {@code pageLanguage} (French or English).
     */
    int run(Path file, Path exportDir, Locale pageLanguage, Optional<Pin> pin) {
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
        Script.Outcome outcome = new Script(Wiring.games()).run(lines, file.toAbsolutePath().getParent(), pin);
        if (outcome instanceof Script.Finished f) {
            JsonMapper json = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
            if (exportDir != null) {
                int exported = new ExportRun(err).export(Wiring.games(), lines, file.toAbsolutePath().getParent(),
                        exportDir, pageLanguage);
                if (exported != 0) {
                    return exported;
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
