package org.caissier.ui.kit;

import java.awt.BorderLayout;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import javax.swing.JPanel;

/**
 * A content pane that paints itself and everything in it into an image in memory, then puts the image on the
 * screen in one go. For a window on a second X screen: Java's XRender pipeline there draws the fills but no text
 * and no shapes, and the window stayed a uniform grey; an image is drawn right on any screen. Every repaint of a
 * component inside comes through here ({@link #isPaintingOrigin()}), so none reaches the screen directly.
 */
public final class ImagePaintedPane extends JPanel {
    private transient BufferedImage image;

    public ImagePaintedPane() {
        super(new BorderLayout());
    }

    @Override
    public boolean isPaintingOrigin() {
        return true;
    }

    @Override
    public void paint(Graphics g) {
        if (getWidth() <= 0 || getHeight() <= 0) {
            return;
        }
        Graphics2D screen = (Graphics2D) g;
        // On a scaled screen (HiDPI) the image has the screen's pixels, so the text stays sharp.
        double scale = Math.max(1.0, screen.getTransform().getScaleX());
        int w = (int) Math.ceil(getWidth() * scale);
        int h = (int) Math.ceil(getHeight() * scale);
        if (image == null || image.getWidth() != w || image.getHeight() != h) {
            image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        }
        Graphics2D offscreen = image.createGraphics();
        offscreen.scale(scale, scale);
        Rectangle clip = g.getClipBounds();
        if (clip != null) {
            offscreen.setClip(clip);
        }
        try {
            super.paint(offscreen);
        } finally {
            offscreen.dispose();
        }
        Rectangle r = clip != null ? clip : new Rectangle(0, 0, getWidth(), getHeight());
        screen.drawImage(
                image,
                r.x,
                r.y,
                r.x + r.width,
                r.y + r.height,
                (int) (r.x * scale),
                (int) (r.y * scale),
                (int) Math.ceil((r.x + r.width) * scale),
                (int) Math.ceil((r.y + r.height) * scale),
                null);
    }
}
