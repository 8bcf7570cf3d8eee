package org.caissier.espion;

import java.util.Locale;

/** Espion lines in plain words, French and English. The secret ones are told in full only to the spy. */
final class EspionDescriber {

    String describe(EspionState before, EspionCommand command, Locale locale) {
        boolean fr = "fr".equals(locale.getLanguage());
        int scale = before.scale();
        if (command instanceof EspionCommand.Start s) {
            return fr ? s.spy() + " part de " + s.place() : s.spy() + " starts at " + s.place();
        } else if (command instanceof EspionCommand.Circle c) {
            String radius = Cm.say(c.radius(), scale, fr);
            String centre = c.centre().map(p -> fr ? " autour de " + p : " around " + p).orElse("");
            return fr ? c.hunter() + " trace un cercle de " + radius + centre
                    : c.hunter() + " draws a circle of " + radius + centre;
        } else if (command instanceof EspionCommand.Answer a) {
            return fr ? a.spy() + (a.inside() ? " est dans le cercle" : " est hors du cercle")
                    : a.spy() + (a.inside() ? " is inside the circle" : " is outside the circle");
        } else if (command instanceof EspionCommand.Roadblock r) {
            String roads = String.join(", ", r.roads());
            return fr ? r.hunter() + " coupe " + roads : r.hunter() + " cuts " + roads;
        } else if (command instanceof EspionCommand.Move m) {
            String distance = Cm.say(m.distance(), scale, fr);
            return fr ? m.spy() + " va à " + m.place() + ", à " + distance + " du départ du tour"
                    : m.spy() + " moves to " + m.place() + ", " + distance + " from where the turn started";
        } else if (command instanceof EspionCommand.Escape e) {
            return fr ? e.spy() + " franchit la frontière et gagne" : e.spy() + " crosses the border and wins";
        } else if (command instanceof EspionCommand.Surrender s) {
            return fr ? s.spy() + " n'a plus de mouvement : " + before.hunter() + " gagne"
                    : s.spy() + " has no move left: " + before.hunter() + " wins";
        }
        throw new IllegalArgumentException("not an Espion command: " + command);
    }

    /** A sealed line for everyone else: that the spy chose his start, or moved. */
    String sealed(EspionState before, Locale locale) {
        boolean fr = "fr".equals(locale.getLanguage());
        if (before.phase() == Phase.START) {
            return fr ? "l'espion choisit son départ" : "the spy chose his start";
        }
        return fr ? "l'espion s'est déplacé" : "the spy moved";
    }
}
