package org.caissier.table;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Options of {@code caissier run} a game declares through its plug-in (Espion's {@code --pin}, the Cup's
 * {@code --export}): the command line knows none of them by name. They come before the file, in any order, each
 * at most once, and are read before the file is, whatever game it holds; a game an option does not concern says
 * so after the run, or is not affected.
 */
public interface RunOption {

    /** Its lines in the usage text, each ending with a line break, written as the others are. */
    String usage();

    /** Its usage lines in the language of {@code run --lang}: English unless the option says them in French. */
    default String usage(Locale locale) {
        return usage();
    }

    /** A reading of the options for one command line: it keeps what it was given. */
    Reading reading();

    /** What one command line gave this option. */
    interface Reading {
        /** Whether it reads this option word now: one of its names, not given before. */
        boolean takes(String name);

        /**
         * Reads the value given after {@code name} ({@code in}: standard input, for a value read from it).
         *
         * @throws IllegalArgumentException or IOException with the sentence said after {@code NAME: }
         */
        void read(String name, String value, InputStream in) throws IOException;

        /** The PIN to read sealed lines with, when this option gives one. */
        default Optional<Pin> pin() {
            return Optional.empty();
        }

        /**
         * Its work once every line played: {@code state} is the final state of the game {@code gameId}, whose lines
         * were read from {@code baseDir}. The exit code: 0 when done (or nothing to do), else what failed is said
         * on {@code err} and {@code run} prints no state.
         */
        default int afterRun(String gameId, Object state, Path baseDir, PrintStream err) {
            return 0;
        }
    }
}
