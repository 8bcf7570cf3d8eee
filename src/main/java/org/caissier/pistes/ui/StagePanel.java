package org.caissier.pistes.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.JToggleButton;
import javax.swing.JViewport;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.pistes.Movement;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.PistesState;
import org.caissier.table.DiceSource;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.kit.Contrast;
import org.caissier.ui.kit.FittingSentence;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.MustShow;

/**
 * The current driver's stage, keyboard first: sections typed in one field ({@code R 19} Enter), the running total
 * of points, the counted road changes with a spinner to correct them (D-PI-3), the chances of each event before
 * the dice, then Roll. Pass is here too, for a driver who stays put.
 */
final class StagePanel extends JPanel {
    private static final Color RED = new Color(0xC62828);

    private final GameContext<PistesState, PistesCommand> context;
    private final Messages m;
    private final Consumer<StagePlan> onPlan;
    private final JLabel title = FittingSentence.label();
    private FittingSentence titleLine;
    private final JTextField field = new JTextField(10);
    private final JTextArea entryProblem = Wrapped.area(1, 26);
    private final DefaultListModel<String> listModel = new DefaultListModel<>();
    private final JList<String> list = new JList<>(listModel);
    private final JButton remove;
    private final JButton clear;
    private final JToggleButton more = new JToggleButton();
    private final JLabel total = new JLabel();
    private final JSpinner changes = new JSpinner(new SpinnerNumberModel(0, 0, 40, 1));
    private final JLabel counted = new JLabel();
    private final JLabel row = new JLabel();
    private final RiskColumn risks;
    private final ActionButton roll;
    private final ActionButton pass;
    private StagePlan plan = StagePlan.EMPTY;
    private PistesState state;
    private Rules<PistesState, PistesCommand> rules;
    private boolean updating;
    private int entryWidth;

    StagePanel(GameContext<PistesState, PistesCommand> context, Consumer<StagePlan> onPlan) {
        super(new java.awt.BorderLayout(0, 4));
        this.context = context;
        this.m = context.messages();
        this.onPlan = onPlan;
        setName("stage");
        // 4 px above and below, not 6: the sections' list keeps the height of its lines empty, and a whole stage must
        // still leave the drivers' table in a 1280 × 720 window at 16 pt (the screen audit).
        setBorder(BorderFactory.createEmptyBorder(4, 12, 4, 12));
        // The entry column is as wide as its longest line needs at any text size (26 letters' widths), so a
        // message that appears there never pushes the risks or the Roll button aside.
        int em = getFont().getSize();

        // Above the two columns: whose stage, and Roll with the actions folded behind More, in sight as soon as
        // the stage is (at a large text size the columns stack and the page scrolls, the title row stays first).
        JPanel head = new JPanel(new Reflow(24));
        JPanel body = new JPanel(new Reflow(24));
        JPanel left =
                new JPanel(new MigLayout("insets 0, gapy 4, wrap 2, hidemode 3", "[grow,fill][]", "[][][top][][][]"));
        left.setName("stageEntry");
        title.setName("stageTitle");
        title.putClientProperty("FlatLaf.styleClass", "h2");
        entryWidth = 26 * em;
        // As wide as the entry column under it, so that Roll stands over the chances whoever drives: a long name
        // is shortened, whole in the tooltip (the turn line above says it whole where it can).
        titleLine = FittingSentence.on(title, title.getFont(), title.getFont().getSize2D());
        head.add(title);
        // The hint above the field, or in its place, in red, what could not be read.
        entryProblem.setName("entryProblem");
        entryProblem.setText(m.get("pi.stage.enter"));
        left.add(entryProblem, "span 2, growx");
        field.setName("sectionField");
        field.putClientProperty("FlatLaf.styleClass", "h3");
        field.putClientProperty("JTextField.placeholderText", "R 19");
        field.addActionListener(e -> addTyped());
        field.addFocusListener(new FocusAdapter() {
            @Override
            public void focusGained(FocusEvent e) {
                // Not when the keyboard only comes back from another window (a dialog closed): the page stays
                // where the user scrolled it.
                Component from = e.getOppositeComponent();
                if (from != null && SwingUtilities.getWindowAncestor(from) == SwingUtilities.getWindowAncestor(field)) {
                    headInSight();
                }
            }
        });
        // At least its ten letters' width, not its text's: once words of another script have been in it, a text
        // field's own minimum is as wide as all it holds, and 300 letters pasted made the stage 9 000 px wide at its
        // least, the page scrolling sideways under the driver (explorer, Pistes seed 9).
        left.add(field, "wmin pref");
        JButton add = new JButton(m.get("pi.stage.add"));
        add.setName("addSection");
        add.addActionListener(e -> addTyped());
        left.add(add);
        list.setName("sectionList");
        list.setVisibleRowCount(3);
        // As tall empty as with sections in it (an empty list counts 16 px a line): what is under it does not move
        // as the first section comes or the last goes (Clear). Its lines' height only, not their width.
        list.setPrototypeCellValue("R 19");
        list.setFixedCellWidth(-1);
        list.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                if (e.getKeyCode() == KeyEvent.VK_DELETE || e.getKeyCode() == KeyEvent.VK_BACK_SPACE) {
                    removeSelected();
                }
            }
        });
        left.add(new JScrollPane(list), "growx, h pref!");
        remove = new JButton(m.get("pi.stage.remove"));
        remove.setName("removeSection");
        remove.addActionListener(e -> removeSelected());
        clear = new JButton(m.get("pi.stage.clear"));
        clear.setName("clearSections");
        clear.addActionListener(e -> setPlan(StagePlan.EMPTY));
        // Remove and Clear only mean something once a section is entered: until then they are not shown.
        JPanel edits = new JPanel(new MigLayout("insets 0, wrap 1, gapy 4, hidemode 3", "[fill]"));
        edits.add(remove);
        edits.add(clear);
        left.add(edits, "top");
        total.setName("stagePoints");
        total.putClientProperty("FlatLaf.styleClass", "h2");
        left.add(total, "span 2, gaptop 2");
        changes.setName("changesSpinner");
        changes.addChangeListener(e -> {
            if (!updating) {
                setPlan(plan.withChanges((Integer) changes.getValue()));
            }
        });
        left.add(new JLabel(m.get("pi.stage.changes")), "split 3, span 2");
        // Two figures and the two arrows side by side (ui.kit.SideBySideSpinnerUI), each a finger's width.
        left.add(changes, "w " + 3 * em + "px + 56px!");
        counted.setName("changesCounted");
        left.add(noteRoom(), "wmin 0");
        row.setName("stageRow");
        row.putClientProperty("FlatLaf.styleClass", "h4");
        left.add(row, "span 2");
        body.add(left);

        roll = new ActionButton(m.get("pi.stage.roll"), "rollButton", KeyEvent.VK_R, context, this::roll);
        MustShow.mark(roll);
        roll.putClientProperty("FlatLaf.styleClass", "h2");
        roll.putClientProperty("JButton.buttonType", "default");
        // Roll is the action open now; Pass, rarely right and never to be pressed by a stray key, is folded.
        JPanel actions = new JPanel(new MigLayout("insets 0, hidemode 3", "[]12[]12[]"));
        actions.add(roll);
        more.setName("moreStageActions");
        more.addActionListener(e -> showFolded(more.isSelected()));
        more.setText(m.get("pi.more.show"));
        actions.add(more);
        pass = new ActionButton(
                m.get("pi.stage.pass"),
                "passButton",
                KeyEvent.VK_P,
                context,
                () -> state.turn().ifPresent(p -> context.play(new PistesCommand.Pass(p))));
        MustShow.mark(pass);
        pass.setVisible(false);
        actions.add(pass);
        head.add(actions);
        risks = new RiskColumn(m, getFont().getSize() / 2, em > 20);
        body.add(risks.panel());
        add(head, BorderLayout.NORTH);
        add(body, BorderLayout.CENTER);
    }

    /**
     * The count's note in room as wide as the longer of its two sentences, whichever shows: corrected by hand, the
     * longer one widened the entry column, which then sent the chances under it and moved the page below the stage.
     */
    private JPanel noteRoom() {
        JPanel room = new JPanel(new BorderLayout()) {
            @Override
            public Dimension getPreferredSize() {
                Dimension d = super.getPreferredSize();
                FontMetrics metrics = counted.getFontMetrics(counted.getFont());
                Insets in = counted.getInsets();
                int widest = Math.max(
                                metrics.stringWidth(m.get("pi.stage.counted", 40)),
                                metrics.stringWidth(m.get("pi.stage.corrected", 40)))
                        + in.left
                        + in.right;
                return new Dimension(Math.max(d.width, widest), d.height);
            }
        };
        room.add(counted, BorderLayout.WEST);
        return room;
    }

    private void showFolded(boolean shown) {
        more.setSelected(shown);
        pass.setVisible(shown);
        more.setText(m.get(shown ? "pi.more.hide" : "pi.more.show"));
    }

    /** The driver changed: Pass folds again. */
    private void fold() {
        showFolded(false);
    }

    StagePlan plan() {
        return plan;
    }

    private void addTyped() {
        SectionEntry.Reading r = SectionEntry.read(field.getText());
        if (!r.ok()) {
            String bad = r.unreadable();
            // One line is kept for it: a long stray entry is shortened, the field still holds all of it.
            entryProblem.setText(m.get("pi.stage.bad", bad.length() > 10 ? bad.substring(0, 9) + "…" : bad));
            entryProblem.setForeground(Contrast.onPanel(RED));
            field.selectAll();
            return;
        }
        entryProblem.setText(m.get("pi.stage.enter"));
        entryProblem.setForeground(UIManager.getColor("Label.foreground"));
        field.setText("");
        if (!r.sections().isEmpty()) {
            setPlan(plan.plus(r.sections()));
            headInSight();
        }
    }

    private void removeSelected() {
        int i = list.getSelectedIndex();
        if (i >= 0) {
            setPlan(plan.without(i));
            list.setSelectedIndex(Math.min(i, listModel.size() - 1));
        }
    }

    /**
     * Shows a plan changed by the user. Only typing a section scrolls the page ({@link #headInSight}), where the
     * keyboard is: a click on the spinner's arrows, Remove or Clear keeps the page where it is (explorer, Pistes seed
     * 4: the spinner's up arrow scrolled a page at a large text size back to the stage's title, 53 px).
     */
    private void setPlan(StagePlan p) {
        plan = p;
        showPlan();
        onPlan.accept(plan);
    }

    /** Where the driver to play types his stage. */
    JTextField sectionField() {
        return field;
    }

    /**
     * On a page that scrolls (a large text size), typing a stage keeps its title row, Roll and the sections in
     * sight: the list would otherwise scroll the page down to its last line. Where the page's view is shorter than
     * that, the title row and Roll come first.
     */
    private void headInSight() {
        SwingUtilities.invokeLater(() -> {
            Component sections = list.getParent().getParent();
            Rectangle to = SwingUtilities.convertRectangle(sections.getParent(), sections.getBounds(), this);
            int height = to.y + to.height;
            Container view = SwingUtilities.getAncestorOfClass(JViewport.class, this);
            if (view != null) {
                height = Math.min(height, view.getHeight());
            }
            scrollRectToVisible(new Rectangle(0, 0, getWidth(), height));
        });
    }

    /** Takes over a plan typed on the panel this one replaces; shown at the next refresh. */
    void keepPlan(StagePlan kept) {
        plan = kept;
        onPlan.accept(plan);
    }

    /** After a drive is played, the next driver starts with an empty plan. */
    void clearPlan() {
        setPlan(StagePlan.EMPTY);
        headInSight();
    }

    /** The box's roll button: rolls for the planned stage, or says why there is nothing to roll. */
    void rollFromBox() {
        if (roll.isEnabled()) {
            roll();
            return;
        }
        String why = roll.getToolTipText();
        context.tell(m.get("pi.box.nothingToRoll", why == null ? m.get("pi.box.noStage") : why));
    }

    private void roll() {
        Optional<String> who = state.turn();
        if (who.isEmpty() || !plan.drivable()) {
            return;
        }
        StagePlan planned = plan;
        String purpose = m.get("pi.roll.purpose", who.get(), planned.points());
        context.dice().roll(2, purpose, new DiceSource.Answer() {
            @Override
            public void faces(int[] faces) {
                Runnable play = () -> {
                    if (context.play(planned.drive(
                                    who.get(),
                                    faces[0],
                                    faces[1],
                                    context.dice().origin()))
                            .played()) {
                        clearPlan();
                    }
                };
                if (SwingUtilities.isEventDispatchThread()) {
                    play.run();
                } else {
                    SwingUtilities.invokeLater(play);
                }
            }
        });
    }

    void refresh(PistesState s, Rules<PistesState, PistesCommand> r) {
        if (state == null || !state.turn().equals(s.turn())) {
            fold();
        }
        this.state = s;
        this.rules = r;
        if (s.turn().isPresent()) {
            titleLine.say(n -> m.get("pi.stage.title", n), s.turn().get());
        } else {
            titleLine.say(n -> m.get("pi.stage.over"), "");
        }
        Insets in = title.getInsets();
        title.setPreferredSize(
                new Dimension(entryWidth, title.getFontMetrics(title.getFont()).getHeight() + in.top + in.bottom));
        showPlan();
    }

    private void showPlan() {
        if (state == null) {
            return;
        }
        List<String> lines = plan.sections().stream()
                .map(sec -> m.get(
                        "pi.stage.section",
                        sec.type().letter(),
                        sec.mm(),
                        sec.type().colour(m.locale()),
                        sec.type().multiplier(),
                        sec.points()))
                .toList();
        // Rebuilt only when it changed, so that a refresh does not drop the selected section.
        if (!lines.equals(Collections.list(listModel.elements()))) {
            listModel.clear();
            lines.forEach(listModel::addElement);
        }
        remove.setVisible(!plan.isEmpty());
        clear.setVisible(!plan.isEmpty());
        int points = plan.points();
        total.setText(m.get("pi.stage.total", points, Movement.MAX_POINTS));
        total.setForeground(plan.overLimit() ? Contrast.onPanel(RED) : UIManager.getColor("Label.foreground"));
        total.setToolTipText(plan.overLimit() ? m.get("pi.stage.over240Tip", points) : null);
        updating = true;
        changes.setValue(plan.changes());
        updating = false;
        counted.setText(
                plan.changesOverride() == null
                        ? m.get("pi.stage.counted", plan.countedChanges())
                        : m.get("pi.stage.corrected", plan.countedChanges()));
        if (plan.overLimit()) {
            row.setText(m.get("pi.stage.over240"));
            row.setForeground(Contrast.onPanel(RED));
        } else {
            row.setForeground(UIManager.getColor("Label.foreground"));
            row.setText(plan.isEmpty() ? " " : m.get("pi.stage.row", plan.row(), Movement.rowRange(plan.row())));
        }
        risks.show(state, plan);
        String who = state.turn().orElse(null);
        if (who == null) {
            roll.refuse(m.get("pi.over"));
            pass.refuse(m.get("pi.over"));
            return;
        }
        if (plan.isEmpty()) {
            roll.refuse(m.get("pi.stage.noSections"));
        } else {
            enable(roll, plan.drive(who, 1, 1, null));
        }
        enable(pass, new PistesCommand.Pass(who));
    }

    private void enable(ActionButton b, PistesCommand command) {
        Optional<RuleViolation> why = rules.whyNot(state, command);
        if (why.isPresent()) {
            b.refuse(why.get(), Wrapped.sentence(why.get().message(m.locale())));
        } else {
            b.allow();
        }
    }
}
