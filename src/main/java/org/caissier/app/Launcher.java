package org.caissier.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import org.caissier.table.Pin;
import org.caissier.table.RunOption;
import org.caissier.table.Said;
import org.caissier.table.Script;
import org.caissier.table.TextFiles;
import org.caissier.table.TextPattern;
import org.caissier.table.ViewJson;
import org.caissier.ui.game.GameRegistry;

/**
 * Reads the command line. {@code run FILE}, {@code --version} and {@code --self-test} answer and return an
 * exit code; with no verb the window opens and {@code -1} says "keep running".
 */
final class Launcher {
    /** The games as {@code run}, {@code --list-games} and {@code --help} know them: no screen, so no Swing. */
    private final HeadlessGames games;
    /** The games with their screens, made only for a verb that needs them ({@code serve}). */
    private final Supplier<GameRegistry> registry;

    private final PrintStream out;
    private final PrintStream err;
    private final InputStream in;

    Launcher(PrintStream out, PrintStream err) {
        this(out, err, System.in);
    }

    Launcher(PrintStream out, PrintStream err, InputStream in) {
        this(Wiring.headless(), Wiring::registry, out, err, in);
    }

    /** The command line of a program that knows the games of {@code registry}. */
    Launcher(GameRegistry registry, PrintStream out, PrintStream err, InputStream in) {
        this(HeadlessGames.of(registry), () -> registry, out, err, in);
    }

    private Launcher(
            HeadlessGames games, Supplier<GameRegistry> registry, PrintStream out, PrintStream err, InputStream in) {
        this.games = games;
        this.registry = registry;
        this.out = out;
        this.err = err;
        this.in = in;
    }

    /** The usage text: the verbs, with the options of {@code run} the games declare. */
    String usage() {
        return usage(Locale.ENGLISH);
    }

    /** The usage text in French for {@code fr} ({@code resources/help/usage_LANG.txt}), in English otherwise. */
    String usage(Locale locale) {
        StringBuilder options = new StringBuilder();
        games.runOptions().forEach(o -> options.append(o.usage(locale)));
        String name = "/help/usage_" + (TextPattern.french(locale) ? "fr" : "en") + ".txt";
        try (InputStream page = Launcher.class.getResourceAsStream(name)) {
            return new String(page.readAllBytes(), StandardCharsets.UTF_8).replace("{options}\n", options);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException(name + " is missing from the program", e);
        }
    }

    /**
     * The language {@code --lang fr|en} asks for anywhere on the command line (commands.md): English without it,
     * whatever the system's locale.
     */
    static Locale language(List<String> args) {
        for (int i = 0; i < args.size() - 1; i++) {
            if (args.get(i).equals("--lang") && args.get(i + 1).equalsIgnoreCase("fr")) {
                return Locale.FRENCH;
            }
        }
        return Locale.ENGLISH;
    }

    private static boolean asksForHelp(List<String> words) {
        return words.contains("--help") || words.contains("-h");
    }

    int launch(List<String> args) {
        if (args.isEmpty()) {
            return GuiStart.open(null, List.of());
        }
        String verb = args.get(0);
        Locale language = language(args);
        if (verb.equals("--lang") && asksForHelp(args)) {
            out.print(usage(language));
            return 0;
        }
        switch (verb) {
            case "--version", "-v", "version":
                Main.print(out, "caissier " + Main.version());
                return 0;
            case "--help", "-h", "help":
                out.print(usage(language));
                return 0;
            case "--list-games":
                games.ids().forEach(out::println);
                out.flush();
                return 0;
            case "--self-test":
                return GuiStart.selfTest(out, err);
            case "run":
                if (asksForHelp(args.subList(1, args.size()))) {
                    out.print(usage(language));
                    return 0;
                }
                return runVerb(args.subList(1, args.size()), language);
            case "serve":
                return new ServeVerb(registry.get(), out, err).run(args.subList(1, args.size()));
            default:
                if (verb.startsWith("-") && !verb.startsWith("--device")) {
                    err.println("unknown option " + verb);
                    err.print(usage());
                    return 1;
                }
                for (int i = 0; i < args.size(); i++) {
                    String a = args.get(i);
                    boolean last = i == args.size() - 1;
                    if (a.equals("--device=")
                            || a.equals("--device") && (last || args.get(i + 1).isBlank())) {
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
    private int runVerb(List<String> words, Locale language) {
        List<RunOption.Reading> readings =
                games.runOptions().stream().map(RunOption::reading).toList();
        boolean langSeen = false;
        int i = 0;
        while (i < words.size() - 1) {
            String option = words.get(i);
            Optional<RunOption.Reading> reading =
                    readings.stream().filter(r -> r.takes(option)).findFirst();
            if (option.equals("--lang")) {
                // The whole run's language: read here, and by a game's option that also speaks (the Cup's page).
                String value = words.get(i + 1).toLowerCase(Locale.ROOT);
                if (!value.equals("fr") && !value.equals("en")) {
                    err.println("--lang: "
                            + Said.of("table.run.lang", words.get(i + 1)).in(language));
                    return 1;
                }
                if (langSeen) {
                    break;
                }
                langSeen = true;
                if (reading.isEmpty()) {
                    i += 2;
                    continue;
                }
            }
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
            err.print(usage(language));
            return 1;
        }
        return run(Path.of(words.get(i)), readings, language);
    }

    /**
     * Replays FILE, reading sealed lines with the PIN an option gave; then each option does its work on the final
     * state (the Cup's export) before the state is printed.
     */
    int run(Path file, List<RunOption.Reading> options) {
        return run(file, options, Locale.ENGLISH);
    }

    /** As {@link #run(Path, List)}, the refusals, warnings and problems said in {@code language}. */
    int run(Path file, List<RunOption.Reading> options, Locale language) {
        Optional<Pin> pin = options.stream()
                .map(RunOption.Reading::pin)
                .flatMap(Optional::stream)
                .findFirst();
        List<String> lines;
        try {
            // The same reading as the screen's: a regular file under the cap, LF, CRLF or CR, a BOM dropped.
            Script.Lines read = Script.Lines.of(TextFiles.split(TextFiles.read(file, TextFiles.JOURNAL_CAP)));
            read.warning(language).ifPresent(w -> Main.print(err, w));
            lines = read.lines();
        } catch (TextFiles.Unreadable e) {
            err.println(e.said().in(language));
            return 1;
        } catch (TextFiles.NotText e) {
            Main.print(
                    err,
                    "line " + e.line() + ": SYNTAX: "
                            + Said.of("table.run.notUtf8").in(language));
            return 2;
        } catch (IOException e) {
            err.println(Said.of("table.run.cannotRead", file).in(language));
            return 1;
        }
        Path baseDir = file.toAbsolutePath().getParent();
        Script.Outcome outcome = new Script(games.games(), language).run(lines, baseDir, pin);
        if (outcome instanceof Script.Finished f) {
            for (RunOption.Reading option : options) {
                int done = option.afterRun(f.gameId(), f.state(), baseDir, err);
                if (done != 0) {
                    return done;
                }
            }
            Main.print(out, new ViewJson().write(f.view()));
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
