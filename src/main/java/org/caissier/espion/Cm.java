package org.caissier.espion;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.regex.Pattern;
import org.caissier.table.RuleViolation;
import org.caissier.table.Said;

/** Distances on the map in centimetres, read and written exactly, and in kilometres at the map's scale. */
public final class Cm {
    // ASCII digits only: look-alike digits from other scripts are refused, not read as numbers.
    private static final Pattern FORM = Pattern.compile("[0-9]{1,3}([.,][0-9]{1,2})?");
    private static final BigDecimal CM_PER_KM = BigDecimal.valueOf(100_000);

    private Cm() {}

    /** A distance as typed: {@code 4}, {@code 3.5} or {@code 3,5} (up to 999.99 cm). */
    public static BigDecimal parse(String word, Said what) {
        if (!FORM.matcher(word).matches()) {
            throw RuleViolation.syntaxOf("espion.cm.notALength", word, what);
        }
        return new BigDecimal(word.replace(',', '.'));
    }

    /** The canonical text form: {@code 3.5}, {@code 4}. */
    public static String text(BigDecimal cm) {
        return cm.stripTrailingZeros().toPlainString();
    }

    /** The same distance in kilometres on the ground at 1:{@code scale}, to 0.1 km. */
    public static BigDecimal km(BigDecimal cm, int scale) {
        BigDecimal km = cm.multiply(BigDecimal.valueOf(scale))
                .divide(CM_PER_KM, 1, RoundingMode.HALF_UP)
                .stripTrailingZeros();
        // 10 stripped is 1E+1, which JSON would print as such: whole numbers keep a scale of 0.
        return km.scale() < 0 ? km.setScale(0) : km;
    }

    /** {@code 3.5 cm (7 km)}, or with a decimal comma in French. */
    public static String say(BigDecimal cm, int scale, boolean french) {
        String text = text(cm) + " cm (" + km(cm, scale).toPlainString() + " km)";
        return french ? text.replace('.', ',') : text;
    }
}
