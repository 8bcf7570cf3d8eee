package org.caissier.app;

import java.io.PrintStream;
import java.util.Arrays;

/** Entry point: the command-line verbs, or the main window when none is given. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        int code = new Launcher(System.out, System.err).launch(Arrays.asList(args));
        if (code >= 0) {
            System.exit(code);
        }
    }

    /** The program's version, from the jar's manifest (or "dev" when run from classes). */
    static String version() {
        String v = Main.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    static void print(PrintStream out, String text) {
        out.println(text);
        out.flush();
    }
}
