package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.caissier.testing.FullDisk;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Settings saved on a full disk: the program goes on, the old file stays, no temporary file is left. */
class SettingsOnAFullDiskTest {
    @TempDir
    Path home;

    @Test
    void a_save_that_fills_the_disk_leaves_the_old_settings_and_nothing_else() throws Exception {
        new AppSettings(home).put("language", "fr");
        String before = Files.readString(home.resolve("settings.properties"));
        new AppSettings(home, home, FullDisk.after(20)).put("language", "en");
        assertThat(Files.readString(home.resolve("settings.properties"))).isEqualTo(before);
        try (var files = Files.list(home)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("settings.properties");
        }
    }
}
