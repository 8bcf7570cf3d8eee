package org.caissier.device;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Random;

/**
 * Runs a {@link BoxSimulator} as its own process, driven by lines on standard input:
 * {@code press N}, {@code press N long}, {@code roll}, {@code quit}. Prints {@code opened PATH} each time the
 * port opens and {@code ok ...} after each command, so a script can wait for it.
 *
 * <pre>java -cp CLASSPATH org.caissier.device.BoxSimulatorMain --port /tmp/box/ttyB [--seed 42]</pre>
 */
public final class BoxSimulatorMain {
    private BoxSimulatorMain() {}

    public static void main(String[] args) throws IOException {
        String path = null;
        Random random = new SecureRandom();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--port") && i + 1 < args.length) {
                path = args[++i];
            } else if (args[i].equals("--seed") && i + 1 < args.length) {
                random = new Random(Long.parseLong(args[++i]));
            } else {
                usage(System.err);
                System.exit(2);
            }
        }
        if (path == null) {
            usage(System.err);
            System.exit(2);
        }
        PrintStream out = System.out;
        try (BoxSimulator sim = new BoxSimulator(path, SimulatedBox.defaultIdentity(), random)) {
            sim.onOpen(p -> {
                synchronized (out) {
                    out.println("opened " + p);
                    out.flush();
                }
            });
            sim.start();
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String answer = command(sim, line.trim().split("\\s+"));
                if (answer == null) {
                    break;
                }
                synchronized (out) {
                    out.println(answer);
                    out.flush();
                }
            }
        }
    }

    private static String command(BoxSimulator sim, String[] words) {
        try {
            switch (words[0]) {
                case "press":
                    int seat = Integer.parseInt(words[1]);
                    boolean longPress = words.length > 2 && words[2].equals("long");
                    sim.press(seat, longPress);
                    return "ok press " + seat + (longPress ? " long" : "");
                case "roll":
                    sim.rollButton();
                    return "ok roll";
                case "quit":
                    return null;
                default:
                    return "error unknown command " + words[0] + " (press N [long], roll, quit)";
            }
        } catch (RuntimeException e) {
            return "error " + e.getMessage();
        }
    }

    private static void usage(PrintStream err) {
        err.println("usage: BoxSimulatorMain --port PATH [--seed N]; then on stdin: press N [long] | roll | quit");
    }
}
