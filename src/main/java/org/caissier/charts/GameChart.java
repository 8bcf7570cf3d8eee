package org.caissier.charts;

import java.util.Objects;
import java.util.function.Function;
import org.caissier.table.Command;

/**
 * A chart of one game's own in Game → Charts, beside the dice every game gets: declared by the game's plug-in
 * (Long Cours' fortunes, Pistes' points per stage), drawn from the replayed journal alone.
 *
 * @param id    the chart's name in its tab and its file ({@code fortunes}: {@code NAME-fortunes.png})
 * @param words its words, in its game's own bundle
 * @param shape lines over the x values, or bars side by side for each
 * @param data  the figures, from the replay of a game of its own
 * @param <S>   the game's state
 * @param <C>   the game's command type
 */
public record GameChart<S, C extends Command>(
        String id, Words words, Shape shape, Function<Replay<S, C>, ChartTable> data) {

    public GameChart {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(words, "words");
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(data, "data");
    }

    /** How the series are drawn. */
    public enum Shape {
        LINES,
        BARS
    }

    /**
     * A chart's words: the game's bundle that holds them ({@code i18n.longcours}: the game brings its words, the
     * charts window only its own) and the keys of its tab, its title, its two axes.
     */
    public record Words(String bundle, String tab, String title, String x, String y) {
        public Words {
            Objects.requireNonNull(bundle, "bundle");
        }
    }
}
