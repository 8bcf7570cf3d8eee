package org.caissier.ui.display;

import java.awt.Component;
import java.awt.Dimension;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.JLayeredPane;

/**
 * A view with the news shown for a few seconds ({@link Announcements}): the main window's table and the table
 * display each have one. In the main window the news has a strip of its own above the table, always there and of
 * a fixed height, so that it never covers a call to action or a button and never moves the controls; on the table
 * display (nothing to click) the band covers the top of the view while it is up.
 */
public final class AnnouncementLayer extends JLayeredPane {
    private final Announcements news;
    private final String name;
    private final Supplier<Float> textSize;
    private final Runnable stop;
    /** Whether the news has its own strip above the view (the main window) rather than a band over it. */
    private final boolean strip;
    /** In strip mode, whether the view in it wants the strip (GameView.newsStrip); without it no news shows here. */
    private boolean stripWanted = true;
    /** Made when the first news comes: its text area is a good part of the window's first start otherwise. */
    private AnnouncementBanner banner;

    private Component content;

    /**
     * @param name     the band's name ({@code announcement}, {@code displayAnnouncement})
     * @param textSize the size of its sentence in points, asked again for each new view (the text size changed)
     */
    public AnnouncementLayer(Announcements news, String name, Supplier<Float> textSize) {
        this(news, name, textSize, false);
    }

    /** @param strip the news in a strip of its own above the view, not over it */
    public AnnouncementLayer(Announcements news, String name, Supplier<Float> textSize, boolean strip) {
        this.strip = strip;
        this.news = news;
        this.name = name;
        this.textSize = textSize;
        stop = news.listen(() -> {
            if (banner == null && news.showing().isEmpty()) {
                return;
            }
            if (banner == null) {
                newBanner();
            } else {
                banner.show(news.showing().orElse(null));
            }
            revalidate();
            repaint();
        });
        if (news.showing().isPresent()) {
            newBanner();
        }
    }

    private void newBanner() {
        if (banner != null) {
            remove(banner);
        }
        banner = new AnnouncementBanner(name, textSize.get(), strip);
        add(banner, PALETTE_LAYER);
        banner.show(news.showing().orElse(null));
    }

    /**
     * The news in the main window's strip: 1.5 times the text the table chose, bold (24 px at 100 %, the table's own size from 28 px on); a sentence too
     * long for one line is set smaller rather than wrapped, so that the strip keeps its height.
     */
    public static float mainWindowTextSize() {
        float text = javax.swing.UIManager.getFont("Label.font").getSize2D();
        // At 200 % the table's own text is large already: the strip stays at that size, not 48 px on 768 lines.
        return Math.min(text * 1.5f, Math.max(text, 28f));
    }

    /** The strip's fixed height: one line of news with its dice; none when the view shows the news itself. */
    private int stripHeight() {
        return stripWanted ? AnnouncementBanner.oneLineHeight(textSize.get()) : 0;
    }

    /** This layer around {@code view}, with or without the news strip above it. */
    public AnnouncementLayer around(JComponent view, boolean withStrip) {
        stripWanted = withStrip;
        return around(view);
    }

    /** This layer around {@code view} (which replaces the view it had), its band at the text size of now. */
    public AnnouncementLayer around(JComponent view) {
        if (content != null) {
            remove(content);
            if (banner != null) {
                newBanner();
            }
        }
        content = view;
        add(view, DEFAULT_LAYER);
        revalidate();
        repaint();
        return this;
    }

    /** Stops listening to the news (the window closes). */
    void close() {
        stop.run();
    }

    @Override
    public void doLayout() {
        if (strip) {
            int top = stripHeight();
            if (content != null) {
                content.setBounds(0, top, getWidth(), Math.max(0, getHeight() - top));
            }
            if (banner != null && banner.isVisible()) {
                banner.fitOneLine(getWidth());
                banner.setBounds(0, 0, getWidth(), top);
            } else if (banner != null) {
                banner.setBounds(0, 0, 0, 0);
            }
            return;
        }
        if (content != null) {
            content.setBounds(0, 0, getWidth(), getHeight());
        }
        if (banner != null && banner.isVisible()) {
            Dimension size = banner.sizeWithin(Math.max(100, getWidth() * 9 / 10));
            int height = Math.min(size.height, getHeight());
            banner.setBounds((getWidth() - size.width) / 2, Math.max(0, getHeight() / 12), size.width, height);
        }
    }

    @Override
    public Dimension getPreferredSize() {
        return content == null ? super.getPreferredSize() : withStrip(content.getPreferredSize());
    }

    @Override
    public Dimension getMinimumSize() {
        return content == null ? super.getMinimumSize() : withStrip(content.getMinimumSize());
    }

    private Dimension withStrip(Dimension d) {
        return strip ? new Dimension(d.width, d.height + stripHeight()) : d;
    }
}
