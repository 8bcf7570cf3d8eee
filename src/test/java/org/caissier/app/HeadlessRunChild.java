package org.caissier.app;

import java.util.Arrays;
import java.util.List;

/**
 * The program's command line run several times in one JVM, as {@link Main} runs it once: each argument is one
 * command line, its words separated by {@code |}. Prints each exit code on stderr. HeadlessRunTest starts it in a
 * child JVM whose class loading it logs; one JVM for every verb, as seven would take half a minute on a busy
 * machine.
 */
final class HeadlessRunChild {
    private HeadlessRunChild() {}

    public static void main(String[] commandLines) {
        for (String line : commandLines) {
            List<String> args = Arrays.asList(line.split("\\|"));
            int code = new Launcher(System.out, System.err).launch(args);
            System.err.println("exit " + code + ": " + String.join(" ", args));
        }
    }
}
