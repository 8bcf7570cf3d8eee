package org.caissier.ui;

import java.util.Objects;
import org.caissier.device.ButtonMapping;
import org.caissier.table.GameModule;
import org.caissier.table.Seats;

/**
 * Everything the program knows of one game, in one typed description:
 * <ul>
 *   <li>{@code module}: the headless part — the id, the seats, and {@code start}, which reads the {@code game} line
 *       and gives the rules (parser, {@code apply}, describer, JSON view) with the first state. {@code run} uses
 *       nothing else.</li>
 *   <li>{@code screens}: the screen factory — the name, the new-game dialog, the table view, and the Game menu
 *       items, which receive the open session of this game.</li>
 *   <li>{@code boxDefaults}: what the box's buttons mean in this game until the table changes it.</li>
 * </ul>
 * A game's {@code ui} package offers one (e.g. {@code LongCoursUi.plugin()}); {@code app.Wiring} lists them.
 */
public record GamePlugin(GameModule module, GameUi screens, ButtonMapping boxDefaults) {

    public GamePlugin {
        Objects.requireNonNull(module, "module");
        Objects.requireNonNull(screens, "screens");
        Objects.requireNonNull(boxDefaults, "boxDefaults");
        if (!module.id().equals(screens.gameId())) {
            throw new IllegalArgumentException("the screens of " + screens.gameId() + " given for game " + module.id());
        }
    }

    /** A game that knows no box: its roll button rolls, nothing else. */
    public GamePlugin(GameModule module, GameUi screens) {
        this(module, screens, ButtonMapping.standard());
    }

    /** The id of its {@code game} line. */
    public String id() {
        return module.id();
    }

    /** How many players or crews it takes, as its module declares. */
    public Seats seats() {
        return module.seats();
    }
}
