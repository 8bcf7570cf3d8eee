package org.caissier.longcours.ui;

import java.awt.Window;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.swing.JFileChooser;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.caissier.device.ButtonMapping;
import org.caissier.live.PhonePage;
import org.caissier.longcours.Fortunes;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.longcours.LongCoursModule;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.phone.LongCoursPhonePage;
import org.caissier.table.Session;
import org.caissier.ui.files.OffTheEdt;
import org.caissier.ui.game.BoxActions;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameUi;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;

/** Long Cours in the shell: its new-game dialog and its table. */
public final class LongCoursUi implements GameUi<LongCoursState, LongCoursCommand> {
    /** A seat button ends that seat's turn; the roll button does the roll that is due, held long it undoes. */
    static final ButtonMapping BOX = ButtonMapping.of(Map.of(
            "seat.short", BoxPresses.END_TURN, "roll.short", ButtonMapping.ROLL, "roll.long", ButtonMapping.UNDO));

    /** Long Cours as the program knows it: rules, screens, box, its fortunes chart. */
    public static GamePlugin<LongCoursState, LongCoursCommand> plugin() {
        return new GamePlugin<>(new LongCoursModule(), new LongCoursUi(), BOX).withChart(Fortunes.CHART);
    }

    @Override
    public BoxActions boxActions() {
        return BoxPresses.ACTIONS;
    }

    @Override
    public String gameId() {
        return LongCoursModule.ID;
    }

    @Override
    public String displayName(Messages messages) {
        return "Long Cours";
    }

    @Override
    public Optional<String> askNewGame(Window owner, UiContext context) {
        return new NewGameDialog(context.speaking("i18n.longcours")).ask();
    }

    /** "Open a board file…": checks the file, then starts a new game on it. */
    @Override
    public List<JMenuItem> gameMenuItems(UiContext context) {
        UiContext lc = context.speaking("i18n.longcours");
        JMenuItem open = new JMenuItem(lc.messages().get("lc.menu.board"));
        open.setName("menuOpenBoard");
        open.addActionListener(e -> {
            JFileChooser chooser = new JFileChooser();
            chooser.setFileFilter(new FileNameExtensionFilter("JSON", "json"));
            if (chooser.showOpenDialog(context.window()) != JFileChooser.APPROVE_OPTION) {
                return;
            }
            Path file = chooser.getSelectedFile().toPath();
            // Read on a worker: a file on a slow disk must not freeze the window.
            Locale locale = lc.messages().locale();
            Optional<String> problem = OffTheEdt.onScreen().get(() -> BoardFiles.problemWith(file, locale));
            if (problem.isPresent()) {
                JOptionPane.showMessageDialog(
                        context.window(), problem.get(), lc.messages().get("lc.menu.board"), JOptionPane.ERROR_MESSAGE);
                return;
            }
            new NewGameDialog(lc)
                    .withBoard(file.toAbsolutePath().toString())
                    .ask()
                    .ifPresent(context::startGame);
        });
        return List.of(open);
    }

    /** The public state on the players' phones (Game → Show on phones…). */
    @Override
    public Optional<PhonePage> phonePage() {
        return Optional.of(new LongCoursPhonePage());
    }

    @Override
    public GameView open(
            Session<LongCoursState, LongCoursCommand> session, GameContext<LongCoursState, LongCoursCommand> context) {
        return new LongCoursScreen(session, context.speaking("i18n.longcours"));
    }
}
