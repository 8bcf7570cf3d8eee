package org.caissier.ui;

import java.awt.Font;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;

/** The first screen: a new game of each kind, the last game to resume, a file to open. */
final class LauncherPanel extends JPanel {

    /** {@code lastGame}: the last game in words ({@link GameSummary}), when there is one to resume. */
    LauncherPanel(Messages messages, List<GameUi> games, Optional<String> lastGame, Consumer<GameUi> newGame,
                  Runnable resume, Runnable open) {
        super(new MigLayout("wrap 1, align center center, gapy 14", "[center, 420::]"));
        setName("launcher");
        JLabel title = new JLabel(messages.get("launcher.title"));
        title.putClientProperty("FlatLaf.styleClass", "h00");
        add(title);
        JLabel subtitle = new JLabel(messages.get("launcher.subtitle"));
        subtitle.setFont(subtitle.getFont().deriveFont(Font.ITALIC));
        add(subtitle, "gapbottom 20");
        for (GameUi game : games) {
            JButton b = big(messages.get("launcher.new", game.displayName(messages)));
            b.setName("new-" + game.gameId());
            b.addActionListener(e -> newGame.accept(game));
            add(b, "growx");
        }
        JButton resumeButton = big(lastGame.map(game -> messages.get("launcher.resume", game))
                .orElse(messages.get("launcher.resume.none")));
        resumeButton.setName("resume");
        resumeButton.setEnabled(lastGame.isPresent());
        resumeButton.addActionListener(e -> resume.run());
        if (lastGame.isPresent()) {
            // The game of the evening is usually the one to go on with: Enter resumes it.
            addHierarchyListener(e -> {
                if (isShowing() && getRootPane() != null && getRootPane().getDefaultButton() != resumeButton) {
                    getRootPane().setDefaultButton(resumeButton);
                    // After the menu that led here has given the focus back.
                    javax.swing.SwingUtilities.invokeLater(resumeButton::requestFocusInWindow);
                }
            });
        }
        add(resumeButton, "growx, gaptop 10");
        JButton openButton = big(messages.get("launcher.open"));
        openButton.setName("openFile");
        openButton.addActionListener(e -> open.run());
        add(openButton, "growx");
    }

    private static JButton big(String text) {
        JButton b = new JButton(text);
        b.putClientProperty("FlatLaf.styleClass", "h3");
        b.putClientProperty("JButton.buttonType", "roundRect");
        return b;
    }
}
