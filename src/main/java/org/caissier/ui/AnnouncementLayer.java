package org.caissier.ui;

import java.awt.Component;
import java.awt.Dimension;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.JLayeredPane;

/**
 * A view with the news shown over its top for a few seconds ({@link Announcements}): the main window's table and
 * the table display each have one. The view keeps its whole size; the band covers part of it while it is up.
 */
final class AnnouncementLayer extends JLayeredPane {
    private final Announcements news;
    private final String name;
    private final Supplier<Float> textSize;
    private final Runnable stop;
    /** Made when the first news comes: its text area is a good part of the window's first start otherwise. */
    private AnnouncementBanner banner;
    private Component content;

    /**
     * @param name     the band's name ({@code announcement}, {@code displayAnnouncement})
     * @param textSize the size of its sentence in points, asked again for each new view (the text size changed)
     */
    AnnouncementLayer(Announcements news, String name, Supplier<Float> textSize) {
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
        banner = new AnnouncementBanner(name, textSize.get());
        add(banner, PALETTE_LAYER);
        banner.show(news.showing().orElse(null));
    }

    /** The news in the main window: 1.6 times the text the table chose, bold (about 26 px at 100 %). */
    static float mainWindowTextSize() {
        return javax.swing.UIManager.getFont("Label.font").getSize2D() * 1.6f;
    }

    /** This layer around {@code view} (which replaces the view it had), its band at the text size of now. */
    AnnouncementLayer around(JComponent view) {
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
        return content == null ? super.getPreferredSize() : content.getPreferredSize();
    }

    @Override
    public Dimension getMinimumSize() {
        return content == null ? super.getMinimumSize() : content.getMinimumSize();
    }
}
