package org.caissier.ui.kit;

/** Words a player typed or a bundle holds, put into a Swing label's HTML as text, never as markup. */
public final class SwingHtml {
    private SwingHtml() {}

    /** {@code text} with the characters Swing's HTML reads as markup written as entities. */
    public static String text(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
