package org.caissier.ui.shell;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.caissier.live.LiveRuntime;
import org.caissier.table.Session;
import org.caissier.ui.box.BoxControls;
import org.caissier.ui.box.BoxSession;
import org.caissier.ui.box.PressResult;
import org.caissier.ui.dice.SwitchableDice;
import org.caissier.ui.display.AnnouncementLayer;
import org.caissier.ui.display.Announcements;
import org.caissier.ui.display.TableDisplaySwitch;
import org.caissier.ui.files.GameFiles;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.game.GameUi;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.FittedView;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.Mnemonics;
import org.caissier.ui.kit.NextInput;
import org.caissier.ui.kit.PaintedPane;
import org.caissier.ui.kit.ScreenFit;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.kit.UiTimer;
import org.caissier.ui.kit.WindowPlaces;
import org.caissier.ui.phones.OnPhones;

/**
 * The main window: the launcher, or the open game ({@link OpenGame}) with the result of the last command
 * ({@link FeedbackLine}) and the status line. Its parts do the work: {@link GameFiles} finds and names the games on
 * disk and starts new ones, {@link OpenGame} holds the open session and its table, {@link OpenGameActions} does what
 * the menus ask of it, {@link DiceAndBox} keeps the dice and the box, {@link TableDisplaySwitch} the second screen,
 * {@link StatusBar} the bottom line; the window puts them together and builds its content again when the language,
 * the theme or the text size changes.
 */
public final class MainWindow extends JFrame implements UiContext {
    private static final String ACCEPT_ALL = "FileChooser.acceptAllFileFilterText";

    private final AppSettings settings;
    private final GameRegistry registry;
    private final GameFiles files;
    private final FeedbackLine feedback;
    private NextInput nextInput;
    private final DiceAndBox diceAndBox;
    private final OpenGameActions actions;
    private Messages messages;
    private OpenGame<?, ?> game;
    private final StatusBar status;
    private final PaintedPane content = new PaintedPane();
    private final TableDisplaySwitch tableDisplay;
    private final Announcements news;
    private final AnnouncementLayer announced;
    private final WindowPlaces places;
    private final OnPhones phones;

    public MainWindow(AppSettings settings, GameRegistry registry) {
        this(settings, registry, UiTimer.swing());
    }

    /** @param timer takes the news down after a few seconds (a test's own clock) */
    public MainWindow(AppSettings settings, GameRegistry registry, UiTimer timer) {
        this.settings = settings;
        this.registry = registry;
        this.messages = new Messages(settings.locale());
        this.diceAndBox = new DiceAndBox(this, settings, registry);
        this.files = new GameFiles(this, settings, registry.games(), this::messages);
        this.news = new Announcements(timer);
        this.announced = new AnnouncementLayer(news, "announcement", AnnouncementLayer::mainWindowTextSize, true);
        this.feedback = new FeedbackLine(
                this,
                this::messages,
                news,
                this::openAgain,
                () -> game == null ? -1 : game.session().history().size());
        BoxControls box = diceAndBox.controls();
        setName("mainWindow");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        setContentPane(content);
        // The live server's threads and clock are made when a game is first shown on phones, not at the start.
        this.phones = new OnPhones(settings, registry.games(), LiveRuntime::system);
        this.status = new StatusBar(box.status(), phones.status());
        this.actions = new OpenGameActions(this, registry, phones, feedback);
        // Every window and dialog opened while this window lives fits the screen it opens on.
        Runnable stopFitting = GraphicsEnvironment.isHeadless() ? () -> {} : ScreenFit.everyWindow();
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                stopFitting.run();
                phones.end();
                closeSession();
                box.stop();
                tableDisplay.close();
            }
        });
        Dimension screen = GraphicsEnvironment.isHeadless()
                ? new Dimension(1280, 800)
                : ScreenFit.usable().getSize();
        FirstPlace.sized(this, new Dimension(Math.min(1400, screen.width), Math.min(900, screen.height)), null, null);
        places = new WindowPlaces(settings);
        places.restore(this, "main");
        places.remember(this, "main");
        tableDisplay = new TableDisplaySwitch(
                this,
                news,
                places,
                size -> game == null ? Optional.empty() : game.view().flatMap(v -> v.tableDisplay(size)));
        diceAndBox.restoreChoice();
        // Where the view names no field (Espion while the spy plays), the empty command bar: never a button that the
        // next Space would press, such as "Show on phones…" after the spy's PIN dialog.
        nextInput = new NextInput(
                        this,
                        () -> game == null
                                ? Optional.empty()
                                : game.view().flatMap(GameView::nextInput).or(game::commandBarInput),
                        c -> game != null && game.typingInCommandBar(c))
                .start();
        rebuild();
    }

    /** Closes the window, its place and the table display's saved first for the next start. */
    @Override
    public void dispose() {
        if (places != null) {
            places.save(this, "main");
            tableDisplay.close();
        }
        if (nextInput != null) {
            nextInput.stop();
        }
        super.dispose();
    }

    /** Runs once, on the EDT, after the window's content has been painted for the first time. */
    public void whenPainted(Runnable action) {
        content.whenPainted(action);
    }

    // ---- UiContext

    @Override
    public Messages messages() {
        return messages;
    }

    @Override
    public Window window() {
        return this;
    }

    @Override
    public SwitchableDice dice() {
        return diceAndBox.dice();
    }

    /**
     * Plays a line as if typed in the command bar (the tests' and the screenshots' way to set a table); whether it
     * was played. A game's own screen plays through its typed {@link GameContext}.
     */
    public boolean play(String line) {
        return game != null && game.play(line).played();
    }

    @Override
    public void tell(String message) {
        feedback.tell(message);
    }

    @Override
    public void nextInputMoved() {
        if (nextInput != null) {
            nextInput.afterChange();
        }
    }

    @Override
    public void refused(org.caissier.table.RuleViolation why) {
        feedback.refused(why);
    }

    public Optional<Session<?, ?>> session() {
        return Optional.ofNullable(game).map(OpenGame::session);
    }

    // ---- building the window

    /** Builds menus and content again, e.g. after the language changed; the open game keeps its arrangement. */
    public void rebuild() {
        messages = new Messages(settings.locale());
        // Swing's own words too (a file chooser's buttons, a message box's): every chooser and box made from now on.
        JComponent.setDefaultLocale(messages.locale());
        // A chooser's "All Files" filter reads its words without a locale (Swing's AcceptAllFileFilter): given here,
        // from the look and feel's own words, not from an earlier override.
        UIManager.put(ACCEPT_ALL, UIManager.getLookAndFeelDefaults().getString(ACCEPT_ALL, messages.locale()));
        setTitle(messages.get("app.title"));
        phones.speak(messages);
        setJMenuBar(new MainMenus(this, messages, settings, registry.screens()).build());
        getContentPane().removeAll();
        // The launcher's default button (Enter resumes) must not outlive the launcher.
        getRootPane().setDefaultButton(null);
        if (game == null) {
            // In a view that scrolls when the text is too large for the window (the launcher at French 32).
            JScrollPane launcher = FittedView.around(new LauncherPanel(
                    messages,
                    registry.screens(),
                    settings.lastGame().map(p -> GameSummary.of(p, settings, registry, messages)),
                    this::newGame,
                    this::resumeLast,
                    this::openChooser));
            launcher.setName("launcherScroll");
            getContentPane().add(launcher, BorderLayout.CENTER);
        } else {
            JComponent table = game.build(this, messages, feedback.component(), settings);
            getContentPane()
                    .add(
                            announced.around(
                                    table, game.view().map(GameView::newsStrip).orElse(true)),
                            BorderLayout.CENTER);
        }
        tableDisplay.rebuild(messages);
        getContentPane()
                .add(
                        status.build(
                                game == null ? Optional.empty() : game.view().flatMap(GameView::statusPart)),
                        BorderLayout.SOUTH);
        refreshAll();
        Mnemonics.settle(getRootPane());
        revalidate();
        repaint();
    }

    void refreshAll() {
        if (game != null) {
            game.refresh();
            if (nextInput != null) {
                nextInput.afterChange();
            }
            // Written when it changes (a new round), during play: never while the window is being closed.
            GameSummary.remember(settings, game.session().file(), game.view().flatMap(GameView::progress));
            tableDisplay.refresh();
            phones.changed();
        }
        status.show(messages, session().map(Session::file), dice().origin());
        diceAndBox.controls().showStatus();
        diceAndBox.controls().box().refreshLight();
    }

    void refreshMenus() {
        setJMenuBar(new MainMenus(this, messages, settings, registry.screens()).build());
        Mnemonics.settle(getRootPane());
        getRootPane().revalidate();
        diceAndBox.controls().showStatus();
    }

    // ---- games

    /** Asks for a new game of this kind and starts it. */
    public void newGame(GameUi<?, ?> ui) {
        ui.askNewGame(this, this).ifPresent(this::startGame);
    }

    /** Starts a game from its {@code game ...} line; its journal goes in the games folder. */
    @Override
    public boolean startGame(String gameLine) {
        try {
            Optional<Session<?, ?>> started = files.start(gameLine);
            started.ifPresent(this::show);
            return started.isPresent();
        } catch (IOException e) {
            feedback.saveFailed(e);
            return false;
        }
    }

    @Override
    public Optional<Path> gamesFolder() {
        return Optional.of(settings.gamesDir());
    }

    /** Opens a saved game; a file that is not one is explained and left as it is. */
    public boolean openGame(Path file) {
        Optional<Session<?, ?>> opened = files.open(file);
        opened.ifPresent(session -> {
            show(session);
            files.warn(session);
        });
        return opened.isPresent();
    }

    /** Opens a game again from its file as it is now, the session that held it closed first (it lets go its lock). */
    private void openAgain(Path file) {
        closeSession();
        rebuild();
        openGame(file);
    }

    void resumeLast() {
        settings.lastGame().ifPresent(this::openGame);
    }

    void openChooser() {
        files.choose().ifPresent(this::openGame);
    }

    /** Shows an open game in the window (package-private: the journal panel benchmark times it apart from the replay). */
    void show(Session<?, ?> session) {
        closeSession();
        settings.setLastGame(session.file());
        game = OpenGame.of(registry.require(session.gameId()), session, feedback, messages.locale(), this::refreshAll);
        phones.opened(
                session,
                registry.find(session.gameId()).flatMap(p -> p.screens().playedFor(session)));
        feedback.clear();
        news.clear();
        rebuild();
        SwingUtilities.invokeLater(() -> {
            if (game != null && game.view().flatMap(GameView::nextInput).isEmpty()) {
                game.focusCommandBar();
            }
        });
    }

    private void closeSession() {
        if (game != null) {
            game.close();
            game = null;
            tableDisplay.close();
        }
    }

    // ---- what the menus do

    void closeGame() {
        phones.end();
        closeSession();
        rebuild();
    }

    /** Game → Show on phones: the open game's page (or the one it is played for) on the network. */
    @Override
    public void showOnPhones() {
        actions.showOnPhones();
    }

    @Override
    public boolean phonesOffered() {
        return actions.phonesOffered();
    }

    OpenGameActions actions() {
        return actions;
    }

    DiceAndBox diceAndBox() {
        return diceAndBox;
    }

    Optional<OpenGame<?, ?>> openGame() {
        return Optional.ofNullable(game);
    }

    NextInput nextInput() {
        return nextInput;
    }

    // ---- the box

    /** Hands a mapped press to the open game, as a press on the box does. */
    public PressResult boxAction(String actionId, int seat) {
        return diceAndBox.boxAction(actionId, seat);
    }

    /** The box in use, for tests and the command line. */
    public BoxSession box() {
        return diceAndBox.controls().box();
    }

    /** Connecting the box on a port, or the built-in simulated one and its window: the command line's and tests'. */
    public BoxControls boxControls() {
        return diceAndBox.controls();
    }

    // ---- the view

    // A look, text size or language chosen as it is already (Bigger at the largest) makes nothing again.
    void setTheme(boolean dark) {
        if (dark != settings.dark()) {
            settings.setDark(dark);
            restyle();
        }
    }

    void setFontSize(int size) {
        int was = settings.fontSize();
        settings.setFontSize(size);
        if (settings.fontSize() != was) restyle();
    }

    private void restyle() {
        // Theme.apply has every window's components take the new look, this one's included: a second pass over
        // this window's tree was the same work again, at every text size and theme changed.
        Theme.apply(settings.dark(), settings.fontSize());
        rebuild();
    }

    void setLanguage(Locale locale) {
        if (locale.getLanguage().equals(settings.locale().getLanguage())) return;
        settings.setLocale(locale);
        diceAndBox.speak(locale);
        if (game != null) {
            game.speak(locale);
        }
        rebuild();
        feedback.languageChanged();
    }

    /** Opens the table display for the open game, or closes it when it is open. */
    public void toggleTableDisplay() {
        if (game != null || tableDisplay.isOpen()) {
            tableDisplay.toggle(messages);
        }
    }

    void toggleFullScreen() {
        var device = getGraphicsConfiguration().getDevice();
        if (device.isFullScreenSupported()) {
            device.setFullScreenWindow(device.getFullScreenWindow() == this ? null : this);
        } else {
            setExtendedState(getExtendedState() ^ MAXIMIZED_BOTH);
        }
    }
}
