package org.caissier.ui.kit;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import javax.swing.JComponent;

/** A die showing one face, drawn with its pips (no font has them everywhere), as large as the text beside it. */
public final class DieFace extends JComponent {
    /** Where the pips of each face stand on a 3×3 grid, row by row. */
    private static final int[][] PIPS = {{}, {4}, {0, 8}, {0, 4, 8}, {0, 2, 6, 8}, {0, 2, 4, 6, 8}, {0, 2, 3, 5, 6, 8}};

    private final int face;

    public DieFace(int face, int size) {
        this.face = face;
        setPreferredSize(new Dimension(size, size));
    }

    @Override
    public boolean contains(int x, int y) {
        return false; // part of the announcement, which clicks go through
    }

    /** The face shown (1–6; another number is written out). */
    public int face() {
        return face;
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        int s = Math.min(getWidth(), getHeight()) - 2;
        g.setColor(Color.WHITE);
        g.fillRoundRect(1, 1, s, s, s / 5, s / 5);
        g.setColor(Color.BLACK);
        g.setStroke(new BasicStroke(Math.max(1.5f, s / 30f)));
        g.drawRoundRect(1, 1, s, s, s / 5, s / 5);
        if (face >= 1 && face <= 6) {
            int pip = Math.max(3, s / 6);
            for (int cell : PIPS[face]) {
                int cx = 1 + s * (1 + 2 * (cell % 3)) / 6;
                int cy = 1 + s * (1 + 2 * (cell / 3)) / 6;
                g.fillOval(cx - pip / 2, cy - pip / 2, pip, pip);
            }
        } else {
            String text = String.valueOf(face);
            g.setFont(getFont().deriveFont(s * 0.6f));
            var fm = g.getFontMetrics();
            g.drawString(text, 1 + (s - fm.stringWidth(text)) / 2f, 1 + (s + fm.getAscent() - fm.getDescent()) / 2f);
        }
        g.dispose();
    }
}
