package org.caissier.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * Loads the classes the main window needs before its first paint, in the order it needs them, on a thread of its
 * own while the EDT sets up the look and feel and builds the window: with a second core free the EDT finds most of
 * them loaded (docs/performance.md). The classes are only loaded, never initialised, so no Swing code runs off the
 * EDT. A name this build or this Java lacks is passed over: the list speeds the start up and decides nothing.
 * {@code src/test/sh/startup-classes.sh} writes the list again.
 */
final class ClassPreload implements Runnable {
    /** The list, one binary class name a line, in {@code resources/}. */
    static final String LIST = "/startup/window-classes.txt";
    /** {@code -Dcaissier.preload=false} turns it off (the script that writes the list needs the window's own order). */
    static final String SWITCH = "caissier.preload";

    private final ClassLoader loader;

    private ClassPreload(ClassLoader loader) {
        this.loader = loader;
    }

    /** Starts the loading thread (a daemon: it never keeps the program alive) unless it is turned off. */
    static void start() {
        if (Boolean.parseBoolean(System.getProperty(SWITCH, "true"))) {
            Thread thread = new Thread(new ClassPreload(ClassPreload.class.getClassLoader()), "class-preload");
            thread.setDaemon(true);
            thread.start();
        }
    }

    @Override
    public void run() {
        try (InputStream in = ClassPreload.class.getResourceAsStream(LIST)) {
            if (in == null) {
                return;
            }
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String name = lines.readLine(); name != null; name = lines.readLine()) {
                load(name.strip());
            }
        } catch (IOException e) {
            // The EDT loads what it needs itself.
        }
    }

    private void load(String name) {
        if (name.isEmpty() || name.startsWith("#")) {
            return;
        }
        try {
            Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            // Not in this build or this Java: the EDT will do without it.
        }
    }
}
