package org.caissier.pistes.ui;

import java.awt.Color;
import java.awt.Dimension;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.pistes.Event;
import org.caissier.pistes.EventTable;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.RiskPreview;
import org.caissier.ui.kit.Contrast;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.Swatch;

/**
 * The stage's right column: the chances of the planned stage, event by event, and what covers them. In a driver's
 * turn it keeps the most room it took, its lines cleared or fewer, and each of its parts is as wide as the widest
 * thing it may say, whatever its figures: a stage cleared moved the drivers' table below it up, or sent the column
 * beside the stage's entry from under it (explorer, Pistes seed 5).
 */
final class RiskColumn {
    private static final Color RED = new Color(0xC62828);

    private final Messages m;
    private final JPanel panel = new JPanel(new MigLayout("insets 0, gapy 1, wrap 1, hidemode 3", "[grow,fill]")) {
        @Override
        public Dimension getPreferredSize() {
            Dimension d = super.getPreferredSize();
            if (room != null) {
                d = new Dimension(Math.max(d.width, room.width), Math.max(d.height, room.height));
            }
            room = d;
            return d;
        }
    };
    /**
     * The most room the column took in this driver's turn: it keeps it, its lines cleared or fewer (a stage cleared
     * moved the drivers' table below up, or sent the column beside the stage's entry from under it).
     */
    private Dimension room;
    /** The driver whose stage the column showed last. */
    private String driver;

    private final SteadyLabel title = new SteadyLabel();
    private final SteadyLabel full = new SteadyLabel();
    private final Map<Event, JLabel> lines = new EnumMap<>(Event.class);
    private final Map<Event, JLabel> covers = new EnumMap<>(Event.class);
    private final Map<Event, JPanel> rows = new EnumMap<>(Event.class);

    /** {@code gap}: between an event's chances and what covers it, when they stand side by side. */
    RiskColumn(Messages m, int gap) {
        this.m = m;
        panel.setName("stageRisks");
        title.setName("riskTitle");
        title.putClientProperty("FlatLaf.styleClass", "h3");
        title.mayAlsoSay(m.get("pi.risk.none"), m.get("pi.risk.title", EventTable.ROWS, StagePanel.MOST_CHANGES));
        panel.add(title);
        full.setName("riskFull");
        full.putClientProperty("FlatLaf.styleClass", "h4");
        full.mayAlsoSay(m.get("pi.risk.full", RiskPreview.THROWS, percent(RiskPreview.THROWS)));
        panel.add(full);
        for (Event e : Event.values()) {
            SteadyLabel l = new SteadyLabel();
            l.setName("risk-" + e.id());
            l.setIcon(Swatch.square(EventColours.of(e), 12));
            l.mayAlsoSay(line(e, RiskPreview.THROWS));
            lines.put(e, l);
            SteadyLabel cover = new SteadyLabel();
            cover.setName("risk-" + e.id() + "-cover");
            cover.mayAlsoSay(cover(e, true), cover(e, false));
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
        if (!Objects.equals(who, driver)) {
            // The next driver's turn (a game change): the column takes the room its lines need again.
            driver = who;
            room = null;
            panel.revalidate();
        }
        title.setText(show ? m.get("pi.risk.title", plan.row(), plan.changes()) : m.get("pi.risk.none"));
        RiskPreview r = show ? plan.risk(state.table(), state.player(who).equipment()) : null;
        int whole = show ? r.fullStageOutOf36() : 0;
        full.setText(m.get("pi.risk.full", whole, percent(whole)));
        full.setVisible(show);
        List<Event> shown = new ArrayList<>();
        for (Event e : Event.values()) {
            JLabel l = lines.get(e);
            int n = show ? r.count(e) : 0;
            boolean covered = show && r.covered(e);
            if (show && (n > 0 || e == Event.NONE || e == Event.MINOR_ACCIDENT || e == Event.FATAL_ACCIDENT)) {
                shown.add(e);
            }
            rows.get(e).setVisible(shown.contains(e));
            String cover = cover(e, covered);
            l.setText(line(e, n));
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

    private String line(Event e, int outOf36) {
        return m.get("pi.risk.line", capitalised(e.name(m.locale())), outOf36, percent(outOf36));
    }

    /** What covers an incident, or not; nothing for the other events. */
    private String cover(Event e, boolean covered) {
        return e.kind() != Event.Kind.INCIDENT
                ? ""
                : m.get(
                        covered ? "pi.risk.covered" : "pi.risk.notCovered",
                        inSentence(e.remedy().orElseThrow().name(m.locale())));
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
