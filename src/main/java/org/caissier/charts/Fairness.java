package org.caissier.charts;

/**
 * Pearson's chi-square test of six face counts against a fair die (each face 1/6, five degrees of freedom).
 *
 * @param rolls     how many dice
 * @param chiSquare the statistic: the sum over the faces of (count − expected)² / expected
 * @param p         the chance that a fair die gives a statistic this large or larger
 * @param verdict   what to tell the table
 */
public record Fairness(int rolls, double chiSquare, double p, Verdict verdict) {

    /** Below this many rolls a face is expected fewer than 5 times and the test says nothing worth reading. */
    public static final int ENOUGH = 30;
    /** The level under which a die is called suspect. */
    public static final double LEVEL = 0.05;

    public enum Verdict {
        TOO_FEW_ROLLS,
        FAIR,
        SUSPECT
    }

    public static Fairness of(int[] counts) {
        if (counts.length != 6) {
            throw new IllegalArgumentException("six faces, not " + counts.length);
        }
        int n = DiceTally.total(counts);
        double expected = n / 6.0;
        double chi = 0;
        if (n > 0) {
            for (int c : counts) {
                chi += (c - expected) * (c - expected) / expected;
            }
        }
        double p = n == 0 ? 1 : survival5(chi);
        Verdict v = n < ENOUGH ? Verdict.TOO_FEW_ROLLS : p < LEVEL ? Verdict.SUSPECT : Verdict.FAIR;
        return new Fairness(n, chi, p, v);
    }

    /**
     * P(χ² ≥ x) with 5 degrees of freedom. For an odd number of degrees the survival function has a closed form:
     * erfc(√(x/2)) + √(2x/π)·e^(−x/2)·(1 + x/3).
     */
    static double survival5(double x) {
        if (x <= 0) {
            return 1;
        }
        double q = erfc(Math.sqrt(x / 2)) + Math.sqrt(2 * x / Math.PI) * Math.exp(-x / 2) * (1 + x / 3);
        return Math.max(0, Math.min(1, q));
    }

    /** The complementary error function, to about 1e-7 (the Chebyshev fit of Numerical Recipes' erfcc). */
    static double erfc(double x) {
        double z = Math.abs(x);
        double t = 1 / (1 + 0.5 * z);
        double r = t
                * Math.exp(
                        -z * z
                                - 1.26551223
                                + t
                                        * (1.00002368
                                                + t
                                                        * (0.37409196
                                                                + t
                                                                        * (0.09678418
                                                                                + t
                                                                                        * (-0.18628806
                                                                                                + t
                                                                                                        * (0.27886807
                                                                                                                + t
                                                                                                                        * (-1.13520398
                                                                                                                                + t
                                                                                                                                        * (1.48851587
                                                                                                                                                + t
                                                                                                                                                        * (-0.82215223
                                                                                                                                                                + t
                                                                                                                                                                        * 0.17087277)))))))));
        return x >= 0 ? r : 2 - r;
    }
}
