package org.caissier.ui;

import java.awt.Window;
import java.nio.file.Path;
import java.util.Locale;
import org.caissier.table.Games;

/**
 * Game → Charts: what is drawn from a saved game's journal alone. The charts know each game's states, so the shell
 * is handed them by {@code app.Wiring} (through the {@link GameRegistry}) instead of naming them.
 */
@FunctionalInterface
public interface JournalCharts {
    void show(Window owner, Path journal, Games games, Locale locale);
}
