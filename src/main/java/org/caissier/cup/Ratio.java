package org.caissier.cup;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import org.caissier.table.TextPattern;

/**
 * An exact non-negative fraction: points in halves (a dead heat, C10.1; a shared place, A7) and averages per
 * match sailed (C10.3) compare exactly, with no floating-point ties that are not ties.
 */
public record Ratio(long num, long den) implements Comparable<Ratio> {
    public static final Ratio ZERO = new Ratio(0, 1);

    public Ratio {
        if (den <= 0) {
            throw new IllegalArgumentException("denominator must be positive: " + den);
        }
        long g = gcd(Math.abs(num), den);
        if (g > 1) {
            num /= g;
            den /= g;
        }
    }

    public static Ratio of(long whole) {
        return new Ratio(whole, 1);
    }

    public static Ratio halves(long halves) {
        return new Ratio(halves, 2);
    }

    /** {@code num / den}, or zero when nothing was sailed. */
    public static Ratio average(Ratio total, long count) {
        return count == 0 ? ZERO : new Ratio(total.num, total.den * count);
    }

    public Ratio plus(Ratio o) {
        return new Ratio(num * o.den + o.num * den, den * o.den);
    }

    public Ratio minus(Ratio o) {
        return new Ratio(num * o.den - o.num * den, den * o.den);
    }

    @Override
    public int compareTo(Ratio o) {
        return Long.compare(num * o.den, o.num * den);
    }

    /** For JSON: an integer when whole, else a decimal (3 places at most: 2/3 prints 0.667). */
    public Number json() {
        if (den == 1) {
            return num;
        }
        return BigDecimal.valueOf(num)
                .divide(BigDecimal.valueOf(den), 3, RoundingMode.HALF_EVEN)
                .stripTrailingZeros();
    }

    /** For people: 1, 2.5, 0.667. */
    public String text() {
        return json() instanceof BigDecimal b ? b.toPlainString() : String.valueOf(num);
    }

    /** For people in a language: 2,5 on a French screen or page, 2.5 otherwise (files keep {@link #text()}). */
    public String text(Locale locale) {
        return TextPattern.french(locale) ? text().replace('.', ',') : text();
    }

    private static long gcd(long a, long b) {
        return b == 0 ? Math.max(a, 1) : gcd(b, a % b);
    }
}
