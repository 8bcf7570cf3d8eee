package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Insets;
import java.util.List;
import java.util.Locale;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import org.caissier.ui.kit.FittingPlaceholder;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The command bar's grey hint is never cut by an ellipsis: at a large text size or in a narrow window it says a
 * shorter sentence that fits, and its tooltip still says the whole one.
 */
class CommandBarHintTest {

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr"})
    void the_hint_fits_the_bar_at_any_width_and_the_tooltip_says_it_all(String language) throws Exception {
        Messages m = new Messages(Locale.forLanguageTag(language));
        String whole = m.get("command.hint");
        String medium = m.get("command.hint.medium");
        String shortest = m.get("command.hint.short");
        int[] room = new int[3];
        onTheEdt(() -> {
            JTextField f = bar(m, 100);
            FontMetrics fm = f.getFontMetrics(f.getFont());
            Insets in = f.getInsets();
            room[0] = fm.stringWidth(whole) + in.left + in.right;
            room[1] = fm.stringWidth(medium) + in.left + in.right;
            room[2] = fm.stringWidth(shortest) + in.left + in.right;
        });
        assertThat(hintAt(m, room[0])).as("room for all of it").isEqualTo(whole);
        assertThat(hintAt(m, room[0] - 1)).isEqualTo(medium);
        assertThat(hintAt(m, room[1])).isEqualTo(medium);
        assertThat(hintAt(m, room[1] - 1)).isEqualTo(shortest);
        assertThat(hintAt(m, room[2] / 2))
                .as("no room even for the shortest: the shortest")
                .isEqualTo(shortest);
        onTheEdt(() -> assertThat(bar(m, room[2]).getToolTipText()).isEqualTo(whole));
    }

    /** The hint a command bar of that width shows, once its resize has been handled. */
    private static String hintAt(Messages m, int width) throws Exception {
        JTextField[] field = new JTextField[1];
        onTheEdt(() -> field[0] = bar(m, width));
        String[] hint = new String[1];
        onTheEdt(() -> hint[0] = (String) field[0].getClientProperty(FittingPlaceholder.PROPERTY));
        return hint[0];
    }

    private static JTextField bar(Messages m, int width) {
        JTextField f = new CommandBar(m, List::of, line -> true).field();
        f.setFont(f.getFont().deriveFont(Font.PLAIN, 26f));
        f.setSize(width, 60);
        return f;
    }

    private static void onTheEdt(Runnable r) throws Exception {
        SwingUtilities.invokeAndWait(r);
    }
}
