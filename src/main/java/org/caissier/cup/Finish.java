package org.caissier.cup;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.caissier.table.Words;

/**
 * One word of a finishing order: one crew, or crews tied for the same place ({@code B+D}, A7), or crews with a
 * scoring code instead of a place ({@code F=DNF}, A5.2).
 */
public record Finish(List<String> crews, Code code) {
    public Finish {
        crews = List.copyOf(crews);
    }

    public String text() {
        String names = crews.stream().map(Words::quote).collect(Collectors.joining("+"));
        return code == null ? names : names + "=" + code.name();
    }

    /** The A5.2 codes: each scores the number of entries plus one. */
    public enum Code {
        DNC,
        DNS,
        OCS,
        DNF,
        RET,
        DSQ;

        public static Code read(String word) {
            try {
                return valueOf(word.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
    }
}
