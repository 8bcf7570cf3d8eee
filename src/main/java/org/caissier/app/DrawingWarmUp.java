package org.caissier.app;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;

/**
 * Draws a throw-away picture, off screen, on the thread that loads the window's classes ahead: a word and a rounded,
 * antialiased button shape, as the first screen paints them. The first font in a program run reads the system's
 * font configuration and opens a font file, and the first antialiased shape sets up Java2D's rasteriser; both sat on
 * the EDT's way to the first paint (docs/performance.md). Fonts and drawing into an image of one's own are safe off
 * the EDT; nothing here touches Swing.
 */
final class DrawingWarmUp implements Runnable {
    @Override
    public void run() {
        BufferedImage image = new BufferedImage(64, 24, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
            g.drawString("Caissier", 4, 16);
            RoundRectangle2D shape = new RoundRectangle2D.Float(1, 1, 60, 20, 10, 10);
            g.fill(shape);
            g.setStroke(new BasicStroke(1f));
            g.draw(shape);
        } finally {
            g.dispose();
        }
    }
}
