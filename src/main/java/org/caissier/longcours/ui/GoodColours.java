package org.caissier.longcours.ui;

import java.awt.Color;
import org.caissier.longcours.Good;

/** The colour each good has on the board (LC-MAT-2: cereals blue, gold yellow; the others chosen to be told apart). */
final class GoodColours {
    private GoodColours() {}

    static Color of(Good good) {
        return switch (good) {
            case CEREALS -> new Color(0x42A5F5);
            case FRUIT -> new Color(0xEF5350);
            case WOOL -> new Color(0xF5F5F5);
            case WOOD -> new Color(0x8D6E63);
            case CLOTH -> new Color(0xAB47BC);
            case GOLD -> new Color(0xFFCA28);
        };
    }
}
