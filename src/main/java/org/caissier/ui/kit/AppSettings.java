package org.caissier.ui.kit;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import org.caissier.table.TextFiles;
import org.caissier.table.TextPattern;
import org.caissier.table.WholeFile;

/**
 * The user's preferences and where games are kept (the folders are chosen by {@code app.UserFolders}). A plain
 * properties file, written whole and renamed over, so a crash never leaves half of it.
 */
public final class AppSettings {
    private final Path home;
    private final Path data;
    private final Properties values = new Properties();
    private final WholeFile files;

    /** Settings and games in one folder (games in its {@code games} subfolder). */
    public AppSettings(Path home) {
        this(home, home);
    }

    /** Settings in {@code config}, games in {@code data/games}. */
    public AppSettings(Path config, Path data) {
        this(config, data, new WholeFile());
    }

    /** Saving through {@code files} (a test's, that fails as a full disk does). */
    AppSettings(Path config, Path data, WholeFile files) {
        this.files = files;
        this.home = config;
        this.data = data;
        Path file = file();
        if (Files.isRegularFile(file)) {
            try (InputStream in = new ByteArrayInputStream(TextFiles.read(file, TextFiles.DATA_CAP))) {
                values.load(in);
            } catch (IOException | RuntimeException e) {
                // A damaged settings file only costs the preferences: start from the defaults.
                values.clear();
            }
        }
    }

    /** The folder of the settings file. */
    public Path home() {
        return home;
    }

    public Path gamesDir() {
        return data.resolve("games");
    }

    private Path file() {
        return home.resolve("settings.properties");
    }

    public Locale locale() {
        String lang = values.getProperty("language");
        if (lang == null) {
            return TextPattern.french(Locale.getDefault()) ? Locale.FRENCH : Locale.ENGLISH;
        }
        return "fr".equals(lang) ? Locale.FRENCH : Locale.ENGLISH;
    }

    public void setLocale(Locale locale) {
        put("language", locale.getLanguage());
    }

    public boolean dark() {
        return Boolean.parseBoolean(values.getProperty("dark", "false"));
    }

    public void setDark(boolean dark) {
        put("dark", Boolean.toString(dark));
    }

    /** Base font size in points; large by default, to be read across a table. */
    public int fontSize() {
        try {
            return Math.max(10, Math.min(40, Integer.parseInt(values.getProperty("fontSize", "16"))));
        } catch (NumberFormatException e) {
            return 16;
        }
    }

    public void setFontSize(int size) {
        put("fontSize", Integer.toString(size));
    }

    public Optional<Path> lastGame() {
        String p = values.getProperty("lastGame");
        if (p == null) {
            return Optional.empty();
        }
        try {
            Path path = Path.of(p);
            return Files.isRegularFile(path) ? Optional.of(path) : Optional.empty();
        } catch (InvalidPathException e) {
            return Optional.empty(); // a damaged entry (a NUL in the path) must never stop the program from starting
        }
    }

    public void setLastGame(Path path) {
        put("lastGame", path.toAbsolutePath().toString());
    }

    public String get(String key, String fallback) {
        return values.getProperty(key, fallback);
    }

    public void put(String key, String value) {
        values.setProperty(key, value);
        save();
    }

    private void save() {
        try {
            Files.createDirectories(home);
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            values.store(text, "Caissier settings");
            files.write(file(), text.toByteArray());
        } catch (IOException | RuntimeException e) {
            // Preferences are a comfort: the game itself is in its journal. A full disk leaves no stray file.
        }
    }
}
