package org.caissier.cup.export;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.caissier.cup.EventInfo;
import java.util.Map;
import org.caissier.cup.Ratio;

/**
 * The words of the results page in English or French (the screen exports in its language; {@code run --export}
 * in English unless {@code --lang fr}). Tie-break ids ({@code points}, {@code C11.1(a)}, {@code sail-off} …) and
 * codes stay as the rules name them.
 */
final class PageWords {
    private static final Map<String, String[]> WORDS = Map.ofEntries(
            Map.entry("tournament", new String[] {"America's Cup tournament — results", "Tournoi de l’America’s Cup — résultats"}),
            Map.entry("regatta", new String[] {"America's Cup regatta — results", "Régate de l’America’s Cup — résultats"}),
            Map.entry("cup", new String[] {"Cup winner: %s", "La Coupe revient à %s"}),
            Map.entry("noCup", new String[] {"The Cup is not decided yet.", "La Coupe n’est pas encore attribuée."}),
            Map.entry("standings", new String[] {"Standings", "Classement"}),
            Map.entry("void", new String[] {"The round robin was ended early and a crew sailed less than a third of its "
                    + "matches: it is disregarded (RRS C10.3).", "Le round robin a été arrêté et un équipage a couru moins "
                    + "d’un tiers de ses matchs\u202F: il est annulé (RRS C10.3)."}),
            Map.entry("rank", new String[] {"Rank", "Rang"}),
            Map.entry("crew", new String[] {"Crew", "Équipage"}),
            Map.entry("club", new String[] {"Club", "Club"}),
            Map.entry("wins", new String[] {"Wins", "Victoires"}),
            Map.entry("points", new String[] {"Points", "Points"}),
            Map.entry("sailed", new String[] {"Sailed", "Courus"}),
            Map.entry("average", new String[] {"Average", "Moyenne"}),
            Map.entry("tiebreak", new String[] {"Tie-break", "Départage"}),
            Map.entry("pointsNote", new String[] {"Points: 1 a win (RRS C10.1); ties: points between the tied crews "
                    + "(C11.1(a)), then a sail-off when the tie decides a finalist; \"shared\" when it decides nothing.",
                    "Points\u202F: 1 par victoire (RRS C10.1)\u202F; égalités\u202F: points entre les équipages à égalité (C11.1(a)), "
                    + "puis un barrage si l’égalité décide d’un finaliste\u202F; «\u202Fex æquo\u202F» si elle ne décide de rien."}),
            Map.entry("final", new String[] {"Final", "Finale"}),
            Map.entry("noFinalists", new String[] {"The finalists are not decided yet.", "Les finalistes ne sont pas encore connus."}),
            Map.entry("firstTo", new String[] {"first to %d", "premier à %d"}),
            Map.entry("beat", new String[] {"%s beat %s", "%s bat %s"}),
            Map.entry("sailOffs", new String[] {"Sail-offs", "Barrages"}),
            Map.entry("due", new String[] {"Due for place %d: %s", "Demandé pour la place %d\u202F: %s"}),
            Map.entry("schedule", new String[] {"Schedule and results", "Programme et résultats"}),
            Map.entry("round", new String[] {"Round", "Tour"}),
            Map.entry("first", new String[] {"First named", "Nommé en premier"}),
            Map.entry("second", new String[] {"Second", "Second"}),
            Map.entry("winner", new String[] {"Winner", "Vainqueur"}),
            Map.entry("note", new String[] {"Note", "Note"}),
            Map.entry("deadHeat", new String[] {"dead heat", "ex æquo"}),
            Map.entry("dsq", new String[] {"%s disqualified (C10.5(b)): no point",
                    "%s disqualifié (C10.5(b))\u202f: aucun point"}),
            Map.entry("tournamentKind", new String[] {"America's Cup tournament", "Tournoi de l’America’s Cup"}),
            Map.entry("regattaKind", new String[] {"America's Cup regatta", "Régate de l’America’s Cup"}),
            Map.entry("notSailed", new String[] {"not sailed", "non couru"}),
            Map.entry("bye", new String[] {"Bye: %s", "Exempt\u202F: %s"}),
            Map.entry("cross", new String[] {"Cross table", "Tableau croisé"}),
            Map.entry("won", new String[] {"W%d", "G%d"}),
            Map.entry("lost", new String[] {"L%d", "P%d"}),
            Map.entry("races", new String[] {"Races sailed: %d; discarded per crew: %d. Low-point scoring (RRS Appendix A).",
                    "Courses courues\u202F: %d\u202F; retirées par équipage\u202F: %d. Système de points a minima (RRS annexe A)."}),
            Map.entry("series", new String[] {"Series", "Classement général"}),
            Map.entry("total", new String[] {"Total", "Total"}),
            Map.entry("net", new String[] {"Net", "Net"}),
            Map.entry("seriesNote", new String[] {"Scores in brackets are discarded (A2). A code (DNC DNS OCS DNF RET "
                    + "DSQ) scores the number of entries plus one (A5.2); tied crews share the places' points (A7); "
                    + "series ties: A8.1, then A8.2.", "Les scores entre parenthèses sont retirés (A2). Un code (DNC DNS "
                    + "OCS DNF RET DSQ) vaut le nombre d’inscrits plus un (A5.2)\u202F; des équipages ex æquo partagent les "
                    + "points des places (A7)\u202F; égalités au classement\u202F: A8.1, puis A8.2."}),
            Map.entry("racesTitle", new String[] {"Races", "Courses"}),
            Map.entry("race", new String[] {"Race %d", "Course %d"}),
            Map.entry("place", new String[] {"Place", "Place"}),
            Map.entry("code", new String[] {"Code", "Code"}),
            Map.entry("next", new String[] {"Next", "À suivre"}),
            Map.entry("nextRound", new String[] {"Round %d:", "Tour %d\u202F:"}),
            Map.entry("vs", new String[] {"%s – %s", "%s – %s"}),
            Map.entry("nextFinal", new String[] {"Final: %s – %s", "Finale\u202F: %s – %s"}),
            Map.entry("nextRace", new String[] {"Race %d is next.", "Prochaine course\u202F: la %d."}),
            Map.entry("nothingNext", new String[] {"No match left to sail.", "Plus aucun match à courir."}),
            Map.entry("updated", new String[] {"Updated at %s — this page follows the results by itself.",
                    "Mis à jour à %s — cette page suit les résultats d’elle-même."}),
            Map.entry("nowSailing", new String[] {"Now sailing: %s", "En course\u202F: %s"}));

    /** The standings' headings as a phone shows them, where the whole word would push the tie-break off. */
    private static final Map<String, String[]> SHORT = Map.of(
            "rank", new String[] {"#", "#"},
            "wins", new String[] {"W", "V"},
            "points", new String[] {"Pts", "Pts"},
            "average", new String[] {"Avg", "Moy."},
            "tiebreak", new String[] {"Tie-br.", "Dép."});

    private final boolean french;

    PageWords(Locale locale) {
        this.french = "fr".equals(locale.getLanguage());
    }

    /** The page's title and heading: the event's name when it has one, else what kind of event it is. */
    String title(String kind, EventInfo event) {
        String title = event.name() == null ? get(kind) : Html.esc(event.name());
        return event.date() == null ? title : title + " — " + date(event.date());
    }

    /** The line under the heading of a named event: what kind of event it is. */
    String subtitle(String kind, EventInfo event) {
        return event.name() == null ? "" : "<p class=\"kind\" id=\"kind\">" + get(kind + "Kind") + "</p>\n";
    }

    /** A date as the reader writes it: 16 May 2026, 16 mai 2026. */
    String date(LocalDate date) {
        return Html.esc(date.format(DateTimeFormatter.ofPattern("d MMMM uuuu", french ? Locale.FRENCH : Locale.ENGLISH)));
    }

    /** A standings heading named by its column (col-KEY), in a short form too where a phone needs one. */
    String heading(String key, boolean number) {
        String[] both = SHORT.get(key);
        String words = both == null ? get(key)
                : "<span class=\"long\">" + get(key) + "</span><abbr class=\"short\" title=\"" + get(key) + "\">"
                + Html.esc(both[french ? 1 : 0]) + "</abbr>";
        return "<th class=\"" + (number ? "num " : "") + "col-" + key + "\">" + words + "</th>";
    }

    String lang() {
        return french ? "fr" : "en";
    }

    /**
     * A tie-break step in the page's language: the steps the program names itself ("sail-off", "withdrawn",
     * "shared"…) in French on a French page, their ids on an English one; the Racing Rules' numbers (C11.1(a), A8.2)
     * as the rules print them. HTML-escaped.
     */
    String tiebreak(String step) {
        String french = switch (step) {
            case "points" -> "points";
            case "average" -> "moyenne";
            case "shared" -> "ex æquo";
            case "pending" -> "en attente";
            case "sail-off" -> "barrage";
            case "withdrawn" -> "forfait";
            case "net" -> "score net";
            default -> step;
        };
        return Html.esc(french() ? french : step);
    }

    /** A score or an average as the page's language writes it: 2,5 in French. */
    String num(Ratio r) {
        return r.text(french ? Locale.FRENCH : Locale.ENGLISH);
    }

    boolean french() {
        return french;
    }

    /** The text for a key, HTML-escaped, with {@code %s}/{@code %d} filled in (the arguments escaped too). */
    String get(String key, Object... args) {
        String[] both = WORDS.get(key);
        if (both == null) {
            throw new IllegalArgumentException("no words for " + key);
        }
        Object[] safe = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            safe[i] = args[i] instanceof String s ? Html.esc(s) : args[i];
        }
        return String.format(french ? Locale.FRENCH : Locale.ENGLISH, Html.esc(both[french ? 1 : 0]), safe);
    }
}
