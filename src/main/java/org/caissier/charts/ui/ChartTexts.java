package org.caissier.charts.ui;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import org.caissier.charts.GameChart;
import org.caissier.table.TextPattern;

/**
 * The words of the charts in one language: the window's and the dice's from {@code resources/i18n/charts*.properties},
 * a game's chart's from its game's own bundle ({@link org.caissier.charts.GameChart.Words#bundle}).
 */
final class ChartTexts {
    private final Locale locale;
    private final ResourceBundle bundle;
    private final Map<String, ResourceBundle> games = new HashMap<>();

    ChartTexts(Locale locale) {
        this.locale = locale;
        this.bundle = ResourceBundle.getBundle(
                "i18n.charts",
                locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    Locale locale() {
        return locale;
    }

    String get(String key, Object... args) {
        return format(bundle.getString(key), args);
    }

    /** A word of a game's chart, from its game's bundle. */
    String get(GameChart.Words words, String key) {
        return games.computeIfAbsent(
                        words.bundle(),
                        name -> ResourceBundle.getBundle(
                                name,
                                locale,
                                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)))
                .getString(key);
    }

    private String format(String text, Object... args) {
        return args.length == 0
                ? text
                : TextPattern.format(text, Arrays.asList(args), locale, TextPattern.EnglishNumbers.GROUPED);
    }
}
