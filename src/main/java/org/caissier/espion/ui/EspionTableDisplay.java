package org.caissier.espion.ui;

import java.awt.BorderLayout;
import java.awt.Font;
import java.util.List;
import java.util.stream.Collectors;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionState;
import org.caissier.espion.Roadblock;
import org.caissier.table.Session;
import org.caissier.ui.Messages;
import org.caissier.ui.PublicView;
import org.caissier.ui.SwingHtml;

/** Espion for the whole table: the turn, who acts, the latest circle and every road cut — never the route. */
final class EspionTableDisplay extends PublicEspionView implements PublicView {
    private final JLabel prompt = new JLabel(" ");
    private final JLabel circle = new JLabel(" ");
    private final JLabel roads = new JLabel(" ");
    private final int wrapWidth;

    EspionTableDisplay(Session<EspionState, EspionCommand> session, Messages m, float textSize) {
        super(session, m, new JPanel(new BorderLayout()));
        int pad = Math.round(textSize * 0.6f);
        root.setName("espionTableDisplay");
        root.setBorder(BorderFactory.createEmptyBorder(pad, pad, pad, pad));
        Font base = UIManager.getFont("Label.font");
        turn.setName("displayTurn");
        turn.setFont(base.deriveFont(Font.BOLD, textSize * 1.5f));
        prompt.setName("displayPrompt");
        // What the hunter must do, the last circle and the cut roads, read from across the room: 50 pixels on a
        // 1080-line television, as the last event below them.
        float large = textSize * 1.3f;
        // Swing's HTML reads CSS pixels larger than screen pixels (about 4:3): 30 of these text sizes fit a 16:10 screen.
        wrapWidth = Math.round(textSize * 30);
        prompt.setFont(base.deriveFont(Font.BOLD, large));
        circle.setName("displayCircle");
        circle.setFont(base.deriveFont(large));
        roads.setName("displayRoadblocks");
        roads.setFont(base.deriveFont(large));
        JPanel column = new JPanel(new MigLayout("wrap 1, insets 0, gap " + pad, "[grow,fill]"));
        column.add(turn);
        column.add(prompt);
        column.add(circle);
        column.add(roads);
        root.add(column, BorderLayout.NORTH);
        refresh();
    }

    @Override
    void show(EspionState s) {
        // The prompt can be longer than a television is wide at this size: it takes a second line.
        prompt.setText("<html><div style='width:" + wrapWidth + "px'>" + SwingHtml.text(Texts.prompt(s, m))
                + "</div></html>");
        circle.setText(s.latestCircle().map(c -> m.get("es.display.circle", c.turn(),
                Texts.distance(c.radius(), s, m) + c.centre().map(p -> " · " + p).orElse("")
                        + c.inside().map(in -> " · " + Texts.side(in, m)).orElse(""))).orElse(" "));
        List<Roadblock> cuts = s.roadblocks();
        roads.setText(cuts.isEmpty() ? " " : "<html>" + m.get("es.display.roadblocks",
                cuts.stream().map(r -> SwingHtml.text(r.road())).collect(Collectors.joining(" · "))) + "</html>");
    }
}
