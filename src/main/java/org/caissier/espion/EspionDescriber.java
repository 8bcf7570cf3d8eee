package org.caissier.espion;

import java.util.Locale;

/** Espion lines in plain words, French and English. The secret ones are told in full only to the spy. */
final class EspionDescriber {

    String describe(EspionState before, EspionCommand command, Locale locale) {
        boolean fr = "fr".equals(locale.getLanguage());
        int scale = before.scale();
        return command.accept(new EspionCommand.Visitor<>() {
            @Override
            public String start(EspionCommand.Start s) {
                return fr ? s.spy() + " part de " + s.place() : s.spy() + " starts at " + s.place();
            }

            @Override
            public String circle(EspionCommand.Circle c) {
                String radius = Cm.say(c.radius(), scale, fr);
                String centre = c.centre().map(p -> fr ? " autour de " + p : " around " + p).orElse("");
                return fr ? c.hunter() + " trace un cercle de " + radius + centre
                        : c.hunter() + " draws a circle of " + radius + centre;
            }

            @Override
            public String answer(EspionCommand.Answer a) {
                return fr ? a.spy() + (a.inside() ? " est dans le cercle" : " est hors du cercle")
                        : a.spy() + (a.inside() ? " is inside the circle" : " is outside the circle");
            }

            @Override
            public String roadblock(EspionCommand.Roadblock r) {
                String roads = String.join(", ", r.roads());
                return fr ? r.hunter() + " coupe " + roads : r.hunter() + " cuts " + roads;
            }

            @Override
            public String move(EspionCommand.Move m) {
                String distance = Cm.say(m.distance(), scale, fr);
                return fr ? m.spy() + " va à " + m.place() + ", à " + distance + " du départ du tour"
                        : m.spy() + " moves to " + m.place() + ", " + distance + " from where the turn started";
            }

            @Override
            public String escape(EspionCommand.Escape e) {
                return fr ? e.spy() + " franchit la frontière et gagne" : e.spy() + " crosses the border and wins";
            }

            @Override
            public String surrender(EspionCommand.Surrender s) {
                return fr ? s.spy() + " n'a plus de mouvement : " + before.hunter() + " gagne"
                        : s.spy() + " has no move left: " + before.hunter() + " wins";
            }
        });
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
