package org.caissier.charts.ui;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JTabbedPane;
import javax.swing.KeyStroke;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.caissier.charts.DiceTally;
import org.caissier.charts.GameChart;
import org.caissier.charts.GameCharts;
import org.caissier.charts.Replay;
import org.caissier.table.Games;
import org.caissier.table.JournalException;
import org.caissier.table.JournalFile;
import org.caissier.table.RuleViolation;
import org.caissier.ui.files.Reasons;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.ScreenFit;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.JFreeChart;

/**
 * Game → Charts: the charts of a saved game, drawn from its journal alone, one per tab, each saved as PNG or SVG.
 */
public final class ChartsWindow extends JDialog {
    private final ChartTexts texts;
    private final Path journal;
    private final Map<String, JFreeChart> charts = new LinkedHashMap<>();
    private final JTabbedPane tabs = new JTabbedPane();
    private final JLabel status = new JLabel(" ");

    private ChartsWindow(Window owner, Path journal, Replay<?, ?> replay, GameCharts<?, ?> own, ChartTexts texts) {
        super(owner, texts.get("charts.title", journal.getFileName()), ModalityType.MODELESS);
        this.texts = texts;
        this.journal = journal;
        setName("chartsWindow");
        ChartFactory factory = new ChartFactory(texts);
        for (GameCharts.Drawn drawn : own.draw(replay)) {
            GameChart<?, ?> chart = drawn.chart();
            add(chart.id(), texts.get(chart.words(), chart.words().tab()), factory.chart(chart, drawn.table()));
        }
        add("dice", texts.get("charts.dice"), factory.dice(DiceTally.of(replay)));
        tabs.setName("chartsTabs");

        JButton png = button("chartsPng", texts.get("charts.png"), KeyEvent.VK_P, () -> save("png"));
        JButton svg = button("chartsSvg", texts.get("charts.svg"), KeyEvent.VK_S, () -> save("svg"));
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.TRAILING));
        buttons.add(png);
        buttons.add(svg);
        status.setName("chartsStatus");
        JPanel south = new JPanel(new BorderLayout());
        south.add(status, BorderLayout.CENTER);
        south.add(buttons, BorderLayout.EAST);

        JPanel content = new JPanel(new BorderLayout());
        content.add(tabs, BorderLayout.CENTER);
        content.add(south, BorderLayout.SOUTH);
        setContentPane(content);
        getRootPane()
                .registerKeyboardAction(
                        e -> dispose(),
                        KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                        JComponent.WHEN_IN_FOCUSED_WINDOW);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        // No taller than the screen: a chart draws at any size, and a window cut to the screen would scroll it.
        Rectangle room = owner != null && owner.getGraphicsConfiguration() != null
                ? ScreenFit.usable(owner.getGraphicsConfiguration())
                : ScreenFit.usable();
        FirstPlace.sized(this, new Dimension(Math.min(1000, room.width), Math.min(720, room.height)), owner, "charts");
    }

    /**
     * Reads the journal and shows its game's own charts ({@code own}, its plug-in's), then its dice; a journal that
     * cannot be read is said so, and nothing opens.
     */
    public static void show(Window owner, Path journal, Games games, GameCharts<?, ?> own, Locale locale) {
        ChartTexts texts = new ChartTexts(locale);
        Replay<?, ?> replay;
        try {
            replay = Replay.of(
                    JournalFile.read(journal), journal.toAbsolutePath().getParent(), games);
        } catch (IOException | JournalException | RuleViolation e) {
            JOptionPane.showMessageDialog(
                    owner,
                    texts.get("charts.unreadable", Reasons.of(e, locale)),
                    texts.get("charts.title", journal.getFileName()),
                    JOptionPane.ERROR_MESSAGE);
            return;
        }
        new ChartsWindow(owner, journal, replay, own, texts).setVisible(true);
    }

    private void add(String id, String title, JFreeChart chart) {
        charts.put(id, chart);
        ChartPanel panel = new ChartPanel(chart);
        panel.setName("chart-" + id);
        // It draws at any size: asking for JFreeChart's 1024 × 768 made the window taller than a laptop's screen.
        panel.setPreferredSize(new Dimension(640, 400));
        tabs.addTab(title, panel);
    }

    private void save(String kind) {
        String id = charts.keySet().toArray(new String[0])[tabs.getSelectedIndex()];
        String base = journal.getFileName().toString().replaceFirst("\\.caissier$", "");
        JFileChooser chooser =
                new JFileChooser(journal.toAbsolutePath().getParent().toFile());
        chooser.setName("chartsChooser");
        chooser.setFileFilter(new FileNameExtensionFilter(kind.toUpperCase(Locale.ROOT), kind));
        chooser.setSelectedFile(
                journal.resolveSibling(base + "-" + id + "." + kind).toFile());
        if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path file = chooser.getSelectedFile().toPath();
        if (!file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith("." + kind)) {
            file = file.resolveSibling(file.getFileName() + "." + kind);
        }
        try {
            if (kind.equals("png")) {
                ChartExport.png(charts.get(id), file);
            } else {
                ChartExport.svg(charts.get(id), file);
            }
            status.setText(texts.get("charts.saved", file));
        } catch (IOException e) {
            status.setText(e.getMessage());
        }
    }

    private static JButton button(String name, String text, int mnemonic, Runnable action) {
        JButton b = new JButton(text);
        b.setName(name);
        b.setMnemonic(mnemonic);
        b.addActionListener(e -> action.run());
        return b;
    }
}
