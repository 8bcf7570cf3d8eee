package org.caissier.live;

import java.util.Locale;

/**
 * A game's page for the players' phones: the table's public state, rendered as one whole HTML document in one
 * language. A game offers one through its plug-in ({@code GameUi.phonePage()}); the live server publishes what it
 * renders, read-only, and renders again after every change.
 *
 * <p>What a page must hold to: readable at 360 px wide without sideways scrolling, light or dark after the phone's
 * setting ({@code prefers-color-scheme}), no inline script or style attribute the server's content policy would
 * block (the server serves {@code /live.js} as the one script), and nothing a player may not see — for Espion,
 * nothing sealed, ever.
 */
public interface PhonePage {
    /**
     * The page of {@code state} (a state of this page's game) in {@code language} (French or English).
     *
     * @param frame the markup the server needs in the document's head (inserted as is) and the time to show
     */
    String render(Object state, Locale language, LiveFrame frame);
}
