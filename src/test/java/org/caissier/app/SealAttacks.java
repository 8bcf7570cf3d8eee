package org.caissier.app;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** Tests that attack a sealed Espion journal: a folder of their own, and the attack's journal and verdicts there. */
abstract class SealAttacks {
    @TempDir
    Path dir;

    SealAttack attack;

    @BeforeEach
    void attackIn() {
        attack = new SealAttack(dir);
    }
}
