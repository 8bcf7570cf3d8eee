package org.caissier.phone;

import java.util.Locale;
import org.caissier.live.LiveFrame;

/**
 * The frame every game's phone page shares: escaping, the document with the live head, the line saying when it was
 * updated, and one style sheet laid out for a phone first (360 px and up, no sideways scrolling: long names wrap),
 * light or dark after the phone's setting. No style attribute and no inline script: the live server's content
 * policy blocks them; the rows a player can mark as his carry {@code data-player}, which {@code live.js} reads.
 */
public final class PhoneHtml {
    private PhoneHtml() {}

    /**
     * Text made safe in HTML content and in a quoted attribute, either quote: the one escaping of every page the
     * program writes (the phone pages and the Cup's results page).
     */
    public static String esc(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** The attributes of a player's row or card: his name for the script that marks it, as a button for readers. */
    public static String player(String name) {
        return " data-player=\"" + esc(name) + "\"";
    }

    /**
     * A whole page: {@code title} and {@code body} already escaped, the frame's head inserted as it is, and under
     * the title the time of the snapshot in {@code updated} (already escaped, the words of {@link #updated}).
     */
    public static String document(String lang, String title, LiveFrame frame, String updated, String body) {
        return "<!DOCTYPE html>\n<html lang=\"" + lang + "\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<meta name=\"generator\" content=\"Caissier\">\n"
                + frame.head() + "<title>" + title + "</title>\n<style>\n" + STYLE + "</style>\n</head>\n<body>\n"
                + "<h1>" + title + "</h1>\n<p class=\"note\" id=\"updated\">" + updated + "</p>\n" + body
                + "</body>\n</html>\n";
    }

    /** The line under the title: when this page was made, and that it follows by itself; the tap hint. */
    public static String updated(LiveFrame frame, Locale language) {
        PhoneWords w = new PhoneWords("i18n.messages", language);
        return w.html("phone.updated", frame.time()) + " " + w.html("phone.tap");
    }

    // Phone first: one column, names that wrap, numbers right-aligned; a wider screen only gets more margin.
    private static final String STYLE = """
            :root { color-scheme: light dark; }
            * { box-sizing: border-box; }
            body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; color: #1d2733; background: #fff;
                   margin: .6em auto; max-width: 44em; padding: 0 .5em; line-height: 1.35; overflow-wrap: break-word; }
            h1 { font-size: 1.3em; margin: .2em 0; }
            h2 { font-size: 1.1em; margin: 1em 0 .3em; border-bottom: 2px solid #d7e3ef; padding-bottom: .1em; }
            .note { color: #566573; font-size: .85em; margin: .2em 0 .6em; }
            .turn { font-size: 1.15em; font-weight: bold; color: #0b5394; margin: .4em 0; }
            .news { background: #eef4fa; padding: .4em .6em; border-left: 4px solid #0b5394; margin: .5em 0; }
            .news p { margin: .15em 0; }
            .news .big { font-size: 1.2em; font-weight: bold; }
            table { border-collapse: collapse; width: 100%; margin: .3em 0; font-size: .92em; table-layout: auto; }
            th, td { border: 1px solid #c9d4df; padding: .25em .3em; text-align: left; vertical-align: top; }
            thead th { background: #eef4fa; font-size: .9em; }
            td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            /* A name breaks between its words and at its hyphens, never inside a word the column could hold. */
            td.name { font-weight: bold; hyphens: auto; }
            /* Where a long name's part is wider than a narrow phone's column, it breaks anywhere rather than widen the page. */
            td.name, .turn, .news, p, li, h1, h2 { overflow-wrap: anywhere; }
            .sub { display: block; font-weight: normal; color: #566573; font-size: .9em; }
            [data-player] { cursor: pointer; }
            tr.now td, li.now { background: #fff4cc; }
            tr.gone td { color: #7a8794; text-decoration: line-through; }
            tr.mine td, .mine { outline: 3px solid #e07b00; outline-offset: -3px; background: #ffe2bd; }
            ul { padding-left: 1.2em; margin: .3em 0; }
            @media screen and (prefers-color-scheme: dark) {
              body { color: #e6edf3; background: #12171d; }
              h2 { border-bottom-color: #2d3a48; }
              th, td { border-color: #3a4756; }
              thead th { background: #1e2935; }
              .note, .sub, tr.gone td { color: #9fb0c0; }
              .turn { color: #7fb6f0; }
              .news { background: #1e2935; border-left-color: #7fb6f0; }
              tr.now td, li.now { background: #3a3416; }
              tr.mine td, .mine { background: #4a3210; outline-color: #ffb055; }
            }
            """;
}
