package org.caissier.pistes.ui;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Insets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
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
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.PublicView;
import org.caissier.ui.kit.ColumnFit;
import org.caissier.ui.kit.FittedPanel;
import org.caissier.ui.kit.FittingSentence;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.MustShow;
import org.caissier.ui.kit.SheetModel;
import org.caissier.ui.kit.SwingHtml;
import org.caissier.ui.phones.PhonesButton;

/**
 * The Pistes table: whose turn, the current driver's stage with its chances, what the last drive gave, and below
 * every driver's sheet, the equipment shop and the event table as a heat map.
 */
final class PistesScreen implements GameView {
    private final Session<PistesState, PistesCommand> session;
    private final GameContext<PistesState, PistesCommand> context;
    private final Messages m;
    private final JPanel root = new JPanel(new BorderLayout());
    private final JLabel turn = FittingSentence.label();
    /** The turn line, a long name shortened where the window is too narrow for it (whole in its tooltip). */
    private final FittingSentence turnLine;

    private final Font turnFont;
    private final JLabel info = new JLabel();
    private final StagePanel stage;
    private final ResultPanel result;
    private final ShopPanel shop;
    private final SheetsTableModel sheets;
    private final JTabbedPane tabs = new JTabbedPane();
    private final EventHeatMap heatMap;
    private final JTextArea tableNotice = Wrapped.area(2, 30);

    PistesScreen(Session<PistesState, PistesCommand> session, GameContext<PistesState, PistesCommand> context) {
        this.session = session;
        this.context = context;
        this.m = context.messages();
        PistesState s = this.session.state();
        root.setName("pistesView");
        turn.setName("turnLabel");
        info.setName("infoLabel");
        info.putClientProperty("FlatLaf.styleClass", "h4");
        // Whose turn in large type that grows with the text (28 px at the usual 16), less than the h1 style, so that at
        // twice the text size it still fits the window; the table's origin goes under it when it does not.
        float base = turn.getFont().getSize2D();
        turnFont = turn.getFont().deriveFont(Font.BOLD, 16 + base * 0.75f);
        turnLine = FittingSentence.on(turn, turnFont, Math.min(turnFont.getSize2D(), 28f));
        JPanel header = new JPanel(new Reflow(12));
        header.setBorder(BorderFactory.createEmptyBorder(6, 12, 2, 12));
        info.setHorizontalAlignment(JLabel.TRAILING);
        header.add(turn);
        header.add(info);
        root.add(header, BorderLayout.NORTH);

        heatMap = new EventHeatMap(m, s.table());
        stage = new StagePanel(context, plan -> heatMap.plan(plan.drivable() ? plan.row() : 0, plan.changes()));
        result = new ResultPanel(context);

        sheets = new SheetsTableModel(m);
        JTable table = new JTable(sheets);
        table.setName("playersTable");
        MustShow.mark(table);
        table.setRowHeight(Math.max(table.getRowHeight(), table.getFont().getSize() + 14));
        table.setFillsViewportHeight(true);
        table.setFocusable(false);
        table.setDefaultRenderer(Object.class, new Renderer());
        int em = table.getFont().getSize();
        int[] widths = {7, 8, 4, 16, 6, 4, 18};
        for (int c = 0; c < widths.length; c++) {
            table.getColumnModel().getColumn(c).setPreferredWidth(widths[c] * em);
        }
        // Then as wide as what the columns show (the last stage on two lines): a column wider than the window
        // scrolls sideways rather than being cut.
        ColumnFit.install(table);
        shop = new ShopPanel(context);
        // The map is not in a scroll pane: it draws itself to the size it is given, row labels included.
        JPanel mapTab =
                new FittedPanel(new MigLayout("insets 4 8 4 8, wrap 1, fillx, gapy 4", "[grow,fill]", "[top][]"));
        mapTab.add(heatMap, "growx");
        JButton edit = new JButton(m.get("pi.map.edit"));
        edit.setName("editTable");
        edit.setToolTipText(m.get("pi.map.editNote"));
        edit.addActionListener(
                e -> new EventTableDialog(context, this.session.state().table()).show());
        mapTab.add(edit, "split 2, growx 0");
        tableNotice.setName("tableNotice");
        mapTab.add(tableNotice, "growx");
        tabs.setName("bottomTabs");
        // Show on phones at the end of the tabs' strip, room the page has anyway: in the header it would stack the
        // header's parts and the stage would no longer fit 1366 × 768.
        JButton phones = PhonesButton.of(context);
        phones.putClientProperty("JButton.buttonType", "toolBarButton");
        tabs.putClientProperty("JTabbedPane.trailingComponent", phones);
        JScrollPane sheetsScroll = new JScrollPane(table);
        sheetsScroll.setMinimumSize(new Dimension(10 * em, 4 * table.getRowHeight()));
        tabs.addTab(m.get("pi.tab.sheets"), sheetsScroll);
        // The shop and the event table scroll in their tabs rather than make the page taller than a 1280 × 720
        // laptop's window (a page that scrolls puts Roll out of sight as a stage is typed). At a large text size,
        // where the page scrolls anyway, they are in the page itself: they take the page's width there, and a
        // scroll of the page reaches all of them, where a pane of their own would scroll them out of its reach.
        if (em > 20) {
            tabs.addTab(m.get("pi.tab.shop"), shop);
            tabs.addTab(m.get("pi.tab.table"), mapTab);
        } else {
            JScrollPane shopScroll = new JScrollPane(shop);
            shopScroll.setName("shopScroll");
            shopScroll.setBorder(BorderFactory.createEmptyBorder());
            shopScroll.getVerticalScrollBar().setUnitIncrement(em);
            tabs.addTab(m.get("pi.tab.shop"), shopScroll);
            // The map's tab too: it fills the tab where it can, else scrolls in it.
            JScrollPane mapScroll = new JScrollPane(mapTab);
            mapScroll.setName("mapScroll");
            mapScroll.setBorder(BorderFactory.createEmptyBorder());
            tabs.addTab(m.get("pi.tab.table"), mapScroll);
        }
        boolean nobodyDrove = s.players().stream().allMatch(p -> p.turns().isEmpty());
        tabs.setSelectedIndex(nobodyDrove ? 1 : 0);

        // One page: the stage being planned, the last drive, then the sheets, shop and table, which take the
        // height left (squeezing only what may shrink, the event table). The last drive comes after the stage: its
        // words stack as long as they need, below Roll and the section field, which they never move. It fits a
        // 1366 × 768 screen at the usual text size (a half distance over several sections, stacked under a long
        // name, makes it scroll); at a larger one it scrolls.
        FittedPanel page = new FittedPanel(
                new MigLayout("insets 0 0 4 0, wrap 1, fill, gapy 2", "[grow,fill]", "[][][grow,fill]"));
        page.setName("pistesPage");
        page.add(stage);
        page.add(result);
        page.add(tabs);
        JScrollPane pageScroll = new JScrollPane(page);
        pageScroll.setName("pistesScroll");
        pageScroll.setBorder(BorderFactory.createEmptyBorder());
        root.add(pageScroll, BorderLayout.CENTER);
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
            turnLine.say(name -> m.get("pi.header.over", s.round()), "");
        } else {
            Player p = s.player(s.turn().orElseThrow());
            String key = p.turns().isEmpty() ? "pi.header.turnFirst" : "pi.header.turn";
            turnLine.say(name -> m.get(key, s.round(), name), p.name());
        }
        keepHeaderWidth(s);
        info.setText(s.table().reconstruction() ? m.get("pi.header.reconstruction") : m.get("pi.header.printed"));
        tableNotice.setText(s.table().reconstruction() ? m.get("pi.map.reconstruction") : m.get("pi.map.printed"));
        heatMap.setTable(s.table());
        ResultPanel.lastDrive(session)
                .ifPresentOrElse(
                        step -> {
                            PistesCommand.Drive d = (PistesCommand.Drive) step.command();
                            List<Turn> turns = step.after().player(d.player()).turns();
                            Turn t = turns.get(turns.size() - 1);
                            heatMap.last(t.row(), t.column());
                        },
                        () -> heatMap.last(0, 0));
        stage.refresh(s, rules);
        result.refresh(session, rules);
        shop.refresh(s, rules);
        tabs.setEnabledAt(1, ShopPanel.anyoneMayBuy(s));
        if (tabs.getSelectedIndex() == 1 && !ShopPanel.anyoneMayBuy(s)) {
            tabs.setSelectedIndex(0);
        }
        sheets.show(s);
    }

    /**
     * The turn line asks for the width of the longest it can say this round, whoever drives: the header then keeps
     * one arrangement (the table's kind beside it or under it) from one driver to the next, and the stage under
     * it does not move when a long name's turn comes. Where the header is narrower than that, the line takes the
     * whole row and the name is shortened.
     */
    private void keepHeaderWidth(PistesState s) {
        FontMetrics metrics = turn.getFontMetrics(turnFont);
        int widest = metrics.stringWidth(String.valueOf(turn.getClientProperty("caissier.sentence")));
        for (String name : s.names()) {
            for (String key : List.of("pi.header.turnFirst", "pi.header.turn")) {
                widest = Math.max(widest, metrics.stringWidth(m.get(key, s.round(), name)));
            }
        }
        Insets in = turn.getInsets();
        turn.setPreferredSize(new Dimension(widest + in.left + in.right, metrics.getHeight() + in.top + in.bottom));
    }

    @Override
    public void carryOver(GameView previous) {
        if (previous instanceof PistesScreen before) {
            stage.keepPlan(before.stage.plan());
        }
    }

    @Override
    public Optional<Component> nextInput() {
        return Optional.of(stage.sectionField());
    }

    @Override
    public Optional<PublicView> tableDisplay(float textSize) {
        return Optional.of(new PistesTableDisplay(session, m, textSize));
    }

    /** The box's roll button rolls the two dice for the planned stage. */
    @Override
    public boolean boxAction(String actionId, int seat) {
        if (!PistesUi.ROLL_TWO_DICE.equals(actionId)) {
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
        public Component getTableCellRendererComponent(
                JTable t, Object value, boolean selected, boolean focused, int row, int column) {
            JLabel label = (JLabel) super.getTableCellRendererComponent(t, value, false, false, row, column);
            PistesState s = sheets.state();
            Player p = s.players().get(row);
            SheetModel.paint(label, s.turn().map(p.name()::equals).orElse(false), p.status() == Status.OUT);
            label.setHorizontalAlignment(
                    column == SheetsTableModel.RANK
                                    || column == SheetsTableModel.POINTS
                                    || column == SheetsTableModel.TURNS
                            ? CENTER
                            : LEFT);
            label.setToolTipText(
                    column == SheetsTableModel.EQUIPMENT || column == SheetsTableModel.LAST
                            ? String.valueOf(value)
                            : null);
            // The last stage and the equipment on two lines: on one, the French sheet was wider than a laptop.
            if (value instanceof SheetsTableModel.LastStage last) {
                label.setText(
                        "<html>" + SwingHtml.text(last.roll()) + "<br>" + SwingHtml.text(last.event()) + "</html>");
            } else if (value instanceof SheetsTableModel.Equipment kit
                    && kit.items().size() > 1) {
                int half = (kit.items().size() + 1) / 2;
                label.setText("<html>"
                        + SwingHtml.text(String.join(", ", kit.items().subList(0, half))) + ",<br>"
                        + SwingHtml.text(String.join(
                                ", ", kit.items().subList(half, kit.items().size()))) + "</html>");
            }
            return label;
        }
    }

    /** The result panel under the stage shows each drive's event and dice in large type already. */
    @Override
    public boolean newsStrip() {
        return false;
    }

    @Override
    public Optional<String> progress() {
        return Optional.of(m.get("pi.progress", session.state().round()));
    }
}
