package org.caissier.testing;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Names as long as a name may be (40 characters, {@code NameCheck}), accented and hyphenated, as French players are
 * called: screens are tried with them for the most players a game takes.
 */
public final class LongNames {
    public static final List<String> ALL = List.of(
            "Anne-Sophie Delacroix-Montbrison-Lévêque",
            "Jean-Christophe Écuyer-Villeneuve-Bérard",
            "Marie-Antoinette Désirée Lefèvre-Dumouli",
            "Pierre-Alexandre Hébert-Château-Girardot",
            "Bérengère-Éléonore Quintin-Saint-Exupéry",
            "Charles-Henri Beaumont-Lévesque-Périgord",
            "Marie-Josèphe Vandenbroucke-Aubépineraie",
            "Gwendoline-Héloïse Fournier-Montgolfière",
            "Maximilien-Édouard Chevalier-Duplessisse",
            "Anne-Charlotte Bélanger-Rochefoucauldine",
            "Jean-Baptiste Théophile Marchand-Séguret",
            "Véronique-Amélie Courtois-Desjardinières",
            "Guillaume-Frédéric Lacroix-Sainte-Mariel",
            "Éléonore-Clémence Dubois-Fontainebleaues",
            "Marguerite-Cécile Lemaître-Carcassonnais",
            "Christophe-Hervé Delaunay-Mont-Blancheur");

    private LongNames() {}

    /** The first {@code n} names, quoted, as a game command takes them. */
    public static String quoted(int n) {
        return ALL.subList(0, n).stream().map(s -> "\"" + s + "\"").collect(Collectors.joining(" "));
    }
}
