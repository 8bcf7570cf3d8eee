package org.caissier.cup.match.ui;

import java.awt.Color;
import java.awt.Font;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.cup.match.Boat;
import org.caissier.cup.match.MatchState;
import org.caissier.cup.match.Tack;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Contrast;
import org.caissier.ui.kit.FittingSentence;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.MustShow;
import org.caissier.ui.kit.SwingHtml;
import org.caissier.ui.kit.WrappingLabel;

/** One boat on the scorer's screen, in large type: name, leg, tack, sequence, crew points, and its buttons. */
final class BoatPanel extends JPanel {
    private final String crew;
    private final Messages m;
    /**
     * The crew's name, asking for no width: a long one is set smaller, then shortened (whole in its tooltip), never
     * widens the boat. Its height is the largest size's whatever size it is set in, so that the boat's height never
     * follows the width the name was last fitted to (the boats grew 2 px when a dialog's closing laid the window out
     * again).
     */
    private final FittingSentence name;
    /**
     * Its lines ask for their words at a smaller size and take the largest size that fits the boat: "Downwind: no
     * tack, any card" in the large type asked 412 px (French 555), which kept three boats from a row on a 1280 px
     * laptop: two a row, the match's actions were out of the window.
     */
    private final FittingSentence leg;

    private final FittingSentence tack;
    private final FittingSentence sequence;
    private final FittingSentence points;
    /** Asks for no width, and wraps: a longer list of cards never widens the boat. */
    private final WrappingLabel details = new WrappingLabel(1, 0);

    /** Six boats in two rows: lines closer, the leg's cards as typed, so that both rows fit a laptop's window. */
    private final boolean dense;

    /**
     * @param size the type's size (smaller when the boats take two rows)
     * @param narrow three boats a row: penalty and disqualification say their keys on a second line, so that the
     *               boat is as narrow as its name
     * @param dense two rows of boats: its lines with less room between them and its cards as typed ("3 g"), the
     *              whole words in the tooltip, so that the lines a race brings keep six boats in a 1280 × 720 window
     */
    BoatPanel(String crew, int seat, UiContext context, float size, boolean narrow, boolean dense, ActionsFor actions) {
        super(new MigLayout(
                "wrap 1, hidemode 3, insets " + (dense ? "4" : narrow ? "8" : "12") + (dense ? ", gapy 1" : ""),
                "[grow, fill]"));
        this.crew = crew;
        this.dense = dense;
        this.m = context.messages();
        setName("boat" + seat);
        MustShow.mark(this); // a boat's figures and its buttons, the second boat's too
        Font base = UIManager.getFont("Label.font");
        name = FittingSentence.line(base.deriveFont(Font.BOLD, size * (dense ? 1.35f : 1.6f)), size * 1.15f, false);
        name.shownIn().setName("boat" + seat + "Name");
        name.say(n -> seat + " · " + n, crew);
        Font lines = base.deriveFont(Font.BOLD, size * (dense ? 1.05f : 1.15f));
        // Set smaller where a third of the window is too narrow for them, never smaller than the window's text.
        float smallest = Math.min(lines.getSize2D(), Math.max(base.getSize2D(), size * 0.75f));
        leg = FittingSentence.line(lines, smallest, true);
        tack = FittingSentence.line(lines, smallest, true);
        sequence = FittingSentence.line(lines, smallest, true);
        points = FittingSentence.line(lines, smallest, true);
        // Never smaller than the window's text: "Arrivé (1)" was about 12 px with six boats.
        details.setFont(base.deriveFont(Math.max(base.getSize2D(), size * 0.85f)));
        leg.shownIn().setName("boat" + seat + "Leg");
        tack.shownIn().setName("boat" + seat + "Tack");
        sequence.shownIn().setName("boat" + seat + "Sequence");
        points.shownIn().setName("boat" + seat + "Points");
        details.setName("boat" + seat + "Details");
        add(name.shownIn(), "wmin 0");
        add(leg.shownIn());
        add(tack.shownIn());
        add(sequence.shownIn());
        add(points.shownIn());
        // Action buttons: the second click of a double-click plays nothing (Alt+seat marks as often as typed).
        ActionButton mark =
                button(context, "boat" + seat + "Mark", m.get("match.action.mark", seat), () -> actions.mark(crew));
        ActionButton penalty = button(
                context,
                "boat" + seat + "Penalty",
                keyBelow(m.get("match.action.penalty", seat), narrow),
                () -> actions.play("penalty", crew));
        ActionButton dsq = button(
                context,
                "boat" + seat + "Dsq",
                keyBelow(m.get("match.action.dsq", seat), narrow),
                () -> actions.play("dsq", crew));
        // The mark on a line of its own: three buttons side by side made a boat too wide for two on a laptop.
        add(mark);
        add(penalty, "split 2");
        add(dsq);
        // The lines that come and go (cards, misses, head to wind) under the buttons: the buttons never move.
        add(details, "wmin 0");
    }

    /** "Penalty (Alt+Shift+1)" as "Penalty", and its keys on a line of their own, when {@code below}. */
    static String keyBelow(String text, boolean below) {
        int keys = text.lastIndexOf(" (");
        if (!below || keys < 0 || !text.endsWith(")")) {
            return text;
        }
        return "<html><center>" + SwingHtml.text(text.substring(0, keys)) + "<br>"
                + SwingHtml.text(text.substring(keys + 1))
                + "</center></html>";
    }

    /** What the panel's buttons do, given by the screen. */
    interface ActionsFor {
        void mark(String crew);

        void play(String verb, String crew);
    }

    private static ActionButton button(UiContext context, String id, String text, Runnable action) {
        ActionButton b = new ActionButton(text, id, 0, context, action);
        b.setFocusable(false);
        return b;
    }

    void show(MatchState s) {
        Boat b = s.boat(crew);
        leg.say(w -> w, BoatLines.leg(b, s, m));
        tack.say(w -> w, BoatLines.tack(b, m));
        tack.shownIn()
                .setForeground(
                        !b.upwind()
                                ? UIManager.getColor("Label.foreground")
                                : Contrast.onPanel(
                                        b.tack() == Tack.STARBOARD ? new Color(0x2E7D32) : new Color(0xC62828)));
        sequence.say(w -> w, BoatLines.sequence(b, s, m));
        points.say(w -> w, BoatLines.crewPoints(b, s, m));
        // Lines with nothing to say (no advanced rules, no details yet) take no room, not even a gap.
        sequence.shownIn().setVisible(!sequence.shownIn().getText().isEmpty());
        points.shownIn().setVisible(!points.shownIn().getText().isEmpty());
        List<String> more = BoatLines.details(b, s, m, dense);
        details.setLines(more);
        details.setVisible(!more.isEmpty());
        // The cards in words where they are written as typed.
        details.setToolTipText(dense && !more.isEmpty() ? String.join(" · ", BoatLines.details(b, s, m)) : null);
        boolean toPlay = s.toPlay().map(crew::equals).orElse(false);
        Color lit = UIManager.getColor("Component.accentColor");
        setBorder(
                toPlay
                        ? BorderFactory.createLineBorder(lit == null ? new Color(0x1565C0) : lit, 4)
                        : BorderFactory.createEmptyBorder(4, 4, 4, 4));
    }
}
