package org.caissier.table;

import javax.swing.JLabel;
import org.caissier.longcours.Good;
import org.caissier.table.counter.CounterGame;

/** Code the architecture rules must refuse, so that a test can prove they would notice it. */
public final class BadExamples {
    private BadExamples() {}

    /** A home-made singleton. */
    public static final class Singleton {
        private static final Singleton ONE = new Singleton();

        private Singleton() {}

        public static Singleton getInstance() {
            return ONE;
        }
    }

    /** Kernel code that reaches for Swing. */
    public static final class Screen {
        public JLabel label() {
            return new JLabel();
        }
    }

    /** Kernel code that names a game instead of reaching it through its plug-in. */
    public static final class KnowsAGame {
        public boolean isGold(Object good) {
            return good == Good.GOLD;
        }
    }

    /** The kernel naming a game its tests play: as the game names the kernel, the two packages need each other. */
    public static final class KnowsTheCounter {
        public Object game() {
            return new CounterGame();
        }
    }

    /** A value with a named constant: not a singleton, must pass. */
    public record Constant(int value) {
        public static final Constant ZERO = new Constant(0);
    }
}
