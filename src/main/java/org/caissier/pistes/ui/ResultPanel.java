package org.caissier.pistes.ui;

import java.awt.Color;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.pistes.Distance;
import org.caissier.pistes.HalfDistance;
import org.caissier.pistes.Movement;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.Player;
import org.caissier.pistes.Section;
import org.caissier.pistes.Status;
import org.caissier.pistes.Turn;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ShortName;
import org.caissier.ui.kit.WrappingLabel;

/**
 * What the last drive gave, in large type for the whole table: the event in the driver's language, the full or
 * half distance and, for half, how far to go on each section of the planned chain. The driver's Arrived button is
 * here, since one arrives at the end of a stage.
 */
final class ResultPanel extends JPanel {
    /** The most characters of a driver's name on the Arrived button. */
    private static final int ARRIVING_SHOWN = 20;

    private final GameContext<PistesState, PistesCommand> context;
    private final Messages m;
    private final JPanel banner =
            new JPanel(new MigLayout("insets 6 12 6 12, wrap 1, gapy 0, hidemode 3", "[grow,fill]"));
    /** A long name wraps rather than widen the banner past the window (issue 39). */
    private final WrappingLabel who = WrappingLabel.oneLine(1);

    private final JLabel event = new JLabel(" ");
    private final JLabel effect = new JLabel(" ");
    /** On one line where it fits; wrapped rather than widen the page at a large text size. */
    private final WrappingLabel half = WrappingLabel.oneLine(1);

    private final ActionButton arrive;
    private String driver;

    ResultPanel(GameContext<PistesState, PistesCommand> context) {
        super(new Reflow(16));
        this.context = context;
        this.m = context.messages();
        setName("result");
        setBorder(BorderFactory.createEmptyBorder(4, 12, 4, 12));
        who.setName("resultWho");
        who.putClientProperty("FlatLaf.styleClass", "h4");
        event.setName("eventLabel");
        event.putClientProperty("FlatLaf.styleClass", "h1");
        banner.add(who);
        banner.add(event);
        banner.setBorder(BorderFactory.createEmptyBorder());
        add(banner);
        JPanel words = new JPanel(new MigLayout("insets 0, wrap 1, hidemode 3", "[grow,fill]"));
        effect.setName("effectLabel");
        effect.putClientProperty("FlatLaf.styleClass", "h3");
        words.add(effect);
        half.setName("halfLabel");
        words.add(half);
        arrive = new ActionButton(m.get("pi.result.arrive"), "arriveButton", KeyEvent.VK_A, context, () -> {
            if (driver != null) {
                context.play(new PistesCommand.Arrive(driver));
            }
        });
        words.add(arrive, "growx 0, gaptop 2");
        add(words);
    }

    /** The last drive still in play, or nothing. */
    static Optional<Step.Played<PistesState, PistesCommand>> lastDrive(Session<PistesState, PistesCommand> s) {
        List<Step<PistesState, PistesCommand>> steps = s.history();
        for (int i = steps.size() - 1; i >= 0; i--) {
            Step<PistesState, PistesCommand> step = steps.get(i);
            if (step instanceof Step.Played<PistesState, PistesCommand> played
                    && played.command() instanceof PistesCommand.Drive) {
                return Optional.of(played);
            }
        }
        return Optional.empty();
    }

    /** Who drove the stage and what the dice said: the same line here and on the table display. */
    static String who(Player p, Turn t, Messages m) {
        return who(p.name(), t, m);
    }

    /** The same, the driver called {@code name} (the table display's shortened name). */
    static String who(String name, Turn t, Messages m) {
        return m.get(
                "pi.result.who",
                name,
                t.dieA(),
                t.dieB(),
                t.changes(),
                t.row(),
                t.column() >= Movement.MORE_THAN_13 ? "> 13" : t.column());
    }

    void refresh(Session<PistesState, PistesCommand> session, Rules<PistesState, PistesCommand> rules) {
        Optional<Step.Played<PistesState, PistesCommand>> last = lastDrive(session);
        if (last.isEmpty()) {
            driver = null;
            who.setText(m.get("pi.result.none"));
            // Each line keeps its height with nothing in it: the first drive must not push the stage down.
            event.setText(" ");
            effect.setText(" ");
            half.setText(" ");
            banner.setBackground(getBackground());
            who.setForeground(UIManager.getColor("Label.foreground"));
            arrive.setText(m.get("pi.result.arrive"));
            arrive.refuse(m.get("pi.result.none"));
            return;
        }
        PistesCommand.Drive d = (PistesCommand.Drive) last.get().command();
        Player p = last.get().after().player(d.player());
        Turn t = p.turns().get(p.turns().size() - 1);
        driver = p.name();
        Color fill = EventColours.of(t.event());
        banner.setBackground(fill);
        who.setForeground(EventColours.textOn(t.event()));
        event.setForeground(EventColours.textOn(t.event()));
        who.setText(who(p, t, m));
        event.setText(t.event().name(m.locale()).substring(0, 1).toUpperCase(m.locale())
                + t.event().name(m.locale()).substring(1));
        String said = StageEffect.of(p, t, m);
        effect.setText("<html>" + said.substring(0, 1).toUpperCase(m.locale()) + said.substring(1) + "</html>");
        half.setText(t.distance() == Distance.HALF ? halfText(t.sections()) : " ");
        PistesState now = session.state();
        Player current = now.player(p.name());
        // A long name shortened, the whole sentence in the tooltip, as the shop's Buy does: at 200 % a 40-letter
        // name made the button wider than a 1280-px window.
        String whole = m.get("pi.result.arriveWho", p.name());
        arrive.setText(m.get("pi.result.arriveWho", ShortName.of(p.name(), ARRIVING_SHOWN)));
        Optional<RuleViolation> why = rules.whyNot(session.state(), new PistesCommand.Arrive(p.name()));
        // Always in its place, greyed when the driver may not say he arrived: nothing below it moves.
        if (why.isPresent()) {
            arrive.refuse(why.get(), Wrapped.sentence(why.get().message(m.locale())));
        } else if (current.status() == Status.ARRIVED) {
            arrive.refuse(m.get("pi.result.arrived", p.name()));
        } else {
            arrive.allow();
            arrive.setToolTipText(
                    whole.equals(arrive.getText())
                            ? m.get("pi.result.arriveTip")
                            : whole + " — " + m.get("pi.result.arriveTip"));
        }
    }

    private String halfText(List<Section> sections) {
        List<Double> reach = HalfDistance.perSection(sections);
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < sections.size(); i++) {
            Section s = sections.get(i);
            double r = reach.get(i);
            String mm = mm(r);
            parts.add(
                    r >= s.mm()
                            ? m.get("pi.half.all", s.type().letter(), s.mm())
                            : r > 0
                                    ? m.get("pi.half.part", s.type().letter(), mm, s.mm())
                                    : m.get("pi.half.nothing", s.type().letter(), s.mm()));
        }
        // On one line, so that a half distance does not make the page taller and move the stage under it.
        return m.get("pi.half.total", mm(HalfDistance.totalMm(sections))) + " " + String.join(" · ", parts);
    }

    private String mm(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(m.locale(), "%.1f", value);
    }
}
