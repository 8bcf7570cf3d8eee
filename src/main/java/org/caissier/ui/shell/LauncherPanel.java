package org.caissier.ui.shell;

import java.awt.Component;
import java.awt.Font;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.Box;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.caissier.ui.game.GameUi;
import org.caissier.ui.kit.HeadingFont;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.WrappingButton;

/**
 * The first screen: a new game of each kind, the last game to resume, a file to open. One centred column, laid out
 * by the JDK's own grid: the first screen is painted before MigLayout is needed.
 */
final class LauncherPanel extends JPanel {
    private static final int COLUMN_WIDTH = 420;
    private static final int GAP = 14;
    private int row;

    /** {@code lastGame}: the last game in words ({@link GameSummary}), when there is one to resume. */
    LauncherPanel(
            Messages messages,
            List<GameUi<?, ?>> games,
            Optional<String> lastGame,
            Consumer<GameUi<?, ?>> newGame,
            Runnable resume,
            Runnable open) {
        super(new GridBagLayout());
        setName("launcher");
        // The column is at least this wide, whatever the buttons say.
        addRow(Box.createHorizontalStrut(COLUMN_WIDTH), 0, false);
        JLabel title = HeadingFont.of(new JLabel(messages.get("launcher.title")), "h00");
        title.setName("launcherTitle");
        addRow(title, 0, false);
        JLabel subtitle = new JLabel(messages.get("launcher.subtitle"));
        subtitle.setFont(subtitle.getFont().deriveFont(Font.ITALIC));
        addRow(subtitle, GAP, false);
        int gap = GAP + 20; // the games stand apart from the title
        int column = COLUMN_WIDTH;
        for (GameUi<?, ?> game : games) {
            // A tournament is no "partie": a game may name its own button (launcher.new.ID).
            String own = "launcher.new." + game.gameId();
            JButton b = big(
                    messages.has(own) ? messages.get(own) : messages.get("launcher.new", game.displayName(messages)));
            b.setName("new-" + game.gameId());
            b.addActionListener(e -> newGame.accept(game));
            addRow(b, gap, true);
            gap = GAP;
            column = Math.max(column, b.getPreferredSize().width);
        }
        String resumeWords = lastGame.map(game -> messages.get("launcher.resume", game))
                .orElse(messages.get("launcher.resume.none"));
        // The saved game in words can be longer than any other button: where it would widen every button past
        // most of the screen (a large text size), it wraps at the column's width, on two lines or more.
        int screen = java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds().width;
        JButton resumeButton = big(resumeWords).getPreferredSize().width > Math.max(column, screen * 4 / 5)
                ? big(new WrappingButton(resumeWords, column))
                : big(resumeWords);
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
        addRow(resumeButton, GAP + 10, true);
        JButton openButton = big(messages.get("launcher.open"));
        openButton.setName("openFile");
        openButton.addActionListener(e -> open.run());
        addRow(openButton, GAP, true);
    }

    /** The next row of the column, {@code gapAbove} pixels below the one before, as wide as the column if asked. */
    private void addRow(Component c, int gapAbove, boolean fill) {
        GridBagConstraints at = new GridBagConstraints();
        at.gridx = 0;
        at.gridy = row++;
        at.insets = new Insets(gapAbove, 0, 0, 0);
        at.fill = fill ? GridBagConstraints.HORIZONTAL : GridBagConstraints.NONE;
        add(c, at);
    }

    private static JButton big(String text) {
        return big(new JButton(text));
    }

    private static JButton big(JButton button) {
        JButton b = HeadingFont.of(button, "h3");
        b.putClientProperty("JButton.buttonType", "roundRect");
        return b;
    }
}
