package org.caissier.espion.ui;

import java.awt.Dimension;
import java.awt.Window;
import java.util.List;
import java.util.stream.Collectors;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.DefaultTableModel;
import net.miginfocom.swing.MigLayout;
import org.caissier.espion.EspionState;
import org.caissier.espion.Leg;
import org.caissier.espion.Roadblock;
import org.caissier.espion.RouteCheck;
import org.caissier.ui.kit.ColumnFit;
import org.caissier.ui.kit.EscapeCloses;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.Messages;

/**
 * D-ES-1 at the end of the game: the spy's route turn by turn beside the circles and the roads cut, every move
 * checked against ES-MOVE-2, for both players to follow on the map.
 */
final class RouteDialog {
    private final Window owner;
    private final Messages m;

    RouteDialog(Window owner, Messages m) {
        this.owner = owner;
        this.m = m;
    }

    void show(EspionState known) {
        List<RouteCheck.Turn> turns = RouteCheck.of(known).orElseThrow();
        DefaultTableModel model = ReadOnlyTable.model(
                m.get("es.route.col.turn"),
                m.get("es.route.col.circle"),
                m.get("es.route.col.move"),
                m.get("es.route.col.distance"),
                m.get("es.route.col.check"),
                m.get("es.route.col.cutThisTurn"),
                m.get("es.route.col.cutBefore"));
        for (RouteCheck.Turn t : turns) {
            String circle = Texts.distance(t.radius(), known, m)
                    + t.inside().map(in -> " · " + Texts.side(in, m)).orElse("");
            model.addRow(new Object[] {
                t.turn(),
                circle,
                t.from() + " → " + t.place(),
                Texts.distance(t.distance(), known, m),
                (t.within() ? "✓ " : "✗ ") + m.get(t.within() ? "es.route.ok" : "es.route.bad"),
                roads(t.cutThisTurn()),
                roads(t.cutBefore())
            });
        }
        JTable table = new JTable(model);
        table.setName("routeTable");
        table.setRowHeight(table.getRowHeight() + 8);
        // Every column as wide as its words, the roads cut one a line: the whole route reads without a cut word.
        ColumnFit.install(table, true);
        Dimension whole = table.getPreferredSize();
        table.setPreferredScrollableViewportSize(
                new Dimension(whole.width, Math.min(whole.height, 12 * table.getRowHeight())));
        JDialog dialog = new JDialog(owner, m.get("es.route.title"), JDialog.ModalityType.APPLICATION_MODAL);
        EscapeCloses.install(dialog);
        dialog.setName("routeDialog");
        JPanel panel = new JPanel(new MigLayout("wrap 1, insets 16, gap 8", "[grow,fill]", "[][][grow,fill][]"));
        JLabel title = new JLabel(m.get("es.route.title"));
        title.putClientProperty("FlatLaf.styleClass", "h2");
        panel.add(title);
        JLabel start =
                new JLabel(m.get("es.route.start", ((Leg.Known) known.route().get(0)).place()));
        start.setName("routeStart");
        panel.add(start);
        // Its least width in MigLayout's units, which grow with the text size: 900 was 2 097 px at text 32, and the
        // dialog scrolled sideways on a 1280 px screen. Narrower, the table scrolls across in its own pane.
        panel.add(new JScrollPane(table), "w 400::, h 240::");
        JButton close = new JButton(m.get("es.route.close"));
        close.setName("routeClose");
        close.addActionListener(e -> dialog.dispose());
        panel.add(close, "tag ok");
        dialog.getRootPane().setDefaultButton(close);
        dialog.setContentPane(panel);
        FirstPlace.pack(dialog, owner);
        dialog.setVisible(true);
    }

    private static String roads(List<Roadblock> cuts) {
        if (cuts.size() <= 1) {
            return cuts.stream().map(Roadblock::road).collect(Collectors.joining());
        }
        return cuts.stream()
                .map(c -> c.road().replace("&", "&amp;").replace("<", "&lt;"))
                .collect(Collectors.joining("<br>", "<html>", "</html>"));
    }
}
