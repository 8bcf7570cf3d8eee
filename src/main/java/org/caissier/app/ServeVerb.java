package org.caissier.app;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.caissier.live.LiveAddresses;
import org.caissier.live.LiveRuntime;
import org.caissier.live.LiveSettings;
import org.caissier.table.JournalException;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.phones.FollowedJournal;
import org.caissier.ui.phones.QrText;
import org.caissier.ui.phones.Serve;

/**
 * {@code caissier serve FILE [--address A] [--port P] [--lang en|fr]}: the saved game's page for phones, read-only,
 * with no window, following the file as another program writes it (polled every second). Prints the address and
 * its QR code as text, in the language asked for (English by default).
 */
final class ServeVerb {
    static final String USAGE = "usage: caissier serve FILE [--address A] [--port P] [--lang en|fr]";
    /** How often the file is looked at: a line played on the laptop reaches the phones within about a second. */
    private static final Duration POLL = Duration.ofSeconds(1);

    private final GameRegistry registry;
    private final PrintStream out;
    private final PrintStream err;
    /** English unless {@code --lang fr}: a French locale alone changes nothing (commands.md). */
    private Messages words = new Messages(Locale.ENGLISH);

    ServeVerb(GameRegistry registry, PrintStream out, PrintStream err) {
        this.registry = registry;
        this.out = out;
        this.err = err;
    }

    /** Serves until the program is stopped (Ctrl+C) or the server fails (exit 1); bad arguments exit 1 at once. */
    int run(List<String> args) {
        Serve serve = start(args);
        if (serve == null) {
            return 1;
        }
        String said = null;
        try {
            while (serve.on()) {
                Thread.sleep(POLL.toMillis()); // polling: a shared folder gives no change events
                serve.poll();
                String problem = serve.problem().orElse(null);
                if (problem != null && !problem.equals(said)) {
                    Main.print(err, words.get("serve.problem", problem));
                }
                said = problem;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            serve.close();
        }
        serve.failure().ifPresent(why -> Main.print(err, words.get("phones.failedWhileOn", why)));
        return 1;
    }

    /** Reads the arguments and the file, starts serving and prints where; null (having said why) when it cannot. */
    Serve start(List<String> args) {
        Path file = null;
        String address = null;
        int port = LiveSettings.DEFAULT_PORT;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            boolean option = a.equals("--address") || a.equals("--port") || a.equals("--lang");
            if (option && i + 1 >= args.size()) {
                return refused(a + " needs a value");
            }
            if (a.equals("--address")) {
                address = args.get(++i);
            } else if (a.equals("--port")) {
                String p = args.get(++i);
                if (!p.matches("\\d{1,5}") || Integer.parseInt(p) > 65535) {
                    return refused(words.get("phones.badPort", p));
                }
                port = Integer.parseInt(p);
            } else if (a.equals("--lang")) {
                String lang = args.get(++i);
                if (!lang.equals("en") && !lang.equals("fr")) {
                    return refused("--lang is en or fr, not \"" + lang + "\"");
                }
                words = new Messages(lang.equals("fr") ? Locale.FRENCH : Locale.ENGLISH);
            } else if (a.startsWith("-") || file != null) {
                return refused("unexpected \"" + a + "\"");
            } else {
                file = Path.of(a);
            }
        }
        if (file == null) {
            return refused("the saved game to serve is missing");
        }
        InetAddress at;
        try {
            at = address == null ? LiveAddresses.candidates().get(0) : InetAddress.getByName(address);
        } catch (IOException e) {
            return refused(words.get("phones.badAddress", address));
        }
        LiveSettings settings;
        try {
            settings = LiveSettings.at(at, port);
        } catch (IllegalArgumentException e) {
            return refused(e.getMessage());
        }
        Serve serve;
        try {
            serve = Serve.start(
                    new FollowedJournal(file, registry.games(), s -> s.publicState()),
                    registry,
                    LiveRuntime.system(),
                    settings);
        } catch (IllegalArgumentException e) {
            Main.print(err, words.get("serve.noPage", file, e.getMessage()));
            return null;
        } catch (IOException | JournalException e) {
            Main.print(err, words.get("serve.cannot", file, e.getMessage()));
            return null;
        }
        String url = serve.address().toString();
        Main.print(out, words.get("serve.on", file, url) + "\n\n" + QrText.of(url) + "\n" + words.get("serve.follows"));
        return serve;
    }

    private Serve refused(String why) {
        Main.print(err, why + "\n" + USAGE);
        return null;
    }
}
