package org.caissier.app;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;
import org.caissier.ui.kit.AppSettings;

/**
 * Where the settings and the games go, by the platform's conventions: the XDG config and data folders on Linux
 * (honouring {@code XDG_CONFIG_HOME} and {@code XDG_DATA_HOME}, under {@code $HOME}), {@code %APPDATA%\Caissier} on Windows,
 * {@code ~/Library/Application Support/Caissier} on macOS; {@code CAISSIER_HOME} puts both in one folder of the
 * user's choice. The environment is passed in, so tests never touch a real home.
 *
 * @param config the folder of {@code settings.properties}
 * @param data   the folder holding {@code games/}
 * @param legacy the folder earlier versions used ({@code ~/.caissier}), moved over once by {@link #migrate}
 */
public record UserFolders(Path config, Path data, Path legacy) {
    static final String SETTINGS = "settings.properties";

    public static UserFolders fromSystem() {
        return of(System.getenv(), System.getProperty("os.name", ""), Path.of(System.getProperty("user.home")));
    }

    public static UserFolders of(Map<String, String> env, String osName, Path userHome) {
        String os = osName.toLowerCase(Locale.ROOT);
        boolean windows = os.startsWith("windows");
        // Outside Windows the home is $HOME, as the XDG specification and the shell have it: Java's user.home comes
        // from the password file, which differs under sudo, in a sandbox, or when a test sets HOME.
        Path home = windows ? userHome : absolute(env.get("HOME")).orElse(userHome);
        Path legacy = home.resolve(".caissier");
        String own = env.get("CAISSIER_HOME");
        if (own != null && !own.isBlank()) {
            return new UserFolders(Path.of(own), Path.of(own), legacy);
        }
        if (windows) {
            Path appData = absolute(env.get("APPDATA"))
                    .orElse(userHome.resolve("AppData").resolve("Roaming"));
            return new UserFolders(appData.resolve("Caissier"), appData.resolve("Caissier"), legacy);
        }
        if (os.startsWith("mac")) {
            Path support =
                    home.resolve("Library").resolve("Application Support").resolve("Caissier");
            return new UserFolders(support, support, legacy);
        }
        // The XDG base directory specification: a relative value is invalid and must be ignored.
        Path config = absolute(env.get("XDG_CONFIG_HOME")).orElse(home.resolve(".config"));
        Path data =
                absolute(env.get("XDG_DATA_HOME")).orElse(home.resolve(".local").resolve("share"));
        return new UserFolders(config.resolve("caissier"), data.resolve("caissier"), legacy);
    }

    private static Optional<Path> absolute(String value) {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        Path p = Path.of(value);
        return p.isAbsolute() ? Optional.of(p) : Optional.empty();
    }

    /** The settings, after moving the legacy folder over if that is still to be done. */
    public AppSettings settings(PrintStream err) {
        try {
            if (migrate()) {
                err.println("caissier: moved " + legacy + " to " + data + " (games) and " + config + " (settings)");
            }
        } catch (IOException e) {
            err.println("caissier: could not move " + legacy + " (" + e.getMessage() + "); it is left as it was");
        }
        return new AppSettings(config, data);
    }

    /**
     * Moves {@code ~/.caissier} over, once: the settings file to {@link #config}, everything else (the games) to
     * {@link #data}, the paths inside the settings (the last game) rewritten to the new place. Nothing happens when
     * there is no legacy folder, when it is the chosen folder itself, or when the new folders already hold
     * settings or games (then the user has both and chooses).
     *
     * @return whether anything was moved
     */
    public boolean migrate() throws IOException {
        if (!Files.isDirectory(legacy)
                || legacy.equals(config)
                || legacy.equals(data)
                || Files.exists(config.resolve(SETTINGS))
                || Files.exists(data.resolve("games"))) {
            return false;
        }
        List<Path> entries;
        try (Stream<Path> list = Files.list(legacy)) {
            entries = list.toList();
        }
        if (entries.isEmpty()) {
            return false;
        }
        Files.createDirectories(config);
        Files.createDirectories(data);
        for (Path entry : entries) {
            String name = entry.getFileName().toString();
            if (name.equals(SETTINGS)) {
                rewriteSettings(entry, config.resolve(SETTINGS));
                Files.delete(entry);
            } else {
                move(entry, data.resolve(name));
            }
        }
        try (Stream<Path> rest = Files.list(legacy)) {
            if (rest.findAny().isEmpty()) {
                Files.delete(legacy);
            }
        }
        return true;
    }

    /** Copies the settings, with every value naming a file in the old folder pointed at the new one. */
    private void rewriteSettings(Path from, Path to) throws IOException {
        Properties values = new Properties();
        try (InputStream in = Files.newInputStream(from)) {
            values.load(in);
        }
        String old = legacy.toAbsolutePath().toString();
        for (String key : values.stringPropertyNames()) {
            String v = values.getProperty(key);
            if (v.startsWith(old + File.separator)) {
                values.setProperty(key, data.toAbsolutePath() + v.substring(old.length()));
            }
        }
        try (OutputStream out = Files.newOutputStream(to)) {
            values.store(out, "Caissier settings");
        }
    }

    /** A rename when it can be one; across file systems a copy, then the original removed. */
    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to);
            return;
        } catch (FileAlreadyExistsException e) {
            throw e;
        } catch (DirectoryNotEmptyException | AtomicMoveNotSupportedException e) {
            // a directory on another file system: copied below
        }
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Files.copy(p, to.resolve(from.relativize(p).toString()), StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
