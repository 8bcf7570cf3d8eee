package org.caissier.table;

import java.util.Locale;

/** Words said in the reader's language: a text of the bundles ({@link Said}) or a pair written out. */
public sealed interface Phrase permits Said, RuleViolation.Both {
    /** In French for {@code fr}, in English otherwise. */
    String in(Locale locale);
}
