package org.caissier.table;

import java.security.SecureRandom;
import java.util.Random;

/** The program's own dice: fair six-sided dice from a secure generator, answered at once. */
public final class VirtualDice implements DiceSource {
    private final Random random;

    public VirtualDice() {
        this(new SecureRandom());
    }

    /** With a given generator, for tests. */
    public VirtualDice(Random random) {
        this.random = random;
    }

    @Override
    public DiceOrigin origin() {
        return DiceOrigin.VIRTUAL;
    }

    @Override
    public void roll(int count, String purpose, Answer answer) {
        int[] faces = new int[count];
        for (int i = 0; i < count; i++) {
            faces[i] = 1 + random.nextInt(6);
        }
        answer.faces(faces);
    }
}
