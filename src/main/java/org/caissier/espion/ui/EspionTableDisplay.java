package org.caissier.espion.ui;

import java.awt.BorderLayout;
import java.awt.Font;
import java.util.List;
import java.util.stream.Collectors;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionState;
import org.caissier.espion.Roadblock;
import org.caissier.table.Session;
import org.caissier.ui.game.PublicView;
import org.caissier.ui.kit.DisplayType;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.WrappingLabel;

/** Espion for the whole table: the turn, who acts, the latest circle and every road cut — never the route. */
final class EspionTableDisplay extends PublicEspionView implements PublicView {
    // What the hunter must do, the last circle and the cut roads can be longer than the display is wide at their
    // size: they wrap at its width rather than shrink every word to stay on one line.
    private final WrappingLabel prompt = new WrappingLabel(1, 0);
    private final WrappingLabel circle = new WrappingLabel(1, 0);
    private final WrappingLabel roads = new WrappingLabel(1, 0);
    private final DisplayType type;

    EspionTableDisplay(Session<EspionState, EspionCommand> session, Messages m, float textSize) {
        super(session, m, new JPanel(new BorderLayout()));
        this.type = new DisplayType(textSize);
        int pad = Math.round(textSize * 0.6f);
        root.setName("espionTableDisplay");
        root.setBorder(BorderFactory.createEmptyBorder(pad, pad, pad, pad));
        turn.setName("displayTurn");
        type.set(turn, Font.BOLD, 1.5f);
        // Read from across the room: 50 pixels on a 1080-line television, as the last event below them.
        prompt.setName("displayPrompt");
        type.set(prompt, Font.BOLD, 1.3f);
        circle.setName("displayCircle");
        type.set(circle, Font.PLAIN, 1.3f);
        roads.setName("displayRoadblocks");
        type.set(roads, Font.PLAIN, 1.3f);
        JPanel column = new JPanel(new MigLayout("wrap 1, insets 0, gap " + pad, "[grow,fill]"));
        column.add(turn);
        // Not as wide as their words on one line: as wide as the display, their words wrapped.
        column.add(prompt, "wmin 0");
        column.add(circle, "wmin 0");
        column.add(roads, "wmin 0");
        root.add(column, BorderLayout.NORTH);
        refresh();
    }

    @Override
    public boolean tighten() {
        return type.tighten();
    }

    @Override
    void show(EspionState s) {
        prompt.setText(Texts.prompt(s, m));
        circle.setText(s.latestCircle()
                .map(c -> m.get(
                        "es.display.circle",
                        c.turn(),
                        Texts.distance(c.radius(), s, m)
                                + c.centre().map(p -> " · " + p).orElse("")
                                + c.inside()
                                        .map(in -> " · " + Texts.side(in, m))
                                        .orElse("")))
                .orElse(" "));
        List<Roadblock> cuts = s.roadblocks();
        roads.setText(
                cuts.isEmpty()
                        ? " "
                        : m.get(
                                "es.display.roadblocks",
                                cuts.stream().map(Roadblock::road).collect(Collectors.joining(" · "))));
    }
}
