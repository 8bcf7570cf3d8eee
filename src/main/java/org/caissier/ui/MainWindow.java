package org.caissier.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.caissier.table.Command;
import org.caissier.table.DataFileException;
import org.caissier.table.Games;
import org.caissier.table.JournalException;
import org.caissier.table.JournalRescue;
import org.caissier.table.RuleViolation;
import org.caissier.table.Session;
import org.caissier.table.StartedGame;
import org.caissier.table.VirtualDice;
import org.caissier.device.ButtonMapping;
import org.caissier.device.SerialTransport;
import org.caissier.ui.box.BoxHost;
import org.caissier.ui.box.BoxSession;
import org.caissier.ui.box.ButtonSettings;
import org.caissier.ui.box.BoxSimulation;
import org.caissier.ui.box.BoxStatusText;
import org.caissier.ui.box.ConnectDialog;
import org.caissier.ui.box.SimulatedBoxWindow;

/**
 * The main window: the launcher, or an open game with its table view, its journal, the command bar, the
 * result of the last command and the status line.
 */
public final class MainWindow extends JFrame implements SessionController.Feedback, UiContext, BoxHost {
    private final AppSettings settings;
    private final Games games;
    private final List<GameUi> gameUis;
    private final SwitchableDice dice = new SwitchableDice(new VirtualDice());
    private Messages messages;
    private SessionController controller;
    private GameView view;
    private JournalPanel journal;
    private CommandBar commandBar;
    private final JLabel feedback = new JLabel(" ");
    private final JLabel statusFile = new JLabel(" ");
    private final JLabel statusDice = new JLabel(" ");
    // No vertical gap: a part added here must not make the status bar (and so the table) change height.
    private final JPanel statusExtras = new JPanel(new java.awt.FlowLayout(java.awt.FlowLayout.RIGHT, 8, 0));
    private final PaintedPane content = new PaintedPane();
    private final JLabel boxStatus = new JLabel();
    private final ButtonSettings buttons;
    private final BoxSession box;
    private BoxSimulation simulation;
    private SimulatedBoxWindow simulationWindow;
    private TableDisplay tableDisplay;

    public MainWindow(AppSettings settings, Games games, List<GameUi> gameUis) {
        this.settings = settings;
        this.games = games;
        this.gameUis = List.copyOf(gameUis);
        this.messages = new Messages(settings.locale());
        this.buttons = new ButtonSettings(settings);
        this.box = new BoxSession(this, SwingUtilities::invokeLater, buttons::mapping);
        setName("mainWindow");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        setContentPane(content);
        feedback.setName("feedback");
        statusFile.setName("statusFile");
        statusDice.setName("statusDice");
        boxStatus.setName("boxStatus");
        statusExtras.add(boxStatus);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                closeSession();
                stopBox();
                closeTableDisplay();
            }
        });
        Dimension screen = GraphicsEnvironment.isHeadless() ? new Dimension(1280, 800)
                : Toolkit.getDefaultToolkit().getScreenSize();
        setSize(Math.min(1400, screen.width), Math.min(900, screen.height));
        setLocationRelativeTo(null);
        rebuild();
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
        return dice;
    }

    @Override
    public boolean play(String line) {
        return controller != null && controller.play(line);
    }

    @Override
    public boolean play(Command command) {
        return controller != null && controller.play(command);
    }

    public Optional<Session<?, ?>> session() {
        return Optional.ofNullable(controller).map(SessionController::session);
    }

    // ---- Feedback

    @Override
    public void played(String description) {
        feedback.setForeground(UIManager.getColor("Actions.Green") != null ? UIManager.getColor("Actions.Green")
                : new Color(0x2E7D32));
        feedback.setText("✔ " + description);
    }

    @Override
    public void refused(RuleViolation violation) {
        feedback.setForeground(UIManager.getColor("Actions.Red") != null ? UIManager.getColor("Actions.Red")
                : new Color(0xC62828));
        feedback.setText("✖ " + messages.get("violation", violation.ruleId(), violation.message(messages.locale())));
    }

    @Override
    public void tell(String message) {
        feedback.setForeground(UIManager.getColor("Label.foreground"));
        feedback.setText("• " + message);
    }

    @Override
    public void saveFailed(IOException error) {
        JOptionPane.showMessageDialog(this, messages.get("error.save", error.getMessage()), messages.get("error.title"),
                JOptionPane.ERROR_MESSAGE);
    }

    // ---- building the window

    /** Builds menus and content again, e.g. after the language changed. */
    public void rebuild() {
        messages = new Messages(settings.locale());
        setTitle(messages.get("app.title"));
        setJMenuBar(new MainMenus(this, messages, settings, gameUis).build());
        getContentPane().removeAll();
        // The launcher's default button (Enter resumes) must not outlive the launcher.
        getRootPane().setDefaultButton(null);
        if (controller == null) {
            getContentPane().add(new LauncherPanel(messages, gameUis, settings.lastGame(), this::newGame,
                    this::resumeLast, this::openChooser), BorderLayout.CENTER);
        } else {
            getContentPane().add(tableContent(), BorderLayout.CENTER);
        }
        if (tableDisplay != null) {
            // The view was built again (language, theme): the display follows it.
            tableDisplay.rebuild(messages);
        }
        getContentPane().add(statusBar(), BorderLayout.SOUTH);
        refreshAll();
        revalidate();
        repaint();
    }

    private JComponent tableContent() {
        Session<?, ?> session = controller.session();
        GameUi ui = uiFor(session.gameId());
        view = ui.open(session, this);
        journal = new JournalPanel(messages, controller::undoFrom);
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, view.component(), journal);
        split.setResizeWeight(0.75);
        split.setName("tableSplit");
        commandBar = new CommandBar(messages, this::completions, this::play);
        JPanel bottom = new JPanel(new BorderLayout());
        feedback.setBorder(BorderFactory.createEmptyBorder(6, 12, 2, 12));
        feedback.putClientProperty("FlatLaf.styleClass", "h3");
        bottom.add(feedback, BorderLayout.NORTH);
        bottom.add(commandBar, BorderLayout.CENTER);
        JPanel content = new JPanel(new BorderLayout());
        content.add(split, BorderLayout.CENTER);
        content.add(bottom, BorderLayout.SOUTH);
        SwingUtilities.invokeLater(() -> split.setDividerLocation(0.72));
        return content;
    }

    private List<String> completions() {
        return view == null ? List.of() : view.completions();
    }

    private JComponent statusBar() {
        JPanel bar = new JPanel(new BorderLayout(12, 0));
        bar.setBorder(BorderFactory.createEmptyBorder(2, 10, 4, 10));
        bar.add(statusFile, BorderLayout.CENTER);
        JPanel right = new JPanel(new BorderLayout(12, 0));
        right.add(statusExtras, BorderLayout.WEST);
        right.add(statusDice, BorderLayout.EAST);
        bar.add(right, BorderLayout.EAST);
        return bar;
    }

    private void refreshAll() {
        if (controller != null) {
            Session<?, ?> s = controller.session();
            statusFile.setText(messages.get("status.saved", s.file()));
            if (view != null) {
                view.refresh();
            }
            if (tableDisplay != null) {
                tableDisplay.refresh();
            }
            if (journal != null) {
                journal.show(s);
            }
        } else {
            statusFile.setText(" ");
        }
        String source = switch (dice.origin()) {
            case VIRTUAL -> messages.get("dice.virtual");
            case TYPED -> messages.get("dice.typed");
            case BOX -> messages.get("dice.box");
        };
        statusDice.setText(messages.get("status.dice", source));
        showBoxStatus();
        box.refreshLight();
    }

    private void showBoxStatus() {
        boxStatus.setText(BoxStatusText.of(messages, box));
        boxStatus.setVisible(box.active());
        boolean alarming = box.status().map(BoxStatusText::alarming).orElse(false);
        boxStatus.setForeground(alarming ? (UIManager.getColor("Actions.Red") != null ? UIManager.getColor("Actions.Red")
                : new Color(0xC62828)) : UIManager.getColor("Label.foreground"));
    }

    private GameUi uiFor(String gameId) {
        return gameUis.stream().filter(g -> g.gameId().equals(gameId)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no screen for game " + gameId));
    }

    // ---- games

    /** Asks for a new game of this kind and starts it. */
    public void newGame(GameUi ui) {
        ui.askNewGame(this, this).ifPresent(this::startGame);
    }

    /** Starts a game from its {@code game ...} line; its journal goes in the games folder. */
    @Override
    public boolean startGame(String gameLine) {
        StartedGame<?, ?> started;
        try {
            started = games.start(gameLine, null);
        } catch (RuleViolation v) {
            JOptionPane.showMessageDialog(this, messages.get("violation", v.ruleId(), v.message(messages.locale())),
                    messages.get("error.title"), JOptionPane.ERROR_MESSAGE);
            return false;
        } catch (DataFileException e) {
            JOptionPane.showMessageDialog(this, e.getMessage(), messages.get("error.title"), JOptionPane.ERROR_MESSAGE);
            return false;
        }
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd_HH-mm-ss", Locale.ROOT));
        Path file = settings.gamesDir().resolve(stamp + "_" + started.gameId() + ".caissier");
        for (int i = 2; file.toFile().exists(); i++) {
            file = settings.gamesDir().resolve(stamp + "_" + started.gameId() + "-" + i + ".caissier");
        }
        try {
            show(create(file, started));
            return true;
        } catch (FileAlreadyExistsException e) {
            saveFailed(e);
        } catch (IOException e) {
            saveFailed(e);
        }
        return false;
    }

    private static <S, C extends Command> Session<S, C> create(Path file, StartedGame<S, C> game) throws IOException {
        return Session.create(file, game);
    }

    /** Opens a saved game; a file that is not one is explained and left as it is. */
    public boolean openGame(Path file) {
        try {
            Session<?, ?> session = Session.open(file, games);
            show(session);
            if (!session.warnings().isEmpty()) {
                JOptionPane.showMessageDialog(this, messages.get("warning.open", String.join("\n", session.warnings())),
                        messages.get("error.title"), JOptionPane.WARNING_MESSAGE);
            }
            return true;
        } catch (org.caissier.table.GameOpenElsewhereException e) {
            Session<?, ?> look = OpenElsewhere.offer(this, messages, e, games);
            if (look != null) {
                show(look);
                return true;
            }
            return false;
        } catch (JournalException e) {
            if (e.line() > 1 && offerRescue(file, e)) {
                return true;
            }
            showOpenError(e.getMessage());
        } catch (IOException e) {
            showOpenError(e.toString());
        }
        return false;
    }

    /**
     * A journal refused at a line past its start: offers to go on from a copy of the lines before it. The refused
     * file is left as it is.
     */
    private boolean offerRescue(Path file, JournalException refused) {
        Object[] options = {messages.get("rescue.yes"), messages.get("rescue.no")};
        JOptionPane pane = new JOptionPane(messages.get("rescue.question", refused.getMessage(), refused.line() - 1),
                JOptionPane.WARNING_MESSAGE, JOptionPane.YES_NO_OPTION, null, options, options[0]);
        var dialog = pane.createDialog(this, messages.get("error.title"));
        dialog.setName("rescueDialog");
        dialog.setVisible(true);
        dialog.dispose();
        if (pane.getValue() != options[0]) {
            return false;
        }
        try {
            Optional<Path> copy = JournalRescue.copyBefore(file, refused.line());
            return copy.isPresent() && openGame(copy.get());
        } catch (IOException e) {
            saveFailed(e);
            return false;
        }
    }

    private void showOpenError(String message) {
        JOptionPane pane = new JOptionPane(messages.get("error.open", message), JOptionPane.ERROR_MESSAGE);
        var dialog = pane.createDialog(this, messages.get("error.title"));
        dialog.setName("openErrorDialog");
        dialog.setVisible(true);
        dialog.dispose();
    }

    void resumeLast() {
        settings.lastGame().ifPresent(this::openGame);
    }

    void openChooser() {
        JFileChooser chooser = new JFileChooser(settings.gamesDir().toFile());
        chooser.setFileFilter(new FileNameExtensionFilter(messages.get("open.filter"), "caissier", "journal", "txt"));
        if (chooser.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
            openGame(chooser.getSelectedFile().toPath());
        }
    }

    private void show(Session<?, ?> session) {
        closeSession();
        settings.setLastGame(session.file());
        controller = new SessionController(session, this, messages.locale());
        session.addListener(s -> {
            if (SwingUtilities.isEventDispatchThread()) {
                refreshAll();
            } else {
                SwingUtilities.invokeLater(this::refreshAll);
            }
        });
        feedback.setText(" ");
        rebuild();
        if (commandBar != null) {
            SwingUtilities.invokeLater(commandBar::focus);
        }
    }

    private void closeSession() {
        if (controller != null) {
            try {
                controller.session().close();
            } catch (IOException ignored) {
                // Every line is already on disk; closing only releases the file.
            }
            controller = null;
            closeTableDisplay();
            view = null;
            journal = null;
            commandBar = null;
        }
    }

    // ---- what the menus do

    boolean gameOpen() {
        return controller != null;
    }

    /** Game → Charts: drawn from the open game's journal alone, as they would be from any saved game. */
    void showCharts() {
        if (controller != null) {
            org.caissier.charts.ui.ChartsWindow.show(this, controller.session().file(), games, messages.locale());
        }
    }

    void closeGame() {
        closeSession();
        rebuild();
    }

    void undo() {
        if (controller != null) {
            controller.undo();
        }
    }

    void redo() {
        if (controller != null) {
            controller.redo();
        }
    }

    void focusCommandBar() {
        if (commandBar != null) {
            commandBar.focus();
        }
    }

    /** Every command is on disk already: Ctrl+S says where. */
    void sayWhereSaved() {
        if (controller != null) {
            played(messages.get("status.saved", controller.session().file()));
        }
    }

    void disconnectBox() {
        stopBox();
        refreshMenus();
    }

    ButtonSettings buttons() {
        return buttons;
    }

    /** Chooses where dice come from (the box registers itself through here too). */
    public void useDice(org.caissier.table.DiceSource source) {
        dice.use(source);
        refreshAll();
    }

    // ---- the box

    @Override
    public org.caissier.table.DiceSource currentDice() {
        return dice.current();
    }

    @Override
    public Optional<String> gameId() {
        return session().map(Session::gameId);
    }

    @Override
    public boolean boxAction(String actionId, int seat) {
        if (view != null && view.boxAction(actionId, seat)) {
            return true;
        }
        if (ButtonMapping.UNDO.equals(actionId) && controller != null) {
            controller.undo();
            return true;
        }
        if (view != null) {
            tell(messages.get("box.notHandled", actionId));
        }
        return false;
    }

    @Override
    public int seatToLight() {
        return view == null ? 0 : view.seatToLight();
    }

    @Override
    public void boxStatusChanged() {
        showBoxStatus();
    }

    /** The box in use, for tests and the command line. */
    public BoxSession box() {
        return box;
    }

    /** Looks for the box on a port (a path, a pseudo-terminal, or {@code auto}) and remembers it. */
    public void connectBox(String port) {
        settings.put("box.port", port);
        closeSimulation();
        box.connect(port);
        refreshMenus();
    }

    void askBoxPort() {
        new ConnectDialog(this, messages, SerialTransport.listPorts(), settings.get("box.port", null)).ask()
                .ifPresent(this::connectBox);
    }

    /** Starts the built-in simulated box on a pseudo-terminal pair and connects to it; false if it cannot. */
    public boolean startSimulatedBox() {
        if (BoxSimulation.socat().isEmpty()) {
            showBoxError(messages.get("box.sim.noSocat"));
            return false;
        }
        stopBox();
        try {
            simulation = BoxSimulation.start();
        } catch (IOException e) {
            showBoxError(messages.get("box.sim.failed", e.getMessage()));
            return false;
        }
        box.connect(simulation.hostPort());
        simulationWindow = new SimulatedBoxWindow(this, messages, simulation);
        simulationWindow.placeBeside(this);
        simulationWindow.setVisible(true);
        refreshMenus();
        return true;
    }

    private void refreshMenus() {
        setJMenuBar(new MainMenus(this, messages, settings, gameUis).build());
        getRootPane().revalidate();
        showBoxStatus();
    }

    /** The simulated box's window, while it runs. */
    public Optional<SimulatedBoxWindow> simulatedBoxWindow() {
        return Optional.ofNullable(simulationWindow);
    }

    private void showBoxError(String text) {
        JOptionPane pane = new JOptionPane(text, JOptionPane.ERROR_MESSAGE);
        var dialog = pane.createDialog(this, messages.get("error.title"));
        dialog.setName("boxErrorDialog");
        dialog.setVisible(true);
        dialog.dispose();
    }

    private void stopBox() {
        box.disconnect();
        closeSimulation();
    }

    private void closeSimulation() {
        if (simulationWindow != null) {
            simulationWindow.dispose();
            simulationWindow = null;
        }
        if (simulation != null) {
            simulation.close();
            simulation = null;
        }
    }

    static String version() {
        String v = MainWindow.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    void setTheme(boolean dark) {
        settings.setDark(dark);
        Theme.apply(dark, settings.fontSize());
        SwingUtilities.updateComponentTreeUI(this);
        rebuild();
    }

    void setFontSize(int size) {
        settings.setFontSize(size);
        Theme.apply(settings.dark(), settings.fontSize());
        SwingUtilities.updateComponentTreeUI(this);
        rebuild();
    }

    void setLanguage(Locale locale) {
        settings.setLocale(locale);
        if (dice.origin() == org.caissier.table.DiceOrigin.TYPED) {
            dice.use(new TypedDice(this, new Messages(locale)));
        }
        Session<?, ?> s = controller == null ? null : controller.session();
        if (s != null) {
            controller = new SessionController(s, this, locale);
        }
        rebuild();
    }

    /** Opens the table display for the open game, or closes it when it is open. */
    public void toggleTableDisplay() {
        if (tableDisplay != null) {
            closeTableDisplay();
        } else if (controller != null) {
            tableDisplay = new TableDisplay(this, messages,
                    size -> view == null ? Optional.empty() : view.tableDisplay(size), () -> tableDisplay = null);
            tableDisplay.show();
        }
    }

    private void closeTableDisplay() {
        if (tableDisplay != null) {
            TableDisplay closing = tableDisplay;
            tableDisplay = null;
            closing.close();
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
