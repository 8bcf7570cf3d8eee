package org.caissier.cup.match.ui;

import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JCheckBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import org.caissier.cup.RegattaModule;
import org.caissier.cup.TournamentModule;
import org.caissier.cup.match.EventScorer;
import org.caissier.cup.match.MatchCommand;
import org.caissier.cup.match.MatchModule;
import org.caissier.cup.match.MatchRules;
import org.caissier.cup.match.MatchState;
import org.caissier.device.ButtonMapping;
import org.caissier.table.Games;
import org.caissier.table.Session;
import org.caissier.table.Words;
import org.caissier.ui.game.BoxActions;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameUi;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.PlayedFor;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.WrappingLabel;

/** The match assistant in the shell: a match on its own from the launcher, or one of an event's matches. */
public final class MatchUi implements GameUi<MatchState, MatchCommand> {
    static final String BUNDLE = "i18n.cupmatch";

    /** A seat button: that seat's boat passed its mark (a buoy, or the finish on the last leg). */
    static final ButtonMapping BOX =
            ButtonMapping.of(Map.of("seat.short", MatchScreen.PASSED_MARK, "roll.long", ButtonMapping.UNDO));
    /** What its screen does with a press (MatchScreen.boxAction). */
    static final BoxActions ACTIONS = new BoxActions(
            BUNDLE, List.of(new BoxActions.Action(MatchScreen.PASSED_MARK, "match.box.action.passed-mark")));

    @Override
    public BoxActions boxActions() {
        return ACTIONS;
    }

    private final Games games;

    /** {@code games} opens the event a finished match is scored into. */
    public MatchUi(Games games) {
        this.games = games;
    }

    /** The match assistant as the program knows it; a finished match is scored into a tournament or a regatta. */
    public static GamePlugin<MatchState, MatchCommand> plugin() {
        return new GamePlugin<>(
                new MatchModule(), new MatchUi(new Games(List.of(new TournamentModule(), new RegattaModule()))), BOX);
    }

    @Override
    public String gameId() {
        return "cup-match";
    }

    @Override
    public String displayName(Messages messages) {
        return messages.forBundle(BUNDLE).get("match.name");
    }

    @Override
    public Optional<String> askNewGame(Window owner, UiContext context) {
        Messages m = context.messages().forBundle(BUNDLE);
        JTextField crews = new JTextField(28);
        crews.setName("matchCrews");
        JSpinner legs = new JSpinner(new SpinnerNumberModel(MatchRules.DEFAULT_LEGS, 1, 9, 1));
        legs.setName("matchLegs");
        JCheckBox advanced = new JCheckBox(m.get("match.new.advanced"));
        advanced.setName("matchAdvanced");
        JPanel panel = new JPanel(new MigLayout("wrap 1"));
        // Wrapped at the field's width: on one line, in French at 32 pt, it made the dialog wider than a laptop.
        WrappingLabel crewsLabel = new WrappingLabel(2, 28);
        crewsLabel.setText(m.get("match.new.crews"));
        panel.add(crewsLabel, "growx, wmin 0");
        panel.add(crews, "growx");
        panel.add(new JLabel(m.get("match.new.legs")), "split 2");
        panel.add(legs);
        panel.add(advanced);
        JOptionPane pane = new JOptionPane(panel, JOptionPane.PLAIN_MESSAGE, JOptionPane.OK_CANCEL_OPTION);
        JDialog dialog = pane.createDialog(owner, m.get("match.new.title"));
        dialog.setName("newCupMatchDialog");
        crews.addActionListener(e -> pane.setValue(JOptionPane.OK_OPTION));
        dialog.addWindowFocusListener(new WindowAdapter() {
            @Override
            public void windowGainedFocus(WindowEvent e) {
                crews.requestFocusInWindow();
            }
        });
        dialog.setVisible(true);
        dialog.dispose();
        if (!Integer.valueOf(JOptionPane.OK_OPTION).equals(pane.getValue())
                || crews.getText().isBlank()) {
            return Optional.empty();
        }
        return Optional.of(line((Integer) legs.getValue(), advanced.isSelected(), null, crews.getText()));
    }

    /** The game line of a match: {@code game cup-match [legs=N] [advanced] [event=FILE] CREWS}. */
    public static String line(int legs, boolean advanced, String event, String crews) {
        StringBuilder s = new StringBuilder("game cup-match");
        if (legs != MatchRules.DEFAULT_LEGS) {
            s.append(" legs=").append(legs);
        }
        if (advanced) {
            s.append(" advanced");
        }
        if (event != null) {
            s.append(' ').append(Words.quote("event=" + event));
        }
        return s.append(' ').append(crews.trim()).toString();
    }

    /**
     * A match of an event is played for it: the event stays on the phones, "Zoé – Marc" named there while it is
     * sailed; a finished match opened again keeps the event on the phones but is not "now sailing".
     */
    @Override
    public Optional<PlayedFor> playedFor(Session<?, ?> session) {
        if (!(session.state() instanceof MatchState match)) {
            return Optional.empty();
        }
        String crews = match.over() ? "" : String.join(match.crews().size() == 2 ? " – " : ", ", match.crews());
        return EventScorer.eventFile(session.file(), match).map(event -> new PlayedFor(event, crews));
    }

    @Override
    public GameView open(Session<MatchState, MatchCommand> session, GameContext<MatchState, MatchCommand> context) {
        return new MatchScreen(session, context.speaking(BUNDLE), games);
    }
}
