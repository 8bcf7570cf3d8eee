package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.caissier.ui.kit.AppSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UserFoldersTest {
    @TempDir
    Path home;

    @Test
    void on_linux_settings_go_to_the_xdg_config_folder_and_games_to_the_xdg_data_folder() {
        UserFolders f = UserFolders.of(Map.of(), "Linux", home);
        assertThat(f.config()).isEqualTo(home.resolve(".config/caissier"));
        assertThat(f.data()).isEqualTo(home.resolve(".local/share/caissier"));
        assertThat(new AppSettings(f.config(), f.data()).gamesDir())
                .isEqualTo(home.resolve(".local/share/caissier/games"));
    }

    @Test
    void xdg_variables_are_honoured_and_a_relative_one_is_ignored_as_the_specification_says() {
        UserFolders f = UserFolders.of(Map.of("XDG_CONFIG_HOME", "/cfg", "XDG_DATA_HOME", "/dat"), "Linux", home);
        assertThat(f.config()).isEqualTo(Path.of("/cfg/caissier"));
        assertThat(f.data()).isEqualTo(Path.of("/dat/caissier"));

        UserFolders relative = UserFolders.of(Map.of("XDG_DATA_HOME", "here/data"), "Linux", home);
        assertThat(relative.data()).isEqualTo(home.resolve(".local/share/caissier"));
    }

    @Test
    void on_windows_both_go_to_appdata_and_on_macos_to_application_support() {
        Path roaming = home.resolve("AppData/Roaming");
        UserFolders win = UserFolders.of(Map.of("APPDATA", roaming.toString()), "Windows 11", home);
        assertThat(win.config()).isEqualTo(roaming.resolve("Caissier")).isEqualTo(win.data());

        UserFolders mac = UserFolders.of(Map.of("XDG_DATA_HOME", "/ignored"), "Mac OS X", home);
        assertThat(mac.data())
                .isEqualTo(home.resolve("Library/Application Support/Caissier"))
                .isEqualTo(mac.config());
    }

    @Test
    void outside_windows_the_home_is_the_HOME_variable_as_the_shell_has_it() {
        Path other = home.resolve("other");
        UserFolders linux = UserFolders.of(Map.of("HOME", other.toString()), "Linux", home);
        assertThat(linux.config()).isEqualTo(other.resolve(".config/caissier"));
        assertThat(linux.data()).isEqualTo(other.resolve(".local/share/caissier"));
        assertThat(linux.legacy()).isEqualTo(other.resolve(".caissier"));

        UserFolders mac = UserFolders.of(Map.of("HOME", other.toString()), "Mac OS X", home);
        assertThat(mac.data()).isEqualTo(other.resolve("Library/Application Support/Caissier"));

        UserFolders relative = UserFolders.of(Map.of("HOME", "somewhere"), "Linux", home);
        assertThat(relative.data()).isEqualTo(home.resolve(".local/share/caissier"));

        UserFolders windows = UserFolders.of(Map.of("HOME", other.toString()), "Windows 11", home);
        assertThat(windows.data()).isEqualTo(home.resolve("AppData/Roaming/Caissier"));
    }

    @Test
    void caissier_home_overrides_everything() {
        UserFolders f = UserFolders.of(Map.of("CAISSIER_HOME", "/games/night", "XDG_DATA_HOME", "/dat"), "Linux", home);
        assertThat(f.config()).isEqualTo(Path.of("/games/night")).isEqualTo(f.data());
    }

    @Test
    void the_old_folder_is_moved_over_once_with_the_last_game_pointing_at_its_new_place() throws Exception {
        Path legacy = home.resolve(".caissier");
        Path game = Files.createDirectories(legacy.resolve("games")).resolve("2026-01-01_long-cours.caissier");
        Files.writeString(game, "game long-cours Ann Bob Cy\n");
        new AppSettings(legacy).setLastGame(game);
        new AppSettings(legacy).put("box.port", "/dev/ttyACM0");
        UserFolders f = UserFolders.of(
                Map.of(
                        "XDG_CONFIG_HOME",
                        home.resolve("cfg").toString(),
                        "XDG_DATA_HOME",
                        home.resolve("dat").toString()),
                "Linux",
                home);
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        AppSettings moved = f.settings(new PrintStream(err, true, StandardCharsets.UTF_8));

        Path newGame = home.resolve("dat/caissier/games/2026-01-01_long-cours.caissier");
        assertThat(newGame).hasContent("game long-cours Ann Bob Cy");
        assertThat(moved.lastGame()).contains(newGame);
        assertThat(moved.get("box.port", null)).isEqualTo("/dev/ttyACM0");
        assertThat(home.resolve("cfg/caissier/settings.properties")).isRegularFile();
        assertThat(legacy).doesNotExist();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("moved");

        // once: a later start finds nothing to move and keeps what is there
        Files.createDirectories(legacy);
        Files.writeString(legacy.resolve(UserFolders.SETTINGS), "dark=true\n");
        assertThat(f.migrate()).isFalse();
        assertThat(f.settings(System.err).dark()).isFalse();
    }

    @Test
    void nothing_moves_when_the_new_folders_already_hold_games() throws Exception {
        Path legacy = Files.createDirectories(home.resolve(".caissier/games"));
        Files.writeString(legacy.resolve("old.caissier"), "x\n");
        UserFolders f = UserFolders.of(Map.of(), "Linux", home);
        Files.createDirectories(f.data().resolve("games"));

        assertThat(f.migrate()).isFalse();
        assertThat(legacy.resolve("old.caissier")).exists();
    }

    @Test
    void with_caissier_home_set_to_the_old_folder_nothing_moves() throws Exception {
        Path legacy = Files.createDirectories(home.resolve(".caissier/games"));
        UserFolders f =
                UserFolders.of(Map.of("CAISSIER_HOME", home.resolve(".caissier").toString()), "Linux", home);
        assertThat(f.migrate()).isFalse();
        assertThat(legacy).isDirectory();
    }
}
