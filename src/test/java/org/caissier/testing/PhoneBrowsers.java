package org.caissier.testing;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Phones for the page tests of one test class: Debian's headless Chromium with a phone's device metrics, one per
 * width and language, started the first time it is asked for and quit with the class. Starting the browser is
 * most of a page check's time (a dozen checks started a dozen browsers); a phone taken again is handed back as a
 * new one would be: on a blank page, in the light colour scheme, whatever the check before it emulated.
 */
public final class PhoneBrowsers implements AutoCloseable {
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path BROWSER = Path.of("/usr/bin/chromium");

    private final Path dir;
    private final Map<String, ChromeDriver> open = new LinkedHashMap<>();

    /** Phones whose profiles and driver logs go in {@code dir}. */
    public PhoneBrowsers(Path dir) {
        this.dir = dir;
    }

    /** A phone {@code width} px wide (800 tall, two device pixels to one), in the browser's own language. */
    public WebDriver phone(int width) {
        return phone(width, null);
    }

    /** A phone {@code width} px wide whose browser asks for pages in {@code language} (null: its own). */
    public WebDriver phone(int width, String language) {
        String key = width + (language == null ? "" : "-" + language);
        ChromeDriver phone = open.get(key);
        if (phone == null) {
            phone = start(key, width, language);
            open.put(key, phone);
        } else {
            phone.get("about:blank");
            phone.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        }
        return phone;
    }

    private ChromeDriver start(String key, int width, String language) {
        ChromeOptions options = headless(dir.resolve("profile-" + key)).addArguments("--hide-scrollbars");
        if (language != null) {
            options.addArguments("--lang=" + language);
            options.setExperimentalOption("prefs", Map.of("intl.accept_languages", language));
        }
        options.setExperimentalOption(
                "mobileEmulation", Map.of("deviceMetrics", Map.of("width", width, "height", 800, "pixelRatio", 2.0)));
        return new ChromeDriver(driver(dir.resolve("chromedriver-" + key + ".log")), options);
    }

    /** Debian's Chromium without a window, its profile in {@code profile}: what every browser test starts from. */
    public static ChromeOptions headless(Path profile) {
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        return new ChromeOptions()
                .setBinary(BROWSER.toFile())
                .addArguments(
                        "--headless=new",
                        "--no-sandbox",
                        "--disable-gpu",
                        "--disable-dev-shm-usage",
                        "--no-first-run",
                        "--user-data-dir=" + profile);
    }

    /** Debian's chromedriver, one for each browser (quitting the browser stops it too), its log in {@code log}. */
    public static ChromeDriverService driver(Path log) {
        return new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .withLogFile(log.toFile())
                .build();
    }

    @Override
    public void close() {
        open.values().forEach(WebDriver::quit);
        open.clear();
    }
}
