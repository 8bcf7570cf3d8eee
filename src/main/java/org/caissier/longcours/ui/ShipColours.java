package org.caissier.longcours.ui;

import java.awt.Color;
import java.util.List;
import java.util.Locale;

/** The six cargo ship colours of the box (LC-MAT-5), by id, with their names in both languages. */
public enum ShipColours {
    RED("red", "rouge", new Color(0xD32F2F)),
    BLUE("blue", "bleu", new Color(0x1976D2)),
    GREEN("green", "vert", new Color(0x388E3C)),
    YELLOW("yellow", "jaune", new Color(0xFBC02D)),
    WHITE("white", "blanc", new Color(0xECEFF1)),
    ORANGE("orange", "orange", new Color(0xF57C00));

    private final String id;
    private final String french;
    private final Color color;

    ShipColours(String id, String french, Color color) {
        this.id = id;
        this.french = french;
        this.color = color;
    }

    public String id() {
        return id;
    }

    public Color color() {
        return color;
    }

    public String label(Locale locale) {
        return "fr".equals(locale.getLanguage()) ? french : id;
    }

    public static ShipColours byId(String id) {
        for (ShipColours c : values()) {
            if (c.id.equalsIgnoreCase(id)) {
                return c;
            }
        }
        return null;
    }

    /** Colours for players who did not choose: in box order. */
    public static List<ShipColours> defaults() {
        return List.of(values());
    }
}
