package org.caissier.pistes;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.caissier.table.RuleTexts;
import org.caissier.table.RuleViolation;
import org.caissier.table.Said;

/** Commands in plain French or English words for the journal panel. */
final class PistesDescriber {
    private final PistesRules rules;

    PistesDescriber(PistesRules rules) {
        this.rules = rules;
    }

    String describe(PistesState before, PistesCommand command, Locale locale) {
        return describe(before, command, null, locale);
    }

    /** {@code after}: the state the command led to, or null to apply the rules here (a command not played yet). */
    String describe(PistesState before, PistesCommand command, PistesState after, Locale locale) {
        return command.accept(new PistesCommand.Visitor<>() {
            @Override
            public String newGame(PistesCommand.NewGame g) {
                return say(locale, "pistes.says.newRace", String.join(", ", g.players()));
            }

            @Override
            public String equip(PistesCommand.Equip e) {
                return say(
                        locale,
                        "pistes.says.equip",
                        e.player(),
                        e.count(),
                        e.item().name(locale),
                        e.item().cost() * e.count());
            }

            @Override
            public String pass(PistesCommand.Pass p) {
                return say(locale, "pistes.says.pass", p.player());
            }

            @Override
            public String arrive(PistesCommand.Arrive a) {
                return say(locale, "pistes.says.arrive", a.player());
            }

            @Override
            public String drive(PistesCommand.Drive d) {
                return PistesDescriber.this.drive(before, d, after, locale);
            }
        });
    }

    private String drive(PistesState before, PistesCommand.Drive d, PistesState played, Locale locale) {
        PistesState after = played;
        if (after == null) {
            try {
                after = rules.apply(before, d);
            } catch (RuleViolation v) {
                return d.text() + " — " + v.message(locale);
            }
        }
        Player p = after.player(d.player());
        Turn t = p.turns().get(p.turns().size() - 1);
        String sections = t.sections().stream().map(Section::text).collect(Collectors.joining(" "));
        String column = t.column() >= Movement.MORE_THAN_13
                ? say(locale, "pistes.says.moreThan13")
                : Integer.toString(t.column());
        String head = say(
                locale,
                "pistes.says.drive",
                p.name(),
                sections,
                t.points(),
                Said.of("pistes.says.changes", t.changes()),
                t.row(),
                t.dieA(),
                t.dieB(),
                column,
                t.event().name(locale));
        String outcome;
        if (t.event() == Event.FATAL_ACCIDENT) {
            outcome = say(locale, "pistes.says.out");
        } else if (t.event() == Event.MINOR_ACCIDENT) {
            outcome = say(locale, "pistes.says.minorAccident");
        } else if (t.used() != null) {
            outcome = say(locale, "pistes.says.used", t.used().said());
        } else if (t.distance() == Distance.HALF) {
            outcome = say(locale, "pistes.says.half");
        } else {
            outcome = say(locale, "pistes.says.full");
        }
        return head + outcome;
    }

    /** A sentence of the rule texts ({@code pistes.says.*}) in the language asked for. */
    private static String say(Locale locale, String key, Object... args) {
        return RuleTexts.format(key, List.of(args), locale);
    }
}
