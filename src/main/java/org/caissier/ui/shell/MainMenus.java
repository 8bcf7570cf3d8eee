package org.caissier.ui.shell;

import java.awt.Toolkit;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Locale;
import javax.swing.AbstractAction;
import javax.swing.ButtonGroup;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.KeyStroke;
import org.caissier.table.DiceOrigin;
import org.caissier.ui.box.ButtonsDialog;
import org.caissier.ui.game.CommandHelp;
import org.caissier.ui.game.GameUi;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ShortcutText;

/**
 * The main window's menus and shortcuts, built again whenever what they offer changes (a game opened, the language).
 * They are filled as the bar is built, so a shortcut works from the window's first paint.
 */
final class MainMenus {
    private final MainWindow w;
    private final Messages m;
    private final AppSettings settings;
    private final List<GameUi<?, ?>> gameUis;

    MainMenus(MainWindow window, Messages messages, AppSettings settings, List<GameUi<?, ?>> gameUis) {
        this.w = window;
        this.m = messages;
        this.settings = settings;
        this.gameUis = gameUis;
    }

    private JMenuBar bar;
    private JMenu game;
    private JMenu edit;
    private JMenu viewMenu;
    private JMenu diceMenu;
    private JMenu boxMenu;
    private JMenu help;

    /** The bar with its menus and their items. */
    JMenuBar build() {
        bar = new JMenuBar();
        game = menu("menu.game", KeyEvent.VK_G);
        edit = menu("menu.edit", KeyEvent.VK_E);
        viewMenu = menu("menu.view", KeyEvent.VK_V);
        diceMenu = menu("menu.dice", KeyEvent.VK_D);
        boxMenu = menu("menu.box", KeyEvent.VK_B);
        help = menu("menu.help", KeyEvent.VK_H);
        for (JMenu menu : List.of(game, edit, viewMenu, diceMenu, boxMenu, help)) {
            bar.add(menu);
        }
        int ctrl = Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();
        // Ctrl+Y is the other common redo shortcut.
        w.getRootPane()
                .getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
                .put(KeyStroke.getKeyStroke(KeyEvent.VK_Y, ctrl), "redo");
        w.getRootPane().getActionMap().put("redo", action(w.actions()::redo));
        w.getRootPane()
                .getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
                .put(KeyStroke.getKeyStroke(KeyEvent.VK_S, ctrl), "saved");
        w.getRootPane().getActionMap().put("saved", action(w.actions()::sayWhereSaved));
        fill();
        return bar;
    }

    /** Puts the items in the menus. */
    private void fill() {
        int ctrl = Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();
        JMenu newMenu = new JMenu(m.get("menu.game.new"));
        newMenu.setName("menuNew");
        for (int i = 0; i < gameUis.size(); i++) {
            GameUi<?, ?> ui = gameUis.get(i);
            JMenuItem item = item(ui.displayName(m), "menuNew-" + ui.gameId(), () -> w.newGame(ui));
            if (i == 0) {
                item.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_N, ctrl));
            }
            newMenu.add(item);
        }
        game.add(newMenu);
        for (GameUi<?, ?> ui : gameUis) {
            ui.gameMenuItems(w, w.session().filter(s -> s.gameId().equals(ui.gameId())))
                    .forEach(game::add);
        }
        game.add(
                item(m.get("menu.game.open"), "menuOpen", w::openChooser, KeyStroke.getKeyStroke(KeyEvent.VK_O, ctrl)));
        JMenuItem resume = item(m.get("menu.game.resume"), "menuResume", w::resumeLast);
        resume.setEnabled(settings.lastGame().isPresent());
        game.add(resume);
        JMenuItem close =
                item(m.get("menu.game.close"), "menuClose", w::closeGame, KeyStroke.getKeyStroke(KeyEvent.VK_W, ctrl));
        close.setEnabled(w.openGame().isPresent());
        game.add(close);
        JMenuItem charts = item(m.get("menu.game.charts"), "menuCharts", w.actions()::showCharts);
        charts.setEnabled(w.actions().chartsAvailable());
        w.actions().chartsOff().ifPresent(charts::setToolTipText);
        game.add(charts);
        JMenuItem phones = item(m.get("menu.game.phones"), "menuPhones", w::showOnPhones);
        phones.setEnabled(w.phonesOffered());
        if (w.openGame().isPresent() && !w.phonesOffered()) {
            phones.setToolTipText(m.get("menu.game.phonesNone"));
        }
        game.add(phones);
        game.addSeparator();
        game.add(item(m.get("menu.game.quit"), "menuQuit", w::dispose, KeyStroke.getKeyStroke(KeyEvent.VK_Q, ctrl)));

        boolean open = w.openGame().isPresent();
        JMenuItem undo = item(
                m.get("menu.edit.undo"), "menuUndo", w.actions()::undo, KeyStroke.getKeyStroke(KeyEvent.VK_Z, ctrl));
        undo.setEnabled(open);
        edit.add(undo);
        JMenuItem redo = item(
                m.get("menu.edit.redo"),
                "menuRedo",
                w.actions()::redo,
                KeyStroke.getKeyStroke(KeyEvent.VK_Z, ctrl | InputEvent.SHIFT_DOWN_MASK));
        redo.setEnabled(open);
        edit.add(redo);
        JMenuItem command = item(
                m.get("menu.edit.command"),
                "menuCommand",
                w.actions()::focusCommandBar,
                KeyStroke.getKeyStroke(KeyEvent.VK_L, ctrl));
        command.setEnabled(open);
        edit.add(command);

        ButtonGroup themes = new ButtonGroup();
        JRadioButtonMenuItem light =
                radio(m.get("menu.view.light"), "menuLight", !settings.dark(), themes, () -> w.setTheme(false));
        JRadioButtonMenuItem dark =
                radio(m.get("menu.view.dark"), "menuDark", settings.dark(), themes, () -> w.setTheme(true));
        viewMenu.add(light);
        viewMenu.add(dark);
        viewMenu.addSeparator();
        viewMenu.add(item(
                m.get("menu.view.bigger"),
                "menuBigger",
                () -> w.setFontSize(settings.fontSize() + 2),
                KeyStroke.getKeyStroke(KeyEvent.VK_EQUALS, ctrl)));
        viewMenu.add(item(
                m.get("menu.view.smaller"),
                "menuSmaller",
                () -> w.setFontSize(settings.fontSize() - 2),
                KeyStroke.getKeyStroke(KeyEvent.VK_MINUS, ctrl)));
        viewMenu.add(item(
                m.get("menu.view.fullscreen"),
                "menuFullScreen",
                w::toggleFullScreen,
                KeyStroke.getKeyStroke(KeyEvent.VK_F11, 0)));
        JMenuItem display = item(
                m.get("menu.view.tableDisplay"),
                "menuTableDisplay",
                w::toggleTableDisplay,
                KeyStroke.getKeyStroke(KeyEvent.VK_F12, 0));
        display.setEnabled(w.openGame().isPresent());
        viewMenu.add(display);
        viewMenu.addSeparator();
        JMenu language = new JMenu(m.get("menu.view.language"));
        ButtonGroup languages = new ButtonGroup();
        language.add(radio("Français", "menuFrench", m.french(), languages, () -> w.setLanguage(Locale.FRENCH)));
        language.add(radio("English", "menuEnglish", !m.french(), languages, () -> w.setLanguage(Locale.ENGLISH)));
        viewMenu.add(language);

        ButtonGroup sources = new ButtonGroup();
        diceMenu.add(radio(
                m.get("menu.dice.virtual"),
                "menuDiceVirtual",
                w.dice().origin() == DiceOrigin.VIRTUAL,
                sources,
                () -> w.diceAndBox().choose(DiceOrigin.VIRTUAL)));
        diceMenu.add(radio(
                m.get("menu.dice.typed"),
                "menuDiceTyped",
                w.dice().origin() == DiceOrigin.TYPED,
                sources,
                () -> w.diceAndBox().choose(DiceOrigin.TYPED)));

        boxMenu.add(
                item(m.get("menu.box.connect"), "menuBoxConnect", w.diceAndBox().controls()::askPort));
        boxMenu.add(item(
                m.get("menu.box.simulator"), "menuBoxSimulator", w.diceAndBox().controls()::startSimulated));
        JMenuItem disconnect = item(m.get("menu.box.disconnect"), "menuBoxDisconnect", w.diceAndBox()::disconnect);
        disconnect.setEnabled(w.box().active());
        boxMenu.add(disconnect);
        boxMenu.addSeparator();
        for (GameUi<?, ?> ui : gameUis) {
            boxMenu.add(item(
                    m.get("menu.box.buttons", ui.displayName(m)),
                    "menuBoxButtons-" + ui.gameId(),
                    () -> new ButtonsDialog(w, m, w.diceAndBox().buttons())
                            .edit(ui.gameId(), ui.displayName(m), ui.boxActions())));
        }

        help.add(item(
                m.get("menu.help.commands"),
                "menuCommands",
                () -> new CommandHelp(w, m, gameUis).show(),
                KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0)));
        help.add(item(
                m.get("menu.help.about"),
                "menuAbout",
                () -> JOptionPane.showMessageDialog(
                        w, m.get("about.text", version()), m.get("app.title"), JOptionPane.INFORMATION_MESSAGE)));
    }

    private JMenu menu(String key, int mnemonic) {
        JMenu menu = new JMenu(m.get(key));
        menu.setMnemonic(mnemonic);
        menu.setName(key);
        return menu;
    }

    private static JMenuItem item(String text, String name, Runnable action) {
        JMenuItem item = ShortcutText.item(text);
        item.setName(name);
        item.addActionListener(e -> action.run());
        return item;
    }

    private static JMenuItem item(String text, String name, Runnable action, KeyStroke key) {
        JMenuItem item = item(text, name, action);
        item.setAccelerator(key);
        return item;
    }

    private static JRadioButtonMenuItem radio(
            String text, String name, boolean selected, ButtonGroup group, Runnable action) {
        JRadioButtonMenuItem item = new JRadioButtonMenuItem(text, selected);
        item.setName(name);
        item.addActionListener(e -> action.run());
        group.add(item);
        return item;
    }

    private static AbstractAction action(Runnable r) {
        return new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                r.run();
            }
        };
    }

    private static String version() {
        String v = MainWindow.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }
}
