package org.caissier.pistes.ui;

import java.awt.BorderLayout;
import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.table.DefaultTableCellRenderer;
import net.miginfocom.swing.MigLayout;
import org.caissier.pistes.Item;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.Player;
import org.caissier.pistes.Status;
import org.caissier.pistes.Turn;
import org.caissier.table.Rules;
import org.caissier.table.Session;
import org.caissier.ui.GameView;
import org.caissier.ui.Messages;
import org.caissier.ui.PublicView;
import org.caissier.ui.SheetModel;
import org.caissier.ui.UiContext;

/**
 * The Pistes table: whose turn, the current driver's stage with its chances, what the last drive gave, and below
 * every driver's sheet, the equipment shop and the event table as a heat map.
 */
final class PistesScreen implements GameView {
    private final Session<PistesState, PistesCommand> session;
    private final UiContext context;
    private final Messages m;
    private final JPanel root = new JPanel(new BorderLayout());
    private final JLabel turn = new JLabel();
    private final JLabel info = new JLabel();
    private final StagePanel stage;
    private final ResultPanel result;
    private final ShopPanel shop;
    private final SheetsTableModel sheets;
    private final JTabbedPane tabs = new JTabbedPane();
    private final EventHeatMap heatMap;
    private final JLabel tableNotice = new JLabel();

    @SuppressWarnings("unchecked")
    PistesScreen(Session<?, ?> session, UiContext context) {
        this.session = (Session<PistesState, PistesCommand>) session;
        this.context = context;
        this.m = context.messages();
        PistesState s = this.session.state();
        root.setName("pistesView");
        turn.setName("turnLabel");
        turn.putClientProperty("FlatLaf.styleClass", "h1");
        info.setName("infoLabel");
        info.putClientProperty("FlatLaf.styleClass", "h4");
        JPanel header = new JPanel(new MigLayout("insets 8 12 4 12, fillx", "[grow][]"));
        header.add(turn, "growx");
        header.add(info);
        root.add(header, BorderLayout.NORTH);

        heatMap = new EventHeatMap(m, s.table());
        stage = new StagePanel(context, plan -> heatMap.plan(plan.drivable() ? plan.row() : 0, plan.changes()));
        result = new ResultPanel(context);
        JPanel play = new JPanel(new MigLayout("insets 0, fillx, wrap 1", "[grow,fill]", "[top][top]"));
        play.add(result, "growx");
        play.add(stage, "growx");

        sheets = new SheetsTableModel(m);
        JTable table = new JTable(sheets);
        table.setName("playersTable");
        table.setRowHeight(Math.max(table.getRowHeight(), table.getFont().getSize() + 14));
        table.setFillsViewportHeight(true);
        table.setFocusable(false);
        table.setDefaultRenderer(Object.class, new Renderer());
        int[] widths = {110, 120, 55, 250, 95, 65, 290};
        for (int c = 0; c < widths.length; c++) {
            table.getColumnModel().getColumn(c).setPreferredWidth(widths[c]);
        }
        shop = new ShopPanel(context);
        JPanel mapTab = new JPanel(new MigLayout("insets 10 12 10 12, wrap 1"));
        tableNotice.setName("tableNotice");
        mapTab.add(tableNotice);
        mapTab.add(heatMap);
        JButton edit = new JButton(m.get("pi.map.edit"));
        edit.setName("editTable");
        edit.addActionListener(e -> new EventTableDialog(context, this.session.state().table()).show());
        mapTab.add(edit, "split 2");
        mapTab.add(new JLabel(m.get("pi.map.editNote")));
        tabs.setName("bottomTabs");
        tabs.addTab(m.get("pi.tab.sheets"), new JScrollPane(table));
        tabs.addTab(m.get("pi.tab.shop"), new JScrollPane(shop));
        tabs.addTab(m.get("pi.tab.table"), new JScrollPane(mapTab));
        boolean nobodyDrove = s.players().stream().allMatch(p -> p.turns().isEmpty());
        tabs.setSelectedIndex(nobodyDrove ? 1 : 0);

        JScrollPane playScroll = new JScrollPane(play);
        playScroll.setBorder(BorderFactory.createEmptyBorder());
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, playScroll, tabs);
        split.setResizeWeight(1.0);
        tabs.setPreferredSize(new java.awt.Dimension(600, 200));
        tabs.setMinimumSize(new java.awt.Dimension(200, 120));
        split.setBorder(BorderFactory.createEmptyBorder());
        root.add(split, BorderLayout.CENTER);
    }

    @Override
    public JComponent component() {
        return root;
    }

    @Override
    public void refresh() {
        PistesState s = session.state();
        Rules<PistesState, PistesCommand> rules = session.rules();
        if (s.raceOver()) {
            turn.setText(m.get("pi.header.over", s.round()));
        } else {
            Player p = s.player(s.turn().orElseThrow());
            turn.setText(m.get(p.turns().isEmpty() ? "pi.header.turnFirst" : "pi.header.turn", s.round(), p.name()));
        }
        info.setText(s.table().reconstruction() ? m.get("pi.header.reconstruction") : m.get("pi.header.printed"));
        tableNotice.setText(s.table().reconstruction() ? m.get("pi.map.reconstruction") : m.get("pi.map.printed"));
        heatMap.setTable(s.table());
        ResultPanel.lastDrive(session).ifPresentOrElse(step -> {
            PistesCommand.Drive d = (PistesCommand.Drive) step.command();
            List<Turn> turns = step.after().player(d.player()).turns();
            Turn t = turns.get(turns.size() - 1);
            heatMap.last(t.row(), t.column());
        }, () -> heatMap.last(0, 0));
        stage.refresh(s, rules);
        result.refresh(session, rules);
        shop.refresh(s, rules);
        tabs.setEnabledAt(1, ShopPanel.anyoneMayBuy(s));
        if (tabs.getSelectedIndex() == 1 && !ShopPanel.anyoneMayBuy(s)) {
            tabs.setSelectedIndex(0);
        }
        sheets.show(s);
    }

    @Override
    public void carryOver(GameView previous) {
        if (previous instanceof PistesScreen before) {
            stage.keepPlan(before.stage.plan());
        }
    }

    @Override
    public Optional<PublicView> tableDisplay(float textSize) {
        return Optional.of(new PistesTableDisplay(session, m, textSize));
    }

    /** The box's roll button rolls the two dice for the planned stage. */
    @Override
    public boolean boxAction(String actionId, int seat) {
        if (!"roll-two-dice".equals(actionId)) {
            return false;
        }
        stage.rollFromBox();
        return true;
    }

    /** The seat (1-based, in turn order) of the driver to play, 0 when the race is over. */
    @Override
    public int seatToLight() {
        PistesState s = session.state();
        return s.turn().map(name -> s.names().indexOf(name) + 1).orElse(0);
    }

    @Override
    public List<String> completions() {
        PistesState s = session.state();
        List<String> words = new ArrayList<>(List.of("equip", "drive", "pass", "arrive"));
        words.addAll(s.names());
        for (Item i : Item.values()) {
            words.add(i.id());
        }
        words.add("changes=");
        return words;
    }

    private final class Renderer extends DefaultTableCellRenderer {
        @Override
        public Component getTableCellRendererComponent(JTable t, Object value, boolean selected, boolean focused,
                                                       int row, int column) {
            JLabel label = (JLabel) super.getTableCellRendererComponent(t, value, false, false, row, column);
            PistesState s = sheets.state();
            Player p = s.players().get(row);
            SheetModel.paint(label, s.turn().map(p.name()::equals).orElse(false), p.status() == Status.OUT);
            label.setHorizontalAlignment(column == SheetsTableModel.RANK || column == SheetsTableModel.POINTS
                    || column == SheetsTableModel.TURNS ? CENTER : LEFT);
            label.setToolTipText(column == SheetsTableModel.EQUIPMENT || column == SheetsTableModel.LAST
                    ? String.valueOf(value) : null);
            return label;
        }
    }
}
