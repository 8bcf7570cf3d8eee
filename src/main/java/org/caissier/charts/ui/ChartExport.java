package org.caissier.charts.ui;

import java.awt.Rectangle;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.caissier.table.WholeFile;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;

/** Writes a chart to a file: PNG for a message or a club's page, SVG to print it at any size. */
final class ChartExport {
    static final int WIDTH = 1200;
    static final int HEIGHT = 800;

    private ChartExport() {}

    static void png(JFreeChart chart, Path file) throws IOException {
        png(chart, file, new WholeFile());
    }

    /** Written whole: a full disk leaves neither half a picture nor a temporary file. */
    static void png(JFreeChart chart, Path file, WholeFile files) throws IOException {
        files.write(file, out -> ChartUtils.writeChartAsPNG(out, chart, WIDTH, HEIGHT));
    }

    static void svg(JFreeChart chart, Path file) throws IOException {
        SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
        chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
        new WholeFile().write(file, g.getSVGDocument().getBytes(StandardCharsets.UTF_8));
    }
}
