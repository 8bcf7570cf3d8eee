package org.caissier.app;

import java.util.List;
import org.caissier.table.GameModule;
import org.caissier.table.Games;

/** The games this build knows. */
public final class Wiring {
    private Wiring() {
    }

    public static Games games() {
        return new Games(modules());
    }

    static List<GameModule> modules() {
        return List.of();
    }
}
