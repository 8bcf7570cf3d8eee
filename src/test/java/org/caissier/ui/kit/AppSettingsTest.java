package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Settings are a comfort: whatever their file holds, the program starts; saving them never leaves debris. */
class AppSettingsTest {
    @TempDir
    Path dir;

    @Test
    void a_nul_in_the_last_game_path_is_ignored_instead_of_stopping_the_start() throws Exception {
        Files.writeString(
                dir.resolve("settings.properties"),
                "lastGame=/tmp/a\\u0000b.caissier\nlanguage=fr\n",
                StandardCharsets.ISO_8859_1);
        AppSettings settings = new AppSettings(dir);
        assertThat(settings.lastGame()).isEmpty();
        assertThat(settings.locale()).isEqualTo(Locale.FRENCH);
    }

    @Test
    void a_settings_file_that_is_not_one_gives_the_defaults() throws Exception {
        Files.write(dir.resolve("settings.properties"), new byte[] {'a', '=', '\\', 'u', 'z', 'z'});
        assertThat(new AppSettings(dir).fontSize()).isEqualTo(16);
    }

    @Test
    void saving_replaces_the_file_whole_and_leaves_no_temporary_file() throws Exception {
        AppSettings settings = new AppSettings(dir);
        settings.setFontSize(22);
        settings.setDark(true);
        assertThat(new AppSettings(dir).fontSize()).isEqualTo(22);
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(dir.resolve("settings.properties"));
        }
    }
}
