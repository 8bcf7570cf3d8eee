package org.caissier.table;

/** A face of the six-sided die every game rolls: 1 to 6, any other number refused under the game's rule. */
public final class DieFace {
    public static final int LOWEST = 1;
    public static final int HIGHEST = 6;

    private DieFace() {}

    public static boolean valid(int face) {
        return face >= LOWEST && face <= HIGHEST;
    }

    /** The face, or a refusal under {@code ruleId} saying that a die shows 1 to 6. */
    public static int require(int face, String ruleId) {
        if (!valid(face)) {
            throw RuleViolation.of(ruleId, "table.die.face", face);
        }
        return face;
    }

    /** The face a typed character shows ({@code '1'} to {@code '6'}), or -1 for any other character. */
    public static int of(char typed) {
        int face = typed - '0';
        return valid(face) ? face : -1;
    }
}
