package org.caissier.cup.export;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.table.RuleTexts;
import org.caissier.table.RunOption;
import org.caissier.table.TextPattern;

/**
 * {@code run --export DIR [--lang fr|en] FILE}: once the lines played, a Cup event's results page and CSV files are
 * written into DIR, the page in French or English (English by default). Declared by the Cup's two events.
 */
public final class ExportOption implements RunOption {
    /** The Cup's event kinds: the state {@code run} ends with is checked once against each, here. */
    private static final List<EventResults<?>> KINDS = List.of(EventResults.TOURNAMENT, EventResults.REGATTA);

    private static <S> void write(EventResults<S> kind, Object state, Path dir, Locale language) throws IOException {
        new ResultsExport<>(kind, language).write(kind.stateType().cast(state), dir);
    }

    /** One option whichever of the Cup's events declares it: the usage names it once. */
    @Override
    public boolean equals(Object other) {
        return other instanceof ExportOption;
    }

    @Override
    public int hashCode() {
        return ExportOption.class.hashCode();
    }

    @Override
    public String usage() {
        return """
                       caissier run --export DIR FILE  the same, and write a Cup event's results page and CSV into DIR
                       caissier run --export DIR --lang fr FILE  the same, the page in French (en: English, the default)
                """;
    }

    @Override
    public String usage(Locale locale) {
        return TextPattern.french(locale) ? RuleTexts.format("cup.usage.export", List.of(), locale) : usage();
    }

    @Override
    public Reading reading() {
        return new Reading() {
            private Path dir;
            private Locale language;

            @Override
            public boolean takes(String name) {
                return name.equals("--export") && dir == null || name.equals("--lang") && language == null;
            }

            @Override
            public void read(String name, String value, InputStream in) {
                if (name.equals("--export")) {
                    dir = Path.of(value);
                    return;
                }
                String lang = value.toLowerCase(Locale.ROOT);
                if (!lang.equals("fr") && !lang.equals("en")) {
                    throw new IllegalArgumentException(
                            "the results page is written in fr (French) or en (English)," + " not " + value);
                }
                language = Locale.forLanguageTag(lang);
            }

            /**
             * 0 when written or not asked for, 1 when the game is not a Cup event or DIR cannot be written. The page
             * speaks the language asked for; the CSV files are the contract's whatever the language.
             */
            @Override
            public int afterRun(String gameId, Object state, Path baseDir, PrintStream err) {
                if (dir == null) {
                    return 0;
                }
                Optional<EventResults<?>> kind = KINDS.stream()
                        .filter(k -> k.stateType().isInstance(state))
                        .findFirst();
                if (kind.isEmpty()) {
                    err.println("--export writes the results of cup-tournament and cup-regatta games only");
                    return 1;
                }
                try {
                    write(kind.get(), state, dir, language == null ? Locale.ENGLISH : language);
                    return 0;
                } catch (IOException e) {
                    err.println("cannot write the results into " + dir + ": " + e.getMessage());
                    return 1;
                }
            }
        };
    }
}
