package org.caissier.table;

import java.util.List;
import java.util.Locale;

/**
 * Something the kernel has to tell, as a key of its texts ({@code table.*} in the rule texts) and the arguments,
 * said in the reader's language when it is shown.
 */
public record Said(String key, List<Object> args) implements Phrase {
    public Said {
        args = List.copyOf(args);
    }

    public static Said of(String key, Object... args) {
        return new Said(key, List.of(args));
    }

    @Override
    public String in(Locale locale) {
        return RuleTexts.format(key, args, locale);
    }
}
