package org.caissier.espion;

import java.util.List;
import java.util.Locale;
import org.caissier.table.Place;
import org.caissier.table.RuleTexts;
import org.caissier.table.TextPattern;

/** Espion lines in plain words, French and English (resources/i18n/rules/espion*.properties). The secret ones are told in full only to the spy. */
final class EspionDescriber {

    String describe(EspionState before, EspionCommand command, Locale locale) {
        boolean fr = TextPattern.french(locale);
        int scale = before.scale();
        return command.accept(new EspionCommand.Visitor<>() {
            @Override
            public String start(EspionCommand.Start s) {
                return say(locale, "espion.says.start", s.spy(), Place.of(s.place()));
            }

            @Override
            public String circle(EspionCommand.Circle c) {
                String radius = Cm.say(c.radius(), scale, fr);
                return c.centre()
                        .map(p -> say(locale, "espion.says.circleAround", c.hunter(), radius, Place.of(p)))
                        .orElseGet(() -> say(locale, "espion.says.circle", c.hunter(), radius));
            }

            @Override
            public String answer(EspionCommand.Answer a) {
                return a.inside()
                        ? say(locale, "espion.says.inside", a.spy())
                        : say(locale, "espion.says.outside", a.spy());
            }

            @Override
            public String roadblock(EspionCommand.Roadblock r) {
                return say(locale, "espion.says.roadblock", r.hunter(), String.join(", ", r.roads()));
            }

            @Override
            public String move(EspionCommand.Move m) {
                String distance = Cm.say(m.distance(), scale, fr);
                return say(locale, "espion.says.move", m.spy(), Place.of(m.place()), distance);
            }

            @Override
            public String escape(EspionCommand.Escape e) {
                return say(locale, "espion.says.escape", e.spy());
            }

            @Override
            public String surrender(EspionCommand.Surrender s) {
                return say(locale, "espion.says.surrender", s.spy(), before.hunter());
            }

            @Override
            public String confirm(EspionCommand.Confirm c) {
                return say(locale, "espion.says.confirm", c.spy());
            }
        });
    }

    /** A sealed line for everyone else: that the spy chose his start, moved, or confirmed his end. */
    String sealed(EspionState before, Locale locale) {
        if (before.phase() == Phase.START) {
            return say(locale, "espion.says.sealedStart");
        }
        if (before.phase() == Phase.OVER) {
            return say(locale, "espion.says.confirm", before.spy());
        }
        return say(locale, "espion.says.sealedMove");
    }

    private static String say(Locale locale, String key, Object... args) {
        return RuleTexts.format(key, List.of(args), locale);
    }
}
