package org.caissier.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Loads ahead, on a thread of its own, the classes the program is about to need: before the first paint those of the
 * main window, in the order it needs them, while the EDT sets up the look and feel and builds the window (with a
 * second core free the EDT finds most of them loaded); after the first paint those that opening the last game
 * played needs (its rules, its board, its screen), while the players look at the launcher
 * (docs/performance.md). The classes are only loaded, never initialised, so no Swing code runs off the EDT. A name
 * this build or this Java lacks is passed over: the lists speed things up and decide nothing.
 * {@code src/test/sh/startup-classes.sh} writes the lists again.
 */
final class ClassPreload implements Runnable {
    /** The window's list, one binary class name a line, in {@code resources/}. */
    static final String LIST = "/startup/window-classes.txt";
    /** The list of a game, by its id: the classes opening one of its journals loads beyond the window's. */
    static final String GAME_LIST = "/startup/open-%s.txt";
    /** {@code -Dcaissier.preload=false} turns it off (the script that writes the lists needs the program's own order). */
    static final String SWITCH = "caissier.preload";
    /** The journal's header is this long at most; the game line is in it. */
    private static final int HEADER_LINES = 20;

    private final ClassLoader loader;
    private final Supplier<Optional<String>> list;
    private final Runnable first;

    /** @param first what the thread does before loading the list (the window's: {@link DrawingWarmUp}) */
    private ClassPreload(ClassLoader loader, Supplier<Optional<String>> list, Runnable first) {
        this.loader = loader;
        this.list = list;
        this.first = first;
    }

    /** Starts loading the window's classes (a daemon thread: it never keeps the program alive) unless turned off. */
    static void start() {
        start(() -> Optional.of(LIST), new DrawingWarmUp());
    }

    /** Starts loading the classes of the last game's kind, if there is one, unless turned off. */
    static void lastGame(Optional<Path> journal) {
        start(lastGameList(journal), () -> { });
    }

    /** The loading of the classes of the last game's kind, to run on a thread of one's own (a benchmark's). */
    static Runnable ofLastGame(Optional<Path> journal) {
        return new ClassPreload(ClassPreload.class.getClassLoader(), lastGameList(journal), () -> { });
    }

    private static Supplier<Optional<String>> lastGameList(Optional<Path> journal) {
        return () -> journal.flatMap(ClassPreload::gameId).map(id -> String.format(GAME_LIST, id));
    }

    private static void start(Supplier<Optional<String>> list, Runnable first) {
        if (Boolean.parseBoolean(System.getProperty(SWITCH, "true"))) {
            Thread thread = new Thread(new ClassPreload(ClassPreload.class.getClassLoader(), list, first),
                    "class-preload");
            thread.setDaemon(true);
            thread.start();
        }
    }

    /** The game id on the journal's {@code game} line, if it reads as one. */
    static Optional<String> gameId(Path journal) {
        try (BufferedReader in = Files.newBufferedReader(journal, StandardCharsets.UTF_8)) {
            for (int i = 0; i < HEADER_LINES; i++) {
                String line = in.readLine();
                if (line == null) {
                    break;
                }
                line = line.replace("\uFEFF", "").strip();
                if (line.startsWith("game ")) {
                    String id = line.substring(5).strip().split("\\s+", 2)[0];
                    return id.matches("[a-z0-9-]+") ? Optional.of(id) : Optional.empty();
                }
            }
        } catch (IOException | RuntimeException e) {
            // Nothing to load ahead: opening the journal will say what is wrong with it.
        }
        return Optional.empty();
    }

    @Override
    public void run() {
        Optional<String> resource = list.get();
        if (resource.isEmpty()) {
            return;
        }
        first.run();
        byte[] names;
        try (InputStream in = ClassPreload.class.getResourceAsStream(resource.get())) {
            if (in == null) {
                return;
            }
            names = in.readAllBytes();
        } catch (IOException e) {
            return; // the program loads what it needs itself
        }
        // A plain loop over the bytes, not a reader's readLine: with a thousand lines and more, the JIT would compile
        // readLine with its optimising compiler, on the core the window's start is using.
        int start = 0;
        for (int i = 0; i <= names.length; i++) {
            if (i == names.length || names[i] == '\n') {
                load(new String(names, start, i - start, StandardCharsets.ISO_8859_1).strip());
                start = i + 1;
            }
        }
    }

    private void load(String name) {
        if (name.isEmpty() || name.startsWith("#")) {
            return;
        }
        try {
            Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            // Not in this build or this Java: the program will do without it.
        }
    }
}
