package org.caissier.pistes.ui;

import java.awt.Color;
import org.caissier.pistes.Event;
import org.caissier.ui.kit.Contrast;

/** The heat-map colours of the event table: green for no damage, through amber and red, to black for death. */
final class EventColours {
    private EventColours() {}

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

    /**
     * Black or white, whichever has the more contrast on the cell's colour as WCAG measures it: the old guess by
     * perceived brightness put white on the green of "no damage", 3.2:1, too faint from across a room.
     */
    static Color textOn(Event e) {
        Color c = of(e);
        return Contrast.ratio(Color.BLACK, c) >= Contrast.ratio(Color.WHITE, c) ? Color.BLACK : Color.WHITE;
    }
}
