package org.caissier.testing;

import java.util.ArrayList;
import java.util.List;
import org.caissier.app.Wiring;
import org.caissier.espion.EspionModule;
import org.caissier.espion.ui.EspionUi;
import org.caissier.table.SealKdf;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameRegistry;

/**
 * The cheapest Argon2id the seal accepts, for tests: a screen test that types a PIN would otherwise spend most of
 * its time deriving keys. A file sealed with it names its cost on its sealing line, so it opens as any other.
 * {@code EspionShippedSealGuiTest} proves that the program itself seals with {@link SealKdf#newGames()}.
 */
public final class CheapSeal {
    /** 8 KiB, one pass, one lane: the least {@link SealKdf.Argon2id} takes. */
    public static final SealKdf KDF = new SealKdf.Argon2id(SealKdf.Argon2id.MIN_MEMORY_KIB, 1, 1);

    private CheapSeal() {}

    /** The program's games, Espion sealing its new games with {@link #KDF}. */
    public static GameRegistry registry() {
        List<GamePlugin<?, ?>> plugins = new ArrayList<>();
        for (GamePlugin<?, ?> p : Wiring.plugins()) {
            plugins.add(p.id().equals(EspionModule.ID) ? EspionUi.withSealing(KDF) : p);
        }
        return Wiring.registry(plugins);
    }
}
