package org.caissier.table;

import java.security.SecureRandom;
import java.util.Objects;
import java.util.Random;

/** The program's own dice: fair six-sided dice from a secure generator, answered at once. */
public final class VirtualDice implements DiceSource {
    private Random random;

    /**
     * The secure generator is made at the first roll: making it loads the security providers (about 45 classes),
     * which the window need not wait for before it first appears.
     */
    public VirtualDice() {
        this.random = null;
    }

    /** With a given generator, for tests. */
    public VirtualDice(Random random) {
        this.random = Objects.requireNonNull(random, "random");
    }

    private synchronized Random random() {
        if (random == null) {
            random = new SecureRandom();
        }
        return random;
    }

    @Override
    public DiceOrigin origin() {
        return DiceOrigin.VIRTUAL;
    }

    @Override
    public void roll(int count, String purpose, Answer answer) {
        Random random = random();
        int[] faces = new int[count];
        for (int i = 0; i < count; i++) {
            faces[i] = 1 + random.nextInt(6);
        }
        answer.faces(faces);
    }
}
