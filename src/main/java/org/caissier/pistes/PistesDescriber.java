package org.caissier.pistes;

import java.util.Locale;
import java.util.stream.Collectors;
import org.caissier.table.RuleViolation;

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
        boolean fr = "fr".equals(locale.getLanguage());
        return command.accept(new PistesCommand.Visitor<>() {
            @Override
            public String newGame(PistesCommand.NewGame g) {
                return fr ? "nouvelle course : " + String.join(", ", g.players())
                        : "new race: " + String.join(", ", g.players());
            }

            @Override
            public String equip(PistesCommand.Equip e) {
                String item = e.item().name(locale);
                int cost = e.item().cost() * e.count();
                return fr ? e.player() + " achète " + e.count() + " × " + item + " pour " + cost + " points"
                        : e.player() + " buys " + e.count() + " × " + item + " for " + cost + " points";
            }

            @Override
            public String pass(PistesCommand.Pass p) {
                return fr ? p.player() + " reste sur place ce tour" : p.player() + " stays put this turn";
            }

            @Override
            public String arrive(PistesCommand.Arrive a) {
                return fr ? a.player() + " franchit l'arrivée" : a.player() + " reaches the finish";
            }

            @Override
            public String drive(PistesCommand.Drive d) {
                return PistesDescriber.this.drive(before, d, after, locale, fr);
            }
        });
    }

    private String drive(PistesState before, PistesCommand.Drive d, PistesState played, Locale locale, boolean fr) {
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
        String column = t.column() >= Movement.MORE_THAN_13 ? (fr ? "plus de 13" : "more than 13")
                : Integer.toString(t.column());
        String head = fr
                ? p.name() + " roule " + sections + " : " + t.points() + " points, " + t.changes()
                        + " changement(s), ligne " + t.row() + ", dés " + t.dieA() + "+" + t.dieB() + ", colonne "
                        + column + " — " + t.event().name(locale)
                : p.name() + " drives " + sections + ": " + t.points() + " points, " + t.changes()
                        + " change(s), row " + t.row() + ", dice " + t.dieA() + "+" + t.dieB() + ", column "
                        + column + " — " + t.event().name(locale);
        String outcome;
        if (t.event() == Event.FATAL_ACCIDENT) {
            outcome = fr ? ", éliminé de la course" : ", out of the race";
        } else if (t.event() == Event.MINOR_ACCIDENT) {
            outcome = fr ? ", moitié de l'étape et passe son prochain tour"
                    : ", half the stage and misses the next turn";
        } else if (t.used() != null) {
            outcome = fr ? ", " + t.used().french() + " rayé, étape complète"
                    : ", " + t.used().english() + " crossed off, full stage";
        } else if (t.distance() == Distance.HALF) {
            outcome = fr ? ", sans matériel : moitié de l'étape" : ", no equipment for it: half the stage";
        } else {
            outcome = fr ? ", étape complète" : ", full stage";
        }
        return head + outcome;
    }
}
