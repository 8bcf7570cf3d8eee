package org.caissier.charts.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.caissier.charts.ChartTable;
import org.caissier.charts.DiceTally;
import org.caissier.charts.Fairness;
import org.caissier.charts.GameChart;
import org.caissier.table.DiceOrigin;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** Turns the data of {@code org.caissier.charts} into JFreeChart charts, in the table's language. */
final class ChartFactory {
    private static final Font SUBTITLE = new Font(Font.SANS_SERIF, Font.PLAIN, 16);
    /** Large type on white, flat bars: read from across a table, printed without ink wasted on grey. */
    private static final StandardChartTheme THEME = theme();

    private static StandardChartTheme theme() {
        StandardChartTheme theme = new StandardChartTheme("caissier");
        theme.setExtraLargeFont(new Font(Font.SANS_SERIF, Font.BOLD, 22));
        theme.setLargeFont(new Font(Font.SANS_SERIF, Font.BOLD, 17));
        theme.setRegularFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
        theme.setSmallFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        theme.setPlotBackgroundPaint(Color.WHITE);
        theme.setChartBackgroundPaint(Color.WHITE);
        theme.setDomainGridlinePaint(new Color(0xDDDDDD));
        theme.setRangeGridlinePaint(new Color(0xCCCCCC));
        theme.setBarPainter(new StandardBarPainter());
        theme.setShadowVisible(false);
        return theme;
    }

    private static JFreeChart styled(JFreeChart chart) {
        THEME.apply(chart);
        return chart;
    }

    private final ChartTexts t;

    ChartFactory(ChartTexts texts) {
        this.t = texts;
    }

    /** A game's own chart, in its shape. */
    JFreeChart chart(GameChart<?, ?> chart, ChartTable table) {
        return chart.shape() == GameChart.Shape.LINES ? lines(chart.words(), table) : bars(chart.words(), table);
    }

    private JFreeChart lines(GameChart.Words words, ChartTable table) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (Map.Entry<String, List<Integer>> e : table.series().entrySet()) {
            XYSeries s = new XYSeries(e.getKey());
            for (int i = 0; i < table.xs().size(); i++) {
                s.add(table.xs().get(i), e.getValue().get(i));
            }
            data.addSeries(s);
        }
        JFreeChart chart = org.jfree.chart.ChartFactory.createXYLineChart(
                t.get(words, words.title()),
                t.get(words, words.x()),
                t.get(words, words.y()),
                data,
                PlotOrientation.VERTICAL,
                true,
                true,
                false);
        styled(chart);
        XYPlot plot = chart.getXYPlot();
        XYLineAndShapeRenderer lines = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            lines.setSeriesStroke(i, new BasicStroke(2.5f));
        }
        plot.setRenderer(lines);
        plot.getDomainAxis().setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        // The values' ticks as the reader writes numbers: "6,5" in French, never "6.5" nor a needless "7.0".
        ((NumberAxis) plot.getRangeAxis()).setNumberFormatOverride(NumberFormat.getNumberInstance(t.locale()));
        return chart;
    }

    JFreeChart dice(DiceTally tally) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        List<String> verdicts = new ArrayList<>();
        for (DiceOrigin o : DiceOrigin.values()) {
            int[] counts = tally.counts(o);
            tally.fairness(o).ifPresent(fair -> {
                String name = t.get("charts.dice.origin." + o.name());
                add(data, name, counts);
                verdicts.add(verdict(name, fair));
            });
        }
        int[] unknown = tally.unknown().clone();
        if (total(unknown) > 0) {
            String name = t.get("charts.dice.origin.unknown");
            add(data, name, unknown);
            verdicts.add(verdict(name, Fairness.of(unknown)));
        }
        JFreeChart chart =
                barChart(t.get("charts.dice.title"), t.get("charts.dice.face"), t.get("charts.dice.count"), data);
        ((NumberAxis) ((CategoryPlot) chart.getPlot()).getRangeAxis())
                .setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        if (verdicts.isEmpty()) {
            verdicts.add(t.get("charts.dice.none"));
        }
        verdicts.forEach(v -> chart.addSubtitle(new TextTitle(v, SUBTITLE)));
        return chart;
    }

    String verdict(String origin, Fairness f) {
        NumberFormat two = NumberFormat.getNumberInstance(t.locale());
        two.setMaximumFractionDigits(2);
        two.setMinimumFractionDigits(2);
        NumberFormat p = NumberFormat.getNumberInstance(t.locale());
        p.setMaximumFractionDigits(3);
        return t.get(
                "charts.dice.verdict." + f.verdict().name(),
                origin,
                f.rolls(),
                two.format(f.chiSquare()),
                p.format(f.p()));
    }

    private JFreeChart bars(GameChart.Words words, ChartTable table) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (Map.Entry<String, List<Integer>> e : table.series().entrySet()) {
            for (int i = 0; i < table.xs().size(); i++) {
                data.addValue(e.getValue().get(i), e.getKey(), table.xs().get(i));
            }
        }
        return barChart(t.get(words, words.title()), t.get(words, words.x()), t.get(words, words.y()), data);
    }

    /** Vertical bars with a legend and tooltips, styled. */
    private static JFreeChart barChart(String title, String x, String y, DefaultCategoryDataset data) {
        return styled(org.jfree.chart.ChartFactory.createBarChart(
                title, x, y, data, PlotOrientation.VERTICAL, true, true, false));
    }

    private static void add(DefaultCategoryDataset data, String series, int[] counts) {
        for (int face = 1; face <= 6; face++) {
            data.addValue(counts[face - 1], series, Integer.valueOf(face));
        }
    }

    private static int total(int[] counts) {
        int n = 0;
        for (int c : counts) {
            n += c;
        }
        return n;
    }
}
