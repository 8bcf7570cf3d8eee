package org.caissier.charts.ui;

import java.util.Locale;
import java.util.ResourceBundle;
import org.caissier.table.TextPattern;

/** The words of the charts in one language, from {@code resources/i18n/charts*.properties}. */
final class ChartTexts {
    private final Locale locale;
    private final ResourceBundle bundle;

    ChartTexts(Locale locale) {
        this.locale = locale;
        this.bundle = ResourceBundle.getBundle("i18n.charts", locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    Locale locale() {
        return locale;
    }

    String get(String key, Object... args) {
        String text = bundle.getString(key);
        return args.length == 0 ? text : TextPattern.format(text, java.util.Arrays.asList(args), locale,
                TextPattern.EnglishNumbers.GROUPED);
    }
}
