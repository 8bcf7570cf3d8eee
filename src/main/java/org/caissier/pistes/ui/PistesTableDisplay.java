package org.caissier.pistes.ui;

import java.awt.BorderLayout;
import java.awt.Font;
import java.util.List;
import java.util.Optional;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingConstants;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.Player;
import org.caissier.pistes.Status;
import org.caissier.pistes.Turn;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.ui.game.SheetDisplay;
import org.caissier.ui.kit.DisplayGrid;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.WrappingLabel;

/**
 * Pistes for the whole table on a television: whose turn, the last stage's event in very large type on its
 * colour with what it does, and every driver's sheet. Nothing in a race is secret.
 */
final class PistesTableDisplay extends SheetDisplay {
    private static final String BANNER = "insets 0, wrap 1, fillx, center, hidemode 3";
    private final Session<PistesState, PistesCommand> session;
    private final Messages m;
    private final JLabel turn;
    private final JPanel banner = new JPanel(new MigLayout(BANNER, "[center,grow]"));
    /**
     * The banner with room above and below it, as tall as its words: under the turn line, whatever room is left
     * below it in the page's colour (a long event's height is not kept, nor given to a short one), the sheet at the
     * bottom, so that neither moves when the event's words change.
     */
    private final JPanel middle = new JPanel(new MigLayout("fillx", "[grow,fill]", "[top]"));
    /** Whether the room around the banner is taken in: a step of closing up after the sheet's. */
    private boolean bannerClose;
    /**
     * Whether the banner calls the last driver as his row of the sheet does (shortened there): the last step of
     * closing up, for twelve long names under a turn line that names the next driver whole.
     */
    private boolean bannerNamesShort;
    /** Who drove and what the dice said, and what the event does: on as many lines as a long name takes. */
    private final WrappingLabel who = WrappingLabel.oneLine(1);

    private final JLabel event = new JLabel(" ");
    private final WrappingLabel effect = WrappingLabel.oneLine(1);
    private final SheetsTableModel sheets;
    private final DisplayGrid grid;

    PistesTableDisplay(Session<PistesState, PistesCommand> session, Messages m, float textSize) {
        super("pistesTableDisplay", textSize);
        this.session = session;
        this.m = m;
        turn = headline("displayTurn", 1.5f);

        // The drivers read the dice, the event and what it does from their chairs: 50 pixels and more on a
        // 1080-line television, the event itself three times the ordinary text.
        who.setName("displayWho");
        type.set(who, Font.PLAIN, 1.3f);
        event.setName("displayEvent");
        type.set(event, Font.BOLD, 3f);
        effect.setName("displayEffect");
        type.set(effect, Font.PLAIN, 1.3f);
        roomAroundBanner(pad);
        banner.setOpaque(true);
        banner.setName("displayBanner");
        for (WrappingLabel line : List.of(who, effect)) {
            line.setHorizontalAlignment(SwingConstants.CENTER);
        }
        banner.add(who, "growx");
        banner.add(event);
        banner.add(effect, "growx");
        middle.add(banner);
        root.add(middle, BorderLayout.CENTER);

        sheets = new SheetsTableModel(m);
        grid = sheet(new DisplayGrid(
                        sheets,
                        List.of(
                                new DisplayGrid.Column(SheetsTableModel.PLAYER, "Name", false),
                                new DisplayGrid.Column(SheetsTableModel.STATUS, "Status", false),
                                new DisplayGrid.Column(SheetsTableModel.RANK, "Place", true),
                                new DisplayGrid.Column(SheetsTableModel.POINTS, "Points", true),
                                new DisplayGrid.Column(SheetsTableModel.TURNS, "Stages", true),
                                // The equipment left can be a long list: in the ordinary size, on two lines if it must.
                                new DisplayGrid.Column(SheetsTableModel.EQUIPMENT, "Equipment", false, 1 / 1.3f, 11f)),
                        textSize,
                        1.3f)
                .names("Name")
                // Twelve drivers with French headings are wider than a 1280-px screen at 32 px: the stages driven
                // (the main window's sheet has them) go before the names are shortened.
                .leavesOut("Stages")
                .emphasise(
                        row -> session.state()
                                .turn()
                                .map(session.state().players().get(row).name()::equals)
                                .orElse(false),
                        row -> session.state().players().get(row).status() == Status.OUT)
                // A line of equipment breaks between its items, never between a count and its part ("1 ×").
                .format((value, column) -> "Equipment".equals(column.id())
                        ? String.valueOf(value).replace(" × ", "\u00a0×\u00a0")
                        : String.valueOf(value)));
        JPanel south = new JPanel(new MigLayout("insets 0, center"));
        south.add(grid);
        root.add(south, BorderLayout.SOUTH);
    }

    /** The last stage's event is this view's headline already. */
    @Override
    public boolean showsLastEvent() {
        return true;
    }

    /**
     * The sheet's figures first, then the headlines, the columns and the names; then the room around the banner
     * taken in (twelve drivers in a laptop's window under its title bar); last the banner's names shortened as the
     * sheet's are (twelve long names once a stage is driven: the turn line keeps the next driver's whole). The
     * event's size is set at each refresh.
     */
    @Override
    public boolean tighten() {
        boolean tightened = super.tighten();
        if (!tightened && !bannerClose) {
            bannerClose = true;
            roomAroundBanner(pad / 4);
            tightened = true;
        } else if (!tightened && !bannerNamesShort) {
            bannerNamesShort = true;
            tightened = true;
        }
        refresh();
        return tightened;
    }

    /**
     * The room above and below the banner and inside it; closed up ({@link #bannerClose}), the banner's lines with
     * no gap but their own, the page's margins a quarter of the usual above and below, half at the sides.
     */
    private void roomAroundBanner(int room) {
        banner.setBorder(BorderFactory.createEmptyBorder(room, pad, room, pad));
        ((MigLayout) middle.getLayout()).setLayoutConstraints("insets " + room + " 0 " + room + " 0, fillx");
        if (bannerClose) {
            ((MigLayout) banner.getLayout()).setLayoutConstraints(BANNER + ", gapy 0");
            root.setBorder(BorderFactory.createEmptyBorder(pad / 4, pad / 2, pad / 4, pad / 2));
        }
    }

    @Override
    public void refresh() {
        PistesState s = session.state();
        // The sheet first: the banner may call a driver as his row does.
        sheets.show(s);
        if (s.raceOver()) {
            turn.setText(m.get("pi.header.over", s.round()));
        } else {
            Player p = s.player(s.turn().orElseThrow());
            turn.setText(m.get(p.turns().isEmpty() ? "pi.header.turnFirst" : "pi.header.turn", s.round(), p.name()));
        }
        Optional<Step.Played<PistesState, PistesCommand>> last = ResultPanel.lastDrive(session);
        if (last.isEmpty()) {
            banner.setBackground(UIManager.getColor("Panel.background"));
            // Before the first stage the banner is one line: the room goes to the drivers' rows (twelve of them).
            who.setVisible(false);
            effect.setVisible(false);
            event.setForeground(UIManager.getColor("Label.foreground"));
            event.setText(m.get("pi.result.none"));
            event.setFont(event.getFont().deriveFont(type.size(1.5f)));
        } else {
            who.setVisible(true);
            effect.setVisible(true);
            PistesCommand.Drive d = (PistesCommand.Drive) last.get().command();
            Player p = last.get().after().player(d.player());
            Turn t = p.turns().get(p.turns().size() - 1);
            banner.setBackground(EventColours.of(t.event()));
            for (JLabel l : List.of(who, event, effect)) {
                l.setForeground(EventColours.textOn(t.event()));
            }
            String name = bannerNamesShort ? grid.shownName(row(s, p.name())) : p.name();
            who.setText(ResultPanel.who(name, t, m));
            String happened = t.event().name(m.locale());
            event.setText(happened.substring(0, 1).toUpperCase(m.locale()) + happened.substring(1));
            event.setFont(event.getFont().deriveFont(type.size(3f)));
            String said = StageEffect.of(name, t, m);
            effect.setText(said.substring(0, 1).toUpperCase(m.locale()) + said.substring(1));
        }
        grid.refresh();
    }

    private static int row(PistesState s, String name) {
        List<Player> players = s.players();
        for (int r = 0; r < players.size(); r++) {
            if (players.get(r).name().equals(name)) {
                return r;
            }
        }
        throw new IllegalArgumentException(name);
    }
}
