package org.caissier.espion.ui;

import java.math.BigDecimal;
import org.caissier.espion.Circle;
import org.caissier.espion.Cm;
import org.caissier.espion.EspionRules;
import org.caissier.espion.EspionState;
import org.caissier.espion.Phase;
import org.caissier.ui.kit.Messages;

/** The words the screen and the table display share, made from the public state only. */
final class Texts {
    private Texts() {}

    static String turn(EspionState s, Messages m) {
        return switch (s.phase()) {
            case START -> m.get("es.turn.start");
            // The turn counter has moved on after an escape (the spy's last move ended his turn): the turns played
            // are the circles drawn.
            case OVER -> m.get("es.turn.over", s.circles().size());
            default -> m.get("es.turn", s.turn());
        };
    }

    /** The hunter's roads to cut this turn, and how many he has cut. */
    static String roadblocks(EspionState s, Messages m) {
        boolean inside = s.latestCircle().flatMap(Circle::inside).orElse(false);
        return m.get(
                "es.prompt.roadblocks",
                s.hunter(),
                inside ? EspionRules.INSIDE_CUTS : EspionRules.OUTSIDE_CUTS,
                side(inside, m),
                s.roadblocksOf(s.turn()).size());
    }

    /** Which side of the circle: the spy's answer, where a road was cut. */
    static String side(boolean inside, Messages m) {
        return m.get(inside ? "es.inside" : "es.outside");
    }

    /** The spy's answer to a circle, or an ellipsis while he has not given it. */
    static String answer(Circle c, Messages m) {
        return c.inside().map(in -> side(in, m)).orElse("…");
    }

    /** Who does what now: the line the table looks at. */
    static String prompt(EspionState s, Messages m) {
        return switch (s.phase()) {
            case START -> m.get("es.prompt.start", s.spy());
            case CIRCLE -> m.get("es.prompt.circle", s.hunter());
            case ANSWER -> m.get("es.prompt.answer", s.spy());
            case ROADBLOCKS -> roadblocks(s, m);
            case MOVE -> m.get("es.prompt.move", s.spy());
            case OVER ->
                s.winner().orElse("").equals(s.spy())
                        ? m.get("es.prompt.escaped", s.spy())
                        : m.get("es.prompt.surrendered", s.spy(), s.hunter());
        };
    }

    /** Whether the spy is the one to act (his start, his move): the screen then offers his view. */
    static boolean spyToMove(EspionState s) {
        return s.phase() == Phase.START || s.phase() == Phase.MOVE || s.phase() == Phase.ROADBLOCKS;
    }

    /** A rule's refusal as a tooltip says it: a sentence. */
    static String sentence(String words) {
        return words.isEmpty() ? words : Character.toUpperCase(words.charAt(0)) + words.substring(1) + ".";
    }

    static String distance(BigDecimal cm, EspionState s, Messages m) {
        return Cm.say(cm, s.scale(), m.french());
    }
}
