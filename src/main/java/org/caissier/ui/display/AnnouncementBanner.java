package org.caissier.ui.display;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.awt.RenderingHints;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.UIManager;
import org.caissier.ui.kit.DieFace;

/**
 * The news in large type: the die faces, then the sentence, white on a dark band (dark on a light band in the
 * dark theme), at least 7:1 either way. Named {@code NAME}, its sentence {@code NAMEText} and its dice
 * {@code NAMEDie1}, {@code NAMEDie2}.
 */
final class AnnouncementBanner extends JPanel {
    private static final Color DARK_BAND = new Color(0x1F2933);
    private static final Color LIGHT_BAND = new Color(0xF4F6F8);

    private final String name;
    private final float textSize;
    /** A strip's band: little padding and dice the height of a line, so that it takes little of a laptop's height. */
    private final boolean compact;

    private final JPanel dice = new JPanel(new FlowLayout(FlowLayout.LEFT, 0, 0));
    private final JTextArea sentence = new JTextArea() {
        @Override
        public boolean contains(int x, int y) {
            return false; // clicks go through to the table below
        }
    };

    AnnouncementBanner(String name, float textSize) {
        this(name, textSize, false);
    }

    AnnouncementBanner(String name, float textSize, boolean compact) {
        super(new BorderLayout(Math.round(textSize * 0.5f), 0));
        this.name = name;
        this.textSize = textSize;
        this.compact = compact;
        setName(name);
        setOpaque(true);
        int pad = Math.round(textSize * (compact ? PAD_COMPACT : 0.45f));
        setBorder(BorderFactory.createEmptyBorder(pad, pad * 2, pad, pad * 2));
        dice.setOpaque(false);
        sentence.setName(name + "Text");
        sentence.setEditable(false);
        sentence.setFocusable(false);
        sentence.setLineWrap(true);
        sentence.setWrapStyleWord(true);
        sentence.setOpaque(false);
        sentence.setBorder(null);
        sentence.setFont(UIManager.getFont("Label.font").deriveFont(Font.BOLD, textSize));
        add(dice, BorderLayout.WEST);
        add(sentence, BorderLayout.CENTER);
        setVisible(false);
    }

    /** The band only shows: a click on it reaches what it covers, so no button is out of reach for five seconds. */
    @Override
    public boolean contains(int x, int y) {
        return false;
    }

    /** Shows the news, or nothing. */
    void show(Announcements.News news) {
        if (news == null) {
            setVisible(false);
            return;
        }
        boolean darkTheme = UIManager.getBoolean("laf.dark");
        sentence.setForeground(darkTheme ? Color.BLACK : Color.WHITE);
        setBackground(band());
        sentence.setText(news.sentence());
        dice.removeAll();
        int gap = Math.round(textSize * 0.25f);
        for (int i = 0; i < news.faces().size(); i++) {
            DieFace die = new DieFace(news.faces().get(i), Math.round(textSize * (compact ? DIE_COMPACT : 1.4f)));
            die.setName(name + "Die" + (i + 1));
            dice.add(die);
            if (i < news.faces().size() - 1) {
                dice.add(javax.swing.Box.createHorizontalStrut(gap));
            }
        }
        dice.setVisible(!news.faces().isEmpty());
        setVisible(true);
    }

    /** The band's colour: the opposite of the theme's background, so it stands out from the table. */
    Color band() {
        return UIManager.getBoolean("laf.dark") ? LIGHT_BAND : DARK_BAND;
    }

    private static final float DIE_COMPACT = 1.25f;
    private static final float PAD_COMPACT = 0.12f;

    /** The height of a compact band of one line at {@code textSize}: the dice (the tallest part) and the padding. */
    static int oneLineHeight(float textSize) {
        return Math.round(textSize * DIE_COMPACT) + 2 * Math.round(textSize * PAD_COMPACT);
    }

    /**
     * Makes the sentence fit one line of the strip {@code width} wide: smaller type, down to the table's own text
     * size, then cut at the edge (the feedback line below the table keeps the whole sentence).
     */
    void fitOneLine(int width) {
        Insets in = getInsets();
        int diceWidth = dice.isVisible() ? dice.getPreferredSize().width + Math.round(textSize * 0.5f) : 0;
        int room = Math.max(1, width - in.left - in.right - diceWidth);
        float floor = UIManager.getFont("Label.font").getSize2D();
        Font font = UIManager.getFont("Label.font").deriveFont(Font.BOLD, textSize);
        while (font.getSize2D() > floor && sentence.getFontMetrics(font).stringWidth(sentence.getText()) > room) {
            font = font.deriveFont(Math.max(floor, font.getSize2D() - 1f));
        }
        sentence.setFont(font);
        sentence.setLineWrap(false);
    }

    /** The size the band takes within {@code maxWidth}: one line when it fits, wrapped otherwise. */
    Dimension sizeWithin(int maxWidth) {
        Insets in = getInsets();
        int diceWidth = dice.isVisible() ? dice.getPreferredSize().width + Math.round(textSize * 0.5f) : 0;
        FontMetrics fm = sentence.getFontMetrics(sentence.getFont());
        int oneLine =
                fm.stringWidth(sentence.getText()) + 2 * fm.charWidth('m'); // a wrapped text area keeps some slack
        int textWidth = Math.max(fm.charWidth('m') * 6, Math.min(oneLine, maxWidth - in.left - in.right - diceWidth));
        sentence.setSize(textWidth, Short.MAX_VALUE);
        int textHeight = sentence.getPreferredSize().height;
        int diceHeight = dice.isVisible() ? dice.getPreferredSize().height : 0;
        return new Dimension(
                in.left + diceWidth + textWidth + in.right, in.top + Math.max(textHeight, diceHeight) + in.bottom);
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(band());
        g.fillRect(0, 0, getWidth(), getHeight());
        g.setColor(new Color(0xFF6F00));
        float edge = Math.max(2f, textSize / 10f);
        g.setStroke(new java.awt.BasicStroke(edge));
        g.drawRect(
                Math.round(edge / 2),
                Math.round(edge / 2),
                getWidth() - Math.round(edge),
                getHeight() - Math.round(edge));
        g.dispose();
    }
}
