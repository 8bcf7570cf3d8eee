package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A window goes back only where a screen still is; a damaged entry is ignored. */
class WindowPlacesTest {
    @TempDir
    Path home;

    private static final Rectangle LAPTOP = new Rectangle(0, 0, 1920, 1080);
    private static final Rectangle TELEVISION = new Rectangle(1920, 0, 1920, 1080);

    @Test
    void a_place_on_the_television_is_kept_while_it_is_plugged_in_and_forgotten_when_it_is_not() {
        AppSettings settings = new AppSettings(home);
        settings.put("window.tableDisplay", "2000,100,1280,800");
        assertThat(new WindowPlaces(settings, () -> List.of(LAPTOP, TELEVISION)).placeFor("tableDisplay"))
                .contains(new Rectangle(2000, 100, 1280, 800));
        assertThat(new WindowPlaces(settings, () -> List.of(LAPTOP)).placeFor("tableDisplay"))
                .isEmpty();
    }

    @Test
    void a_window_whose_title_bar_is_off_every_screen_is_not_put_back_there() {
        AppSettings settings = new AppSettings(home);
        settings.put("window.main", "100,-300,1000,700");
        assertThat(new WindowPlaces(settings, () -> List.of(LAPTOP)).placeFor("main"))
                .isEmpty();
    }

    @Test
    void a_damaged_entry_is_ignored_and_the_program_starts() throws Exception {
        Files.writeString(home.resolve("settings.properties"), "window.main=12,abc,\\u0000\nwindow.box=1,2,-3,4\n");
        AppSettings settings = new AppSettings(home);
        WindowPlaces places = new WindowPlaces(settings, () -> List.of(LAPTOP));
        assertThat(places.placeFor("main")).isEmpty();
        assertThat(places.placeFor("box")).isEmpty();
    }
}
