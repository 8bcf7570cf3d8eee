package org.caissier.phone;

/**
 * The players' table of a game's phone page: its heading and head row, and each player's row opened with the marks
 * the style sheet and {@code live.js} read (his turn now, out of the game, his name). The cells are the game's own.
 */
public final class PlayersTable {
    private PlayersTable() {}

    /** A head cell: its CSS classes ({@code num} right-aligns a number) and its words, already escaped. */
    public record Column(String classes, String words) {}

    /** The heading (already escaped), the table's start and its head row. */
    public static void start(StringBuilder b, String heading, Column... columns) {
        b.append("<h2>").append(heading).append("</h2>\n<table id=\"players\">\n<thead><tr>");
        for (Column c : columns) {
            b.append("<th class=\"")
                    .append(c.classes())
                    .append("\">")
                    .append(c.words())
                    .append("</th>");
        }
        b.append("</tr></thead>\n<tbody>\n");
    }

    /** A player's row opened: marked now when it is his turn, gone when he is out of the game. */
    public static void row(StringBuilder b, String name, boolean now, boolean gone) {
        String classes = now && gone ? "now gone" : now ? "now" : gone ? "gone" : "";
        b.append("<tr")
                .append(classes.isEmpty() ? "" : " class=\"" + classes + "\"")
                .append(PhoneHtml.player(name))
                .append(">");
    }

    public static void end(StringBuilder b) {
        b.append("</tbody>\n</table>\n");
    }
}
