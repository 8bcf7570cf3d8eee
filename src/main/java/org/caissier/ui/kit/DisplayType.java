package org.caissier.ui.kit;

import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.JComponent;
import javax.swing.UIManager;

/**
 * The type of a table display's words: the ordinary text, the least any word there may be, and the larger words (a
 * turn line, a headline) at so many times it. In a window too small for the larger ones, {@link #tighten} brings
 * them all down to the ordinary text at once, before the display would make every word smaller.
 */
public final class DisplayType {
    private final float ordinary;
    private final Map<JComponent, Float> larger = new LinkedHashMap<>();
    private boolean tight;

    public DisplayType(float ordinary) {
        this.ordinary = ordinary;
    }

    /** The ordinary text's size. */
    public float ordinary() {
        return ordinary;
    }

    /** The size of words {@code scale} times the ordinary text, never less than it: the ordinary one once tightened. */
    public float size(float scale) {
        return tight ? ordinary : ordinary * Math.max(1f, scale);
    }

    /** Gives {@code words} the label font in {@code style} at {@link #size}, and keeps it so when tightened. */
    public <T extends JComponent> T set(T words, int style, float scale) {
        larger.put(words, scale);
        words.setFont(UIManager.getFont("Label.font").deriveFont(style, size(scale)));
        return words;
    }

    /** Every larger word brought down to the ordinary text: false when they are there already. */
    public boolean tighten() {
        if (tight) {
            return false;
        }
        tight = true;
        larger.forEach((words, scale) -> words.setFont(words.getFont().deriveFont(ordinary)));
        return larger.values().stream().anyMatch(scale -> scale > 1f);
    }
}
