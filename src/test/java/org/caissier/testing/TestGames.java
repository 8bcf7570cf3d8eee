package org.caissier.testing;

import java.util.ArrayList;
import java.util.List;
import org.caissier.app.Wiring;
import org.caissier.table.counter.CounterUi;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameRegistry;

/** The games the tests know: the program's, and the counter game as a fifth, added as any new game would be. */
public final class TestGames {
    private TestGames() {}

    public static GameRegistry registry() {
        List<GamePlugin<?, ?>> plugins = new ArrayList<>(Wiring.plugins());
        plugins.add(CounterUi.plugin()); // the one line a new game takes (app.Wiring, for the program's own)
        return Wiring.registry(plugins);
    }
}
