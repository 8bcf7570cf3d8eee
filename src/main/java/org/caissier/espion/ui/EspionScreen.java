package org.caissier.espion.ui;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Font;
import java.awt.event.KeyEvent;
import java.math.BigDecimal;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.table.DefaultTableModel;
import net.miginfocom.swing.MigLayout;
import org.caissier.espion.Cm;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionParser;
import org.caissier.espion.EspionState;
import org.caissier.espion.Phase;
import org.caissier.table.French;
import org.caissier.table.LineSeal;
import org.caissier.table.RuleViolation;
import org.caissier.table.Said;
import org.caissier.table.SealKdf;
import org.caissier.table.Session;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.PublicView;
import org.caissier.ui.kit.ArrangedPanel;
import org.caissier.ui.kit.FittingFont;
import org.caissier.ui.kit.MustShow;
import org.caissier.ui.kit.WrappingLabel;
import org.caissier.ui.phones.PhonesButton;

/**
 * The hunter's view, shown by default: turn and phase, who acts now, the circles with the spy's answers and the
 * roads cut. It is built from the public state only, so it cannot show a place the spy entered; the spy's own
 * view opens behind his PIN ({@link SpyDialog}) and the route is shown at the end ({@link RouteDialog}).
 */
final class EspionScreen extends PublicEspionView implements GameView {
    static final int IDLE_MILLIS = 60_000;

    private final GameContext<EspionState, EspionCommand> context;
    private final SpyKeyActions spyKey;
    /** Two lines kept: a long name, a long French sentence at a large text size wrap, and nothing below moves. */
    private final WrappingLabel prompt = new WrappingLabel(2, 0);

    private final JLabel scale = new JLabel(" ");
    private final JTextField radius = new JTextField(5);
    private final JTextField centre = new JTextField(14);
    private final JTextField road = new JTextField(22);
    private final ActionButton drawCircle;
    private final ActionButton cutRoad;
    private final ActionButton doneCutting;
    /** The turn whose cuts the hunter has said are done: the spy is then called, not before. */
    private int doneTurn = -1;

    private final ActionButton answerIn;
    private final ActionButton answerOut;
    private final ActionButton spyTurn;
    private final ActionButton escape;
    private final ActionButton surrender;
    private final ActionButton checkRoute;
    private final ActionButton undoSpy;
    private final ActionButton redoSpy;
    private final DefaultTableModel circles;
    private final DefaultTableModel roadblocks;

    EspionScreen(
            Session<EspionState, EspionCommand> session,
            GameContext<EspionState, EspionCommand> context,
            SealKdf sealing) {
        super(session, context.messages(), new JPanel(new BorderLayout(0, 12)));
        this.context = context;
        this.spyKey = new SpyKeyActions(session, context, m, sealing);
        root.setName("espionView");
        turn.setName("espionTurn");
        // Read from across the table: 28 px at least, as every game's turn line.
        // Set smaller, down to 28 px, where the phones' button beside it leaves less room (French at 32 pt).
        FittingFont.on(
                turn,
                turn.getFont()
                        .deriveFont(Font.BOLD, Math.max(28f, turn.getFont().getSize2D() * 1.6f)),
                28f);
        prompt.setName("espionPrompt");
        prompt.setFont(prompt.getFont().deriveFont(Font.BOLD, prompt.getFont().getSize2D() * 1.3f));
        scale.setName("espionScale");
        JPanel top = new JPanel(new MigLayout("wrap 1, insets 12 12 0 12", "[grow,fill]"));
        top.add(turn, "split 2, growx, wmin 0");
        // Its words whole ("Sho…" beside a long line at a large text size said nothing).
        top.add(PhonesButton.of(context), "growx 0, wmin pref");
        top.add(prompt, "wmin 0");
        top.add(scale);

        radius.setName("circleRadius");
        // A radius such as 12.5 shows whole (the screen audit measures it against this value).
        radius.putClientProperty("caissier.longestValue", "12.5");
        centre.setName("circleCentre");
        road.setName("roadName");
        drawCircle = button("drawCircle", "es.circle", 0, this::drawCircle);
        cutRoad = button("cutRoad", "es.cut", 0, this::cutRoad);
        // Alt+N: D is the Dice menu's (docs/at-the-table.md names the key).
        doneCutting = button("doneCutting", "es.doneCutting", KeyEvent.VK_N, () -> {
            doneTurn = this.session.publicState().turn();
            // The cutting ends clean: a refused road does not wait in the field for the next turn's Enter, nor its
            // refusal in the status line; the line says who plays now.
            road.setText("");
            refresh();
            context.tell(prompt.words());
            // The spy plays now and the hunter's view has no field for it: not the spy's button after this one.
            context.nextInputMoved();
        });
        answerIn = button("answerIn", "es.in", KeyEvent.VK_I, () -> play(new EspionCommand.Answer(spy(), true)));
        answerOut = button("answerOut", "es.out", KeyEvent.VK_O, () -> play(new EspionCommand.Answer(spy(), false)));
        spyTurn = button("spyTurn", "es.spyTurn", KeyEvent.VK_S, spyKey::openSpyView);
        escape = button("escape", "es.escape", 0, () -> spyKey.end(new EspionCommand.Escape(spy()), true));
        surrender = button("surrender", "es.surrender", 0, () -> spyKey.end(new EspionCommand.Surrender(spy()), false));
        // Alt+C: V is the View menu's, and the button was settled to C whatever the table guide said.
        checkRoute = button("checkRoute", "es.checkRoute", KeyEvent.VK_C, spyKey::checkRoute);
        undoSpy = button("undoSpy", "es.undoSpy", 0, spyKey::undoSpyLine);
        redoSpy = button("redoSpy", "es.redoSpy", 0, spyKey::redoSpyLine);
        radius.addActionListener(e -> drawCircle.doClick());
        centre.addActionListener(e -> drawCircle.doClick());
        road.addActionListener(e -> {
            if (cutRoad.isEnabled()) {
                cutRoad.doClick();
            } else {
                cutRoad.explain(); // a road typed too many: the rules' reason, as a press on the button says it
            }
        });

        JPanel actions = new JPanel(new MigLayout("wrap 1, insets 0 12 0 12", "[grow,fill]"));
        // Two lines for each side, so that every action stays in the window on a laptop's screen.
        JLabel hunterLines = new JLabel(m.get("es.hunter"));
        JLabel spyLines = new JLabel(m.get("es.spy"));
        // Both sides' controls start at one edge, past the longer of their headings ("Lignes du contre-espionnage").
        int heading = Math.max(140, Math.max(hunterLines.getPreferredSize().width, spyLines.getPreferredSize().width));
        // At a large text size each side's heading goes above its controls instead of beside them: the page then
        // scrolls down, never sideways.
        ArrangedPanel hunter = new ArrangedPanel(List.of(
                new MigLayout("insets 0, gap 8, wrap 5", "[" + heading + "!][][][][]"),
                new MigLayout("insets 0, gap 8, wrap 2", "[][]")));
        hunter.setName("espionHunterLines");
        // Below the heading, one field a line, its label before it: in French at 32 pt two fields side by side were
        // wider than a 1280 × 720 laptop's window.
        hunter.put(hunterLines, "spany 2, top", "span 2");
        hunter.putAlike(new JLabel(m.get("es.radius")), "");
        hunter.putAlike(radius, "");
        hunter.putAlike(new JLabel(m.get("es.centre")), "");
        hunter.putAlike(centre, "split 2");
        hunter.putAlike(drawCircle, "");
        hunter.putAlike(new JLabel(m.get("es.road")), "");
        hunter.put(road, "span 3, split 2", "split 2");
        hunter.putAlike(cutRoad, "");
        hunter.put(doneCutting, "newline, skip 7", "newline, skip 1");
        actions.add(hunter);
        ArrangedPanel spy = new ArrangedPanel(List.of(
                new MigLayout("insets 0, gap 8, wrap 2", "[" + heading + "!][]"),
                new MigLayout("insets 0, gap 8, wrap 1", "[]")));
        spy.setName("espionSpyLines");
        spy.put(spyLines, "spany 2, top", "");
        spy.putAlike(answerIn, "split 3");
        spy.putAlike(answerOut, "gapright 24");
        spy.putAlike(spyTurn, "");
        spy.put(escape, "split 4", "split 3");
        spy.putAlike(surrender, "gapright 24");
        spy.putAlike(checkRoute, "");
        actions.add(spy);
        // The ways back to a spy's line, behind his PIN, on their own row: the row above is full.
        // One above the other where side by side they are wider than the window (French at 32 pt).
        ArrangedPanel back = new ArrangedPanel(List.of(
                new MigLayout("insets 0, gap 8"),
                new MigLayout("insets 0, gap 8"),
                new MigLayout("insets 0, gap 8, wrap 1")));
        back.put(new JLabel(" "), "w " + heading + "!", "w 0!", "w 0!, h 0!");
        back.putAlike(undoSpy, "");
        back.putAlike(redoSpy, "");
        actions.add(back);

        circles = ReadOnlyTable.model(
                m.get("es.col.turn"), m.get("es.col.radius"), m.get("es.col.centre"), m.get("es.col.answer"));
        roadblocks = ReadOnlyTable.model(m.get("es.col.turn"), m.get("es.col.road"), m.get("es.col.where"));
        JPanel tables = new JPanel(new MigLayout("insets 0 12 12 12, fill", "[grow,fill][grow,fill]", "[][grow,fill]"));
        tables.add(new JLabel(m.get("es.circles")));
        tables.add(new JLabel(m.get("es.roadblocks")), "wrap");
        tables.add(new JScrollPane(ReadOnlyTable.of(circles, "circlesTable")));
        tables.add(new JScrollPane(ReadOnlyTable.of(roadblocks, "roadblocksTable")));

        JPanel middle = new JPanel(new BorderLayout(0, 12));
        middle.add(actions, BorderLayout.NORTH);
        middle.add(tables, BorderLayout.CENTER);
        root.add(top, BorderLayout.NORTH);
        root.add(middle, BorderLayout.CENTER);
        refresh();
    }

    @Override
    void show(EspionState s) {
        // The rules let the spy move once the cuts reach their limit; the hunter still says when he is done, so a
        // road typed too many is refused here by its rule rather than lost in a dialog.
        boolean cutPhase = s.phase() == Phase.ROADBLOCKS || s.phase() == Phase.MOVE;
        boolean cutting = cutPhase && doneTurn != s.turn();
        prompt.setText(
                cutPhase && !cutting
                        ? m.get("es.prompt.spyToPlay", s.spy())
                        : cutting ? Texts.roadblocks(s, m) : Texts.prompt(s, m));
        String km = Cm.km(BigDecimal.ONE, s.scale()).toPlainString();
        // A French screen writes 1:200 000 and 0,5 km; the game line keeps scale=200000.
        scale.setText(
                m.french()
                        ? m.get("es.scale", French.number(s.scale()), km.replace('.', ','))
                        : m.get("es.scale", String.valueOf(s.scale()), km));
        Phase p = s.phase();
        String due = prompt.words();
        openIf(drawCircle, p == Phase.CIRCLE, due);
        radius.setEnabled(p == Phase.CIRCLE);
        centre.setEnabled(p == Phase.CIRCLE);
        // The hunter cuts until he says he is done. Once the rules refuse one road more (the fifth cut inside, the
        // third outside: an empty cut weighs only how many) the button is greyed with their reason, and so is Enter.
        Optional<RuleViolation> full = session.rules().whyNot(s, new EspionCommand.Roadblock(s.hunter(), List.of()));
        openIf(cutRoad, cutting && full.isEmpty(), due);
        full.filter(v -> cutting).ifPresent(v -> cutRoad.refuse(v, Texts.sentence(v.message(m.locale()))));
        road.setEnabled(cutting);
        openIf(doneCutting, cutting, due);
        openIf(answerIn, p == Phase.ANSWER, due);
        openIf(answerOut, p == Phase.ANSWER, due);
        openIf(spyTurn, p != Phase.OVER, due);
        openIf(escape, p == Phase.CIRCLE && s.turn() > 1, due);
        openIf(surrender, p == Phase.ROADBLOCKS || p == Phase.MOVE, due);
        openIf(checkRoute, p == Phase.OVER, due);
        // A confirmed end stands for good: the ways back to the spy's lines say so before asking his PIN.
        Optional<String> forGood =
                session.rules().standsForGood(session.state()).map(v -> v.message(m.locale()));
        openIf(
                undoSpy,
                forGood.isEmpty()
                        && spyKey.lastActive() >= 0
                        && LineSeal.isSealed(
                                session.history().get(spyKey.lastActive()).text()),
                forGood.orElse(m.get("es.undoSpy.none")));
        openIf(redoSpy, forGood.isEmpty() && session.redoIsSealed(), forGood.orElse(m.get("es.redoSpy.none")));
        circles.setRowCount(0);
        s.circles()
                .forEach(c -> circles.addRow(new Object[] {
                    c.turn(), Texts.distance(c.radius(), s, m), c.centre().orElse(""), Texts.answer(c, m)
                }));
        roadblocks.setRowCount(0);
        s.roadblocks().forEach(r -> roadblocks.addRow(new Object[] {r.turn(), r.road(), Texts.side(r.inside(), m)}));
    }

    /** The field of the phase now due; the spy's phases have none in this view (he opens his own). */
    @Override
    public Optional<Component> nextInput() {
        Phase p = session.publicState().phase();
        return Optional.<Component>of(p == Phase.CIRCLE ? radius : road).filter(Component::isEnabled);
    }

    /** The hunter's verbs and names from public lines only (circle centres, roads cut): never a place the spy typed. */
    @Override
    public List<String> completions() {
        EspionState s = session.publicState();
        Set<String> words = new LinkedHashSet<>(
                List.of("circle", "answer", "roadblock", "escape", "surrender", "in", "out", s.spy(), s.hunter()));
        s.circles().forEach(c -> c.centre().ifPresent(words::add));
        s.roadblocks().forEach(r -> words.add(r.road()));
        return List.copyOf(words);
    }

    /** A spy's line typed in the bar, where the hunter sees it: refused, pointed to his own view, cleared at once. */
    @Override
    public boolean refusesAsSecret(String line) {
        String first = line.strip().split("\\s+", 2)[0];
        if (!EspionParser.isSecretVerb(first)) {
            return false;
        }
        context.tell(m.get("es.bar.spyLine"));
        return true;
    }

    @Override
    public Optional<PublicView> tableDisplay(float textSize) {
        return Optional.of(new EspionTableDisplay(session, m, textSize));
    }

    private void drawCircle() {
        try {
            String note = centre.getText().strip().replace('"', '\'');
            if (play(new EspionCommand.Circle(
                    session.state().hunter(),
                    Cm.parse(radius.getText().strip(), Said.of("espion.word.radius")),
                    note.isEmpty() ? Optional.empty() : Optional.of(note)))) {
                radius.setText("");
                centre.setText("");
            }
        } catch (RuleViolation v) {
            context.tell(v.message(m.locale()));
        }
    }

    private void cutRoad() {
        String name = road.getText().strip().replace('"', '\'');
        if (!name.isEmpty() && play(new EspionCommand.Roadblock(session.state().hunter(), List.of(name)))) {
            road.setText("");
        }
    }

    private boolean play(EspionCommand command) {
        return context.play(command).played();
    }

    private String spy() {
        return session.state().spy();
    }

    private ActionButton button(String name, String key, int mnemonic, Runnable action) {
        ActionButton b = new ActionButton(m.get(key), name, mnemonic, context, action);
        MustShow.mark(b); // each one of the game's actions
        return b;
    }

    /**
     * Open when {@code open}; otherwise greyed in its place, and a press says what is due now instead (the prompt's
     * words: the rules' own refusal could name what only the spy may know).
     */
    private static void openIf(ActionButton b, boolean open, String due) {
        if (open) {
            b.allow();
        } else {
            b.refuse(due);
        }
    }

    @Override
    public Optional<String> progress() {
        return Optional.of(m.get("es.progress", session.publicState().turn()));
    }
}
