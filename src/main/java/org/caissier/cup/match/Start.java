package org.caissier.cup.match;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.caissier.table.RuleViolation;

/**
 * The start procedure of the advanced rules (AC-START-1/2): the manoeuvres made, the cards turned up for the
 * next one (typed in, the program never draws), how many ties were redrawn, and who starts first.
 */
public record Start(List<Manoeuvre> manoeuvres, Map<String, Integer> turned, int redraws, String startsFirst) {
    public static final int MANOEUVRES = 5;

    /** One manoeuvre: the higher card moves first (AC-START-1). */
    public record Manoeuvre(String first, int firstValue, String second, int secondValue) {}

    public Start {
        manoeuvres = List.copyOf(manoeuvres);
        turned = Map.copyOf(turned);
    }

    static Start none() {
        return new Start(List.of(), Map.of(), 0, null);
    }

    public boolean manoeuvresDone() {
        return manoeuvres.size() == MANOEUVRES;
    }

    public boolean done() {
        return startsFirst != null;
    }

    /** A card turned up for the next manoeuvre; with both in, a tie is redrawn, else the manoeuvre is made. */
    Start turn(String crew, int value, List<String> crews) {
        if (manoeuvresDone()) {
            throw RuleViolation.of("AC-START-1", "cupmatch.start.done");
        }
        if (value < 2 || value > 5) {
            throw RuleViolation.of("AC-START-1", "cupmatch.start.cardValue", value);
        }
        if (turned.containsKey(crew)) {
            throw RuleViolation.of("AC-START-1", "cupmatch.start.turned", crew, turned.get(crew));
        }
        Map<String, Integer> t = new LinkedHashMap<>(turned);
        t.put(crew, value);
        if (t.size() < crews.size()) {
            return new Start(manoeuvres, t, redraws, null);
        }
        String a = crews.get(0);
        String b = crews.get(1);
        if (t.get(a).equals(t.get(b))) {
            return new Start(manoeuvres, Map.of(), redraws + 1, null);
        }
        String first = t.get(a) > t.get(b) ? a : b;
        String second = first.equals(a) ? b : a;
        List<Manoeuvre> m = new ArrayList<>(manoeuvres);
        m.add(new Manoeuvre(first, t.get(first), second, t.get(second)));
        return new Start(m, Map.of(), redraws, null);
    }

    Start startsFirst(String crew) {
        if (!manoeuvresDone()) {
            throw RuleViolation.of("AC-START-2", "cupmatch.start.afterManoeuvres", manoeuvres.size());
        }
        if (startsFirst != null) {
            throw RuleViolation.of("AC-START-2", "cupmatch.start.already", startsFirst);
        }
        return new Start(manoeuvres, turned, redraws, crew);
    }

    /** Whether the tie of the last two cards was redrawn: no card turned since the last redraw or manoeuvre. */
    public boolean awaitingCards() {
        return turned.isEmpty();
    }
}
