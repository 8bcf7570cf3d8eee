package org.caissier.pistes.ui;

import java.awt.Color;
import java.util.EnumMap;
import java.util.Map;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.pistes.Event;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.RiskPreview;
import org.caissier.ui.kit.Contrast;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.Swatch;

/**
 * The stage's right column: the chances of the planned stage, event by event, and what covers them. It keeps the
 * room of every line it may show, shown or not (hidden lines keep their place, not painted), and what a hidden line
 * holds follows the plan of now only, never an earlier one: Clear or a line coming and going moved the drivers'
 * table below (explorer, Pistes seed 5), and a column that kept the largest size it had ever been asked depended on
 * when it was asked.
 */
final class RiskColumn {
    private static final Color RED = new Color(0xC62828);

    private final Messages m;
    private final JPanel panel;
    private final JLabel title = new JLabel();
    private final JLabel full = new JLabel();
    private final Map<Event, JLabel> lines = new EnumMap<>(Event.class);
    private final Map<Event, JLabel> covers = new EnumMap<>(Event.class);
    private final Map<Event, JPanel> rows = new EnumMap<>(Event.class);

    /**
     * {@code gap}: between an event's chances and what covers it, when they stand side by side; {@code keepsRoom}:
     * whether hidden lines keep their room (a large text size).
     */
    RiskColumn(Messages m, int gap, boolean keepsRoom) {
        this.m = m;
        panel = new JPanel(new MigLayout("insets 0, gapy 1, wrap 1, hidemode " + (keepsRoom ? 0 : 3), "[grow,fill]"));
        panel.setName("stageRisks");
        title.setName("riskTitle");
        title.putClientProperty("FlatLaf.styleClass", "h3");
        panel.add(title);
        full.setName("riskFull");
        full.putClientProperty("FlatLaf.styleClass", "h4");
        panel.add(full);
        for (Event e : Event.values()) {
            JLabel l = new JLabel();
            l.setName("risk-" + e.id());
            l.setIcon(Swatch.square(EventColours.of(e), 12));
            lines.put(e, l);
            JLabel cover = new JLabel();
            cover.setName("risk-" + e.id() + "-cover");
            covers.put(e, cover);
            // The chances, and what covers them beside or, at a large text size, under them.
            JPanel line = new JPanel(new Reflow(gap));
            line.add(l);
            line.add(cover);
            rows.put(e, line);
            panel.add(line);
        }
    }

    JPanel panel() {
        return panel;
    }

    /** The chances of {@code plan} for the driver whose turn it is in {@code state}; none when nothing can drive. */
    void show(PistesState state, StagePlan plan) {
        String who = state.turn().orElse(null);
        boolean show = who != null && plan.drivable();
        title.setText(show ? m.get("pi.risk.title", plan.row(), plan.changes()) : m.get("pi.risk.none"));
        RiskPreview r = show ? plan.risk(state.table(), state.player(who).equipment()) : null;
        int whole = show ? r.fullStageOutOf36() : 0;
        full.setText(m.get("pi.risk.full", whole, percent(whole)));
        full.setVisible(show);
        for (Event e : Event.values()) {
            JLabel l = lines.get(e);
            int n = show ? r.count(e) : 0;
            boolean covered = show && r.covered(e);
            rows.get(e)
                    .setVisible(show
                            && (n > 0 || e == Event.NONE || e == Event.MINOR_ACCIDENT || e == Event.FATAL_ACCIDENT));
            String cover = e.kind() != Event.Kind.INCIDENT
                    ? ""
                    : m.get(
                            covered ? "pi.risk.covered" : "pi.risk.notCovered",
                            inSentence(e.remedy().orElseThrow().name(m.locale())));
            l.setText(m.get("pi.risk.line", capitalised(e.name(m.locale())), n, percent(n)));
            covers.get(e).setText(cover);
            covers.get(e).setVisible(!cover.isEmpty());
            Color colour = n == 0
                    ? Contrast.faint()
                    : e.kind() == Event.Kind.INCIDENT && !covered || e.kind() == Event.Kind.ACCIDENT
                            ? Contrast.onPanel(RED)
                            : UIManager.getColor("Label.foreground");
            l.setForeground(colour);
            covers.get(e).setForeground(colour);
        }
    }

    /** An item's name inside a sentence: the French names are written with a capital, as on the sheet. */
    private String inSentence(String name) {
        return name.toLowerCase(m.locale());
    }

    private String capitalised(String s) {
        return s.substring(0, 1).toUpperCase(m.locale()) + s.substring(1);
    }

    private static String percent(int outOf36) {
        return Long.toString(Math.round(outOf36 * 100.0 / RiskPreview.THROWS));
    }
}
