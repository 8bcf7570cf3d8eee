package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import net.miginfocom.swing.MigLayout;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.junit.jupiter.api.Test;

/** The player rows of both new-game dialogs: order by lot, up and down, names given twice. Swing components: a screen test. */
@GuiTest
class PlayerRowsTest {
    private static final Messages LONG_COURS = new Messages("i18n.longcours", Locale.ENGLISH);

    private static PlayerRows<String> withColours(String... names) {
        PlayerRows<String> rows = new PlayerRows<>(LONG_COURS, "lc.new", 6, 3, 6, new Random(42), i -> {
            JComboBox<String> c = new JComboBox<>(
                    new DefaultComboBoxModel<>(new String[] {"red", "blue", "green", "yellow", "black", "white"}));
            c.setSelectedIndex(i);
            return c;
        });
        for (int i = 0; i < names.length; i++) {
            rows.setName(i, names[i]);
        }
        return rows;
    }

    @Test
    void sixteen_crews_show_ten_rows_at_a_time_and_scroll_so_the_dialog_stays_on_the_screen() {
        Messages cup = new Messages("i18n.cup", Locale.ENGLISH);
        int[] heights = GuiActionRunner.execute(() -> {
            PlayerRows<Void> rows = PlayerRows.names(cup, "cup.new", 4, 0, 16, new Random(1));
            JPanel dialog = new JPanel(new MigLayout("wrap 3"));
            rows.addTo(dialog, "Crews", "Add a crew", "addCrew", 10);
            int four = rows.component().getParent().getParent().getPreferredSize().height;
            while (rows.addRow()) {
                // up to sixteen
            }
            JScrollPane pane = (JScrollPane) rows.component().getParent().getParent();
            int row = rows.component().getPreferredSize().height / 16;
            return new int[] {four, pane.getPreferredSize().height, row, rows.rowCount()};
        });
        assertThat(heights[3]).isEqualTo(16);
        assertThat(heights[0]).as("four rows: all in sight").isLessThan(heights[1]);
        assertThat(heights[1]).as("sixteen rows: ten in sight").isEqualTo(heights[2] * 10);
    }

    @Test
    void a_name_that_only_looks_like_another_is_said_as_the_problem() {
        // A Cyrillic capital A in front of Latin letters: it reads "Ann" and is not Ann.
        String problem = GuiActionRunner.execute(
                () -> withColours("Ann", "Bob", "\u0410nn").problem().orElseThrow());
        assertThat(problem)
                .isEqualTo("\"Аnn\" mixes letters of two alphabets (Cyrillic, Latin): it would look like"
                        + " another name; type it in one alphabet");
        assertThat(GuiActionRunner.execute(
                        () -> withColours("Ann", "Bob", "dice=box").problem().orElseThrow()))
                .startsWith("\"dice=box\" looks like an option");
    }

    @Test
    void drawing_by_lot_keeps_every_name_with_its_colour_and_puts_the_empty_rows_last() {
        List<List<String>> after = GuiActionRunner.execute(() -> {
            // Rows 1 and 3 filled, 2 empty: the lot closes the gap.
            PlayerRows<String> rows = withColours("Ann", "", "Cid", "Dan", "Eve");
            rows.drawLots();
            return List.of(rows.filledNames(), rows.filledChoices());
        });
        assertThat(after.get(0)).containsExactlyInAnyOrder("Ann", "Cid", "Dan", "Eve");
        List<String> colourOf = List.of("Ann:red", "Cid:green", "Dan:yellow", "Eve:black");
        for (int i = 0; i < 4; i++) {
            assertThat(colourOf)
                    .contains(after.get(0).get(i) + ":" + after.get(1).get(i));
        }
    }

    @Test
    void the_same_seed_draws_the_same_order_and_some_seed_changes_it() {
        List<String> a = GuiActionRunner.execute(() -> drawn(7));
        List<String> b = GuiActionRunner.execute(() -> drawn(7));
        assertThat(a).isEqualTo(b);
        boolean someOtherOrder = false;
        for (int seed = 0; seed < 20 && !someOtherOrder; seed++) {
            int s = seed;
            someOtherOrder = !GuiActionRunner.execute(() -> drawn(s)).equals(List.of("Ann", "Bob", "Cid", "Dan"));
        }
        assertThat(someOtherOrder).isTrue();
    }

    private static List<String> drawn(int seed) {
        PlayerRows<Void> rows = PlayerRows.names(LONG_COURS, "lc.new", 4, 2, 4, new Random(seed));
        List.of("Ann", "Bob", "Cid", "Dan")
                .forEach(n -> rows.setName(rows.filledNames().size(), n));
        rows.drawLots();
        return rows.filledNames();
    }

    @Test
    void up_and_down_swap_names_and_colours_and_stop_at_the_ends() {
        List<List<String>> after = GuiActionRunner.execute(() -> {
            PlayerRows<String> rows = withColours("Ann", "Bob", "Cid");
            rows.swap(0, 1);
            List<String> once = rows.filledNames();
            List<String> colours = rows.filledChoices();
            rows.swap(0, -1);
            rows.swap(5, 6);
            return List.of(once, colours, rows.filledNames());
        });
        assertThat(after.get(0)).containsExactly("Bob", "Ann", "Cid");
        assertThat(after.get(1)).containsExactly("blue", "red", "green");
        assertThat(after.get(2)).containsExactly("Bob", "Ann", "Cid");
    }

    @Test
    void a_name_given_twice_is_reported_whatever_its_accents_and_case() {
        var problems = GuiActionRunner.execute(() -> {
            PlayerRows<String> rows = withColours("Zoé", "Bob", "zoe");
            var twice = rows.problem();
            rows.setName(2, "Cid");
            return List.of(twice, rows.problem());
        });
        assertThat(problems.get(0)).contains("Two captains are called zoe.");
        assertThat(problems.get(1)).isEmpty();
    }

    @Test
    void listeners_hear_every_change_and_rows_stop_at_the_most() {
        int[] heard = {0};
        boolean[] added = GuiActionRunner.execute(() -> {
            PlayerRows<Void> rows =
                    PlayerRows.names(new Messages("i18n.pistes", Locale.ENGLISH), "pi.new", 2, 10, 3, new Random(1));
            rows.onChange(() -> heard[0]++);
            rows.setName(0, "Ann");
            return new boolean[] {rows.addRow(), rows.addRow(), rows.rowCount() == 3};
        });
        assertThat(heard[0]).isPositive();
        assertThat(added).containsExactly(true, false, true);
    }

    @Test
    void a_name_with_a_double_quote_or_a_control_character_is_a_problem_said_before_start() {
        String quote = GuiActionRunner.execute(
                () -> withColours("Ann", "B\"ob", "Cid").problem().orElse(""));
        assertThat(quote).contains("B\"ob").contains("double quote");
        String nul = GuiActionRunner.execute(
                () -> withColours("Ann", "Bo\u0000b", "Cid").problem().orElse(""));
        assertThat(nul).contains("Bo?b");
    }

    @Test
    void a_name_past_forty_characters_is_a_problem_said_before_start() {
        String problem =
                GuiActionRunner.execute(() -> withColours("Ann", "Bob", "Anne-Sophie Delacroix-Montbrison-Lévêques")
                        .problem()
                        .orElse(""));
        assertThat(problem)
                .endsWith("has 41 characters: a name has at most 40, so that every screen shows it whole;"
                        + " shorten it");
        assertThat(GuiActionRunner.execute(() -> withColours("Ann", "Bob", "Anne-Sophie Delacroix-Montbrison-Lévêque")
                        .problem()))
                .isEmpty();
    }
}
