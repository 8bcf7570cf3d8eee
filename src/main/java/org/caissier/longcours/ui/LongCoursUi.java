package org.caissier.longcours.ui;

import java.awt.Window;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.swing.JFileChooser;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.caissier.table.Session;
import org.caissier.ui.GameUi;
import org.caissier.ui.GameView;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;

/** Long Cours in the shell: its new-game dialog and its table. */
public final class LongCoursUi implements GameUi {
    @Override
    public String gameId() {
        return "long-cours";
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
            Optional<String> problem = BoardFiles.problemWith(file);
            if (problem.isPresent()) {
                JOptionPane.showMessageDialog(context.window(), problem.get(), lc.messages().get("lc.menu.board"),
                        JOptionPane.ERROR_MESSAGE);
                return;
            }
            new NewGameDialog(lc).withBoard(file.toAbsolutePath().toString()).ask().ifPresent(context::startGame);
        });
        return List.of(open);
    }

    @Override
    public GameView open(Session<?, ?> session, UiContext context) {
        return new LongCoursScreen(session, context.speaking("i18n.longcours"));
    }
}
