package org.caissier.cup.export;

/**
 * The bits every results page shares: the page frame and its style sheet (screen and A4 print). Text is escaped by
 * {@link org.caissier.phone.PhoneHtml#esc}, the one escaping of every page the program writes.
 */
final class Html {
    private Html() {}

    /** A whole page (title already escaped): no script, no link, no font or image to fetch, so it opens and prints anywhere offline. */
    static String page(String lang, String title, String body) {
        return page(lang, title, body, "");
    }

    /** A whole page with more lines in its head (the live page's refresh, script and version; trusted markup). */
    static String page(String lang, String title, String body, String head) {
        return "<!DOCTYPE html>\n<html lang=\"" + lang + "\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<meta name=\"generator\" content=\"Caissier\">\n"
                + head + "<title>" + title + "</title>\n<style>\n" + STYLE + "</style>\n</head>\n<body>\n"
                + "<h1>" + title + "</h1>\n" + body + "</body>\n</html>\n";
    }

    // Light by default, dark when the reader's system asks for it (a phone at dusk); print stays light.
    private static final String STYLE = """
            :root { color-scheme: light dark; }
            body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; color: #1d2733; background: #fff;
                   margin: 2em auto; max-width: 60em; padding: 0 1em; line-height: 1.4; }
            h1 { font-size: 1.7em; margin-bottom: .2em; }
            h2 { font-size: 1.25em; margin-top: 1.6em; border-bottom: 2px solid #d7e3ef; padding-bottom: .15em; }
            table { border-collapse: collapse; margin: .6em 0; }
            th, td { border: 1px solid #c9d4df; padding: .3em .6em; text-align: left; vertical-align: top; }
            thead th { background: #eef4fa; }
            td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
            td.club, .under { color: #566573; }
            .under, abbr.short { display: none; }
            abbr.short { text-decoration: none; }
            .kind { margin-top: 0; color: #566573; }
            tr.leader td { font-weight: bold; }
            .cup { font-size: 1.3em; font-weight: bold; color: #0b5394; }
            .note { color: #566573; font-size: .9em; }
            .status, .was { color: #566573; font-size: .9em; }
            .corrected { font-style: italic; }
            dl.codes { display: grid; grid-template-columns: max-content 1fr; gap: .1em .8em; font-size: .9em; }
            dl.codes dt { font-weight: bold; }
            dl.codes dd { margin: 0; }
            table.cross td { text-align: center; min-width: 2.6em; }
            table.cross td.self { background: #e5e8eb; }
            .next { background: #eef4fa; padding: .4em .8em; border-left: 4px solid #0b5394; }
            table.cross th { text-align: left; }
            @media screen and (max-width: 40em) {
              body { margin: .6em auto; padding: 0 .5em; }
              h1 { font-size: 1.35em; }
              .next h2 { margin-top: .4em; }
              th, td { padding: .25em .35em; }
              table { display: block; overflow-x: auto; font-size: .92em; }
              /* The standings fit a phone's width: the club goes under the name, the race columns of a series
                 stay in the races' own tables, and a long name wraps rather than pushing the tie-break off. */
              table#standings { display: table; width: 100%; font-size: .85em; }
              #standings th, #standings td { padding: .25em .3em; }
              #standings th.club, #standings td.club, #standings .race-score, #standings .long { display: none; }
              #standings .under, #standings abbr.short { display: block; }
              #standings .under { font-size: .9em; }
              #standings td.crew { overflow-wrap: anywhere; }
              /* The schedule too: four columns of 40-character names wrap in their cells, never widen the page. */
              table#schedule { display: table; width: 100%; font-size: .85em; }
              #schedule th, #schedule td { padding: .25em .3em; overflow-wrap: anywhere; }
              h1, h2, p, li, dd { overflow-wrap: anywhere; }
            }
            @media screen and (prefers-color-scheme: dark) {
              body { color: #e6edf3; background: #12171d; }
              h2 { border-bottom-color: #2d3a48; }
              th, td { border-color: #3a4756; }
              thead th { background: #1e2935; }
              td.club, .note, .under, .kind { color: #9fb0c0; }
              .cup { color: #7fb6f0; }
              .next { background: #1e2935; border-left-color: #7fb6f0; }
              table.cross td.self { background: #2a333d; }
            }
            @media print {
              @page { size: A4; margin: 15mm; }
              body { margin: 0; max-width: none; font-size: 10pt; }
              h2 { break-after: avoid; }
              table { break-inside: auto; }
              tr { break-inside: avoid; }
              thead { display: table-header-group; }
            }
            """;
}
