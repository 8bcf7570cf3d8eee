package org.caissier.testing;

import java.awt.Component;
import java.awt.Container;
import java.awt.KeyboardFocusManager;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntConsumer;
import javax.swing.AbstractButton;
import javax.swing.InputMap;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JTable;
import javax.swing.JToggleButton;
import javax.swing.KeyStroke;
import javax.swing.MenuElement;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.ui.shell.MainWindow;

/**
 * What a user can do now in the main window, and one of it chosen by a seeded {@link Random}: any enabled button or
 * menu item that shows, a key bound where the keyboard is, a plausible or a hostile value typed into the field that
 * has the keyboard, a line of a list or a table chosen, undo and redo, the text size and the language. Candidates
 * are listed in the window's own order, so a seed takes the same steps again.
 */
final class UserSteps {
    /**
     * Left out, each for a reason: quitting ends the evening; the simulated box needs socat's ports; full screen
     * belongs to a window manager; the dice menu swaps the seeded dice for the system's (a seed would not replay).
     */
    private static final Set<String> LEFT_OUT =
            Set.of("menuQuit", "menuBoxSimulator", "menuFullScreen", "menuDiceVirtual", "menuDiceTyped");
    /** The keys of the items left out (Ctrl+Q, F11), by the key they are bound to. */
    private static final Set<Integer> KEYS_LEFT_OUT = Set.of(KeyEvent.VK_Q, KeyEvent.VK_F11);
    /** Views, undo and redo: weighed like a kind of step of their own, as a user reaches for them often. */
    private static final Set<String> OFTEN =
            Set.of("menuUndo", "menuRedo", "menuBigger", "menuSmaller", "menuFrench", "menuEnglish");
    /** Values no game expects, typed where the keyboard is. */
    private static final List<String> HOSTILE = List.of(
            "",
            " ",
            "\"",
            "\"unclosed",
            "'; --",
            "%s %n {0}",
            "<b>bold</b><script>",
            "-1",
            "0",
            "99999999999999999999",
            "1e308",
            "NaN",
            "3,5",
            "١٢",
            "Ⅻ",
            "🎲🎲",
            "Anna\tBruno",
            "a".repeat(300),
            "é".repeat(41),
            "\u202Eevil",
            "\u00A0\u202F",
            "undo",
            "game espion A B",
            "sealed AAAA",
            "#undone x",
            "help",
            "Ann Ann",
            "А nn");

    private static final Map<String, List<String>> PLAUSIBLE = new ConcurrentHashMap<>();

    /** One step: what it is (said when a fault is found), and whether it changes where things are on purpose. */
    interface Step {
        String what();

        /** True for the steps that move things on purpose: text size, language, a view opened, a line chosen. */
        boolean movesThings();

        void perform(Robot robot, Random random);

        /** The value the step typed, once performed; null for a step that typed nothing. */
        default String typed() {
            return null;
        }
    }

    private UserSteps() {}

    /** A step chosen among what the window offers now: first the kind of step, then one of that kind. */
    static Step choose(MainWindow frame, Random random, String game) {
        List<List<Step>> kinds = GuiActionRunner.execute(() -> offered(frame, game));
        List<List<Step>> open = kinds.stream().filter(k -> !k.isEmpty()).toList();
        List<Step> kind = open.get(random.nextInt(open.size()));
        return kind.get(random.nextInt(kind.size()));
    }

    /** Every step the window offers now, by kind (on the EDT). */
    private static List<List<Step>> offered(MainWindow frame, String game) {
        List<Step> buttons = new ArrayList<>();
        List<Step> rows = new ArrayList<>();
        walk(frame.getContentPane(), buttons, rows);
        List<Step> items = new ArrayList<>();
        List<Step> often = new ArrayList<>();
        List<Step> keys = new ArrayList<>();
        if (frame.getJMenuBar() != null) {
            for (MenuElement menu : frame.getJMenuBar().getSubElements()) {
                menuItems(menu, items, often, keys);
            }
        }
        Component owner = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        // Tab takes the keyboard to the next control, which the page scrolls into sight (Long Cours seed 2).
        keys.add(key(KeyStroke.getKeyStroke(KeyEvent.VK_TAB, 0), true));
        keys.add(key(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), false));
        if (owner instanceof JComponent focused && SwingUtilities.getWindowAncestor(focused) == frame) {
            bound(focused, keys);
        }
        List<Step> typing = new ArrayList<>();
        if (Explorer.typable(owner)) {
            JTextComponent field = (JTextComponent) owner;
            typing.add(type(field, plausible(game), "plausible"));
            typing.add(type(field, HOSTILE, "hostile"));
        }
        return List.of(buttons, buttons, items, often, keys, typing, typing, rows);
    }

    private static void walk(Container c, List<Step> buttons, List<Step> rows) {
        for (Component k : c.getComponents()) {
            if (!k.isShowing()) {
                continue;
            }
            if (k instanceof AbstractButton b && !(k instanceof JMenuItem) && b.isEnabled()) {
                buttons.add(click(b));
            } else if (k instanceof JTable t && t.isEnabled() && t.getRowCount() > 0) {
                rows.add(choose(ExplorerChecks.name(t), t.getRowCount(), i -> t.setRowSelectionInterval(i, i)));
            } else if (k instanceof JList<?> l && l.isEnabled() && l.getModel().getSize() > 0) {
                rows.add(choose(ExplorerChecks.name(l), l.getModel().getSize(), l::setSelectedIndex));
            } else if (k instanceof JComboBox<?> box && box.isEnabled() && box.getItemCount() > 1) {
                rows.add(choose(ExplorerChecks.name(box), box.getItemCount(), box::setSelectedIndex));
            }
            if (k instanceof Container inner
                    && !(k instanceof JComboBox)
                    && !(k instanceof JTable)
                    && !(k instanceof JList)) {
                walk(inner, buttons, rows);
            }
        }
    }

    private static void menuItems(MenuElement e, List<Step> items, List<Step> often, List<Step> keys) {
        if (e instanceof JMenuItem item && !(e instanceof JMenu)) {
            if (!item.isEnabled() || LEFT_OUT.contains(item.getName())) {
                return;
            }
            (OFTEN.contains(item.getName()) ? often : items).add(click(item));
            KeyStroke k = item.getAccelerator();
            if (k != null && !KEYS_LEFT_OUT.contains(k.getKeyCode())) {
                keys.add(key(k, OFTEN.contains(item.getName())));
            }
            return;
        }
        for (MenuElement sub : e.getSubElements()) {
            menuItems(sub, items, often, keys);
        }
    }

    /** The keys bound on the focused component and its ancestors (their own bindings, not the menus'). */
    private static void bound(JComponent focused, List<Step> keys) {
        addKeys(focused.getInputMap(JComponent.WHEN_FOCUSED), keys);
        for (Container c = focused; c != null; c = c.getParent()) {
            if (c instanceof JComponent j) {
                addKeys(j.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT), keys);
                addKeys(j.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW), keys);
            }
        }
    }

    private static void addKeys(InputMap map, List<Step> keys) {
        KeyStroke[] bound = map == null ? null : map.keys();
        if (bound == null) {
            return;
        }
        Arrays.sort(bound, Comparator.comparing(KeyStroke::toString));
        for (KeyStroke k : bound) {
            if (k.getKeyCode() != KeyEvent.VK_UNDEFINED
                    && !k.isOnKeyRelease()
                    && !KEYS_LEFT_OUT.contains(k.getKeyCode())) {
                keys.add(key(k, false));
            }
        }
    }

    private static Step click(AbstractButton b) {
        String what = (b instanceof JMenuItem ? "menu " : "button ") + ExplorerChecks.name(b);
        // A toggle shows or hides a part (the rare actions, the journal's tab) on purpose.
        boolean moves = b instanceof JToggleButton
                || "journalTab".equals(b.getName())
                || b instanceof JMenuItem
                        && b.getName() != null
                        && b.getName()
                                .matches(
                                        "menu(Bigger|Smaller|French|English|Light|Dark|TableDisplay|Close|Resume|Open|New.*)");
        return step(what, moves, (robot, random) -> SwingUtilities.invokeLater(b::doClick));
    }

    private static Step key(KeyStroke k, boolean moves) {
        // The view's keys: larger or smaller text, and F9 (the journal folded or opened) and F12 (the table display).
        boolean views = moves
                || k.getKeyCode() == KeyEvent.VK_F9
                || k.getKeyCode() == KeyEvent.VK_F12
                || k.getModifiers() != 0
                        && (k.getKeyCode() == KeyEvent.VK_EQUALS || k.getKeyCode() == KeyEvent.VK_MINUS);
        return step(
                "key " + k.toString().replace("pressed ", ""),
                views,
                (robot, random) -> robot.pressAndReleaseKey(k.getKeyCode(), oldMasks(k.getModifiers())));
    }

    /** The robot's modifiers, in the masks it reads (AWT's older ones). */
    @SuppressWarnings("deprecation")
    private static int oldMasks(int modifiers) {
        int mask = 0;
        mask |= (modifiers & InputEvent.CTRL_DOWN_MASK) != 0 ? InputEvent.CTRL_MASK : 0;
        mask |= (modifiers & InputEvent.SHIFT_DOWN_MASK) != 0 ? InputEvent.SHIFT_MASK : 0;
        mask |= (modifiers & InputEvent.ALT_DOWN_MASK) != 0 ? InputEvent.ALT_MASK : 0;
        return mask;
    }

    /**
     * A value put into the field where the caret is, as a paste would (the robot types only what its keyboard
     * map has; hostile values are in any script), then Enter half of the time.
     */
    private static Step type(JTextComponent field, List<String> values, String kind) {
        return new Step() {
            private String value;

            @Override
            public String what() {
                return "type " + kind + " “" + shorten(value) + "” into " + ExplorerChecks.name(field);
            }

            @Override
            public boolean movesThings() {
                return true;
            }

            @Override
            public String typed() {
                return value;
            }

            @Override
            public void perform(Robot robot, Random random) {
                value = values.get(random.nextInt(values.size()));
                GuiActionRunner.execute(() -> field.replaceSelection(value));
                robot.waitForIdle();
                if (random.nextBoolean() && GuiActionRunner.execute(field::isFocusOwner)) {
                    value += "⏎";
                    robot.pressAndReleaseKey(KeyEvent.VK_ENTER);
                }
            }
        };
    }

    private static Step choose(String what, int count, IntConsumer select) {
        return new Step() {
            private int row = -1;

            @Override
            public String what() {
                return "choose line " + row + " of " + what;
            }

            @Override
            public boolean movesThings() {
                return true;
            }

            @Override
            public void perform(Robot robot, Random random) {
                row = random.nextInt(count);
                GuiActionRunner.execute(() -> select.accept(row));
            }
        };
    }

    private interface Act {
        void run(Robot robot, Random random);
    }

    private static Step step(String what, boolean moves, Act act) {
        return new Step() {
            @Override
            public String what() {
                return what;
            }

            @Override
            public boolean movesThings() {
                return moves;
            }

            @Override
            public void perform(Robot robot, Random random) {
                act.run(robot, random);
            }
        };
    }

    /**
     * Lines a player of this game would type: every command of its golden journals and scripts, and their words
     * (names, places, numbers).
     */
    private static List<String> plausible(String game) {
        return PLAUSIBLE.computeIfAbsent(game, g -> {
            List<String> lines = new ArrayList<>();
            try (DirectoryStream<Path> golden =
                    Files.newDirectoryStream(Path.of("src/test/resources/golden"), "*.caissier")) {
                List<Path> files = new ArrayList<>();
                golden.forEach(files::add);
                files.sort(null);
                for (Path file : files) {
                    List<String> read = Files.readAllLines(file, StandardCharsets.UTF_8);
                    if (read.stream().noneMatch(l -> l.startsWith("game " + g + " ") || l.equals("game " + g))) {
                        continue;
                    }
                    for (String line : read) {
                        if (!line.isBlank()
                                && !line.startsWith("#")
                                && !line.startsWith("game ")
                                && !line.startsWith("sealed ")) {
                            lines.add(line);
                            lines.addAll(List.of(line.split(" ")));
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            lines.addAll(List.of("undo", "redo", "help", "1", "2", "6", "3.5", "Ann"));
            return List.copyOf(lines);
        });
    }

    private static String shorten(String s) {
        if (s == null) {
            return "";
        }
        return s.length() <= 40 ? s : s.substring(0, 40) + "… (" + s.length() + " characters)";
    }
}
