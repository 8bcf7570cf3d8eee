package org.caissier.charts;

import java.util.Objects;
import java.util.function.Function;

/**
 * A chart of one game's own in Game → Charts, beside the dice every game gets: declared by the game's plug-in
 * (Long Cours' fortunes, Pistes' points per stage), drawn from the replayed journal alone.
 *
 * @param id    the chart's name in its tab and its file ({@code fortunes}: {@code NAME-fortunes.png})
 * @param words the keys of its words in {@code resources/i18n/charts*.properties}
 * @param shape lines over the x values, or bars side by side for each
 * @param data  the figures, from the replay
 */
public record GameChart(String id, Words words, Shape shape, Function<Replay, ChartTable> data) {

    public GameChart {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(words, "words");
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(data, "data");
    }

    /** How the series are drawn. */
    public enum Shape { LINES, BARS }

    /** The keys of a chart's words: its tab, its title, its two axes. */
    public record Words(String tab, String title, String x, String y) {
    }
}
