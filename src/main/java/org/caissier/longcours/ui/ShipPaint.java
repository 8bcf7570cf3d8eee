package org.caissier.longcours.ui;

import java.awt.Color;
import org.caissier.longcours.ShipColour;

/** How each ship colour is painted on the screen. */
final class ShipPaint {
    private ShipPaint() {}

    static Color of(ShipColour colour) {
        return switch (colour) {
            case RED -> new Color(0xD32F2F);
            case BLUE -> new Color(0x1976D2);
            case GREEN -> new Color(0x388E3C);
            case YELLOW -> new Color(0xFBC02D);
            case WHITE -> new Color(0xECEFF1);
            case ORANGE -> new Color(0xF57C00);
        };
    }
}
