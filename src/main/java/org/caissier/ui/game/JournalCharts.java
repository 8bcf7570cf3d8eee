package org.caissier.ui.game;

import java.awt.Window;
import java.nio.file.Path;
import java.util.Locale;
import org.caissier.charts.GameCharts;
import org.caissier.table.Games;

/**
 * Game → Charts: what is drawn from a saved game's journal alone: the game's own charts (its plug-in's), then the
 * dice. The shell is handed the window by {@code app.Wiring} (through the {@link GameRegistry}), so that the chart
 * library loads only when first asked for.
 */
@FunctionalInterface
public interface JournalCharts {
    void show(Window owner, Path journal, Games games, GameCharts<?, ?> charts, Locale locale);
}
