package org.caissier.pistes.ui;

import java.awt.Color;
import org.caissier.pistes.Event;

/** The heat-map colours of the event table: green for no damage, through amber and red, to black for death. */
final class EventColours {
    private EventColours() {
    }

    static Color of(Event e) {
        return switch (e) {
            case NONE -> new Color(0x43A047);
            case MINOR_ACCIDENT -> new Color(0xC62828);
            case FATAL_ACCIDENT -> new Color(0x111111);
            // Incidents repaired by costly equipment are a shade darker: they hurt more when not covered.
            case ELECTRICAL, RADIATOR, OIL_LEAK -> new Color(0xFDD835);
            case FUEL, PUNCTURE -> new Color(0xFFB300);
            case BRAKES, CARBURETTOR -> new Color(0xFB8C00);
        };
    }

    /** Black or white, whichever reads on the cell's colour. */
    static Color textOn(Event e) {
        Color c = of(e);
        double luminance = 0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue();
        return luminance > 140 ? Color.BLACK : Color.WHITE;
    }
}
