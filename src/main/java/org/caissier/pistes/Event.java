package org.caissier.pistes;

import java.util.Locale;
import java.util.Optional;

/** What a cell of the event table says happens during a stage (PI-EVT-3). */
public enum Event {
    NONE("none", Kind.NO_DAMAGE, null, "pas d'avarie, tout va bien", "no damage, all is well"),
    FUEL("fuel", Kind.INCIDENT, Item.FUEL, "panne d'essence", "out of fuel"),
    CARBURETTOR("carburettor", Kind.INCIDENT, Item.CARBURETTOR, "carburateur à changer", "carburettor to replace"),
    ELECTRICAL("electrical", Kind.INCIDENT, Item.ELECTRICAL, "panne de circuit électrique", "electrical failure"),
    PUNCTURE("puncture", Kind.INCIDENT, Item.SPARE_WHEEL, "crevaison", "puncture"),
    RADIATOR("radiator", Kind.INCIDENT, Item.WATER, "radiateur vide", "empty radiator"),
    BRAKES("brakes", Kind.INCIDENT, Item.BRAKE_PADS, "freins usés", "worn brakes"),
    OIL_LEAK("oil-leak", Kind.INCIDENT, Item.OIL, "fuite d'huile", "oil leak"),
    MINOR_ACCIDENT("minor-accident", Kind.ACCIDENT, null, "accident sans gravité", "minor accident"),
    FATAL_ACCIDENT("fatal-accident", Kind.ACCIDENT, null, "accident mortel", "fatal accident");

    /** The three families of the printed table's legend. */
    public enum Kind { NO_DAMAGE, INCIDENT, ACCIDENT }

    private final String id;
    private final Kind kind;
    private final Item remedy;
    private final String french;
    private final String english;

    Event(String id, Kind kind, Item remedy, String french, String english) {
        this.id = id;
        this.kind = kind;
        this.remedy = remedy;
        this.french = french;
        this.english = english;
    }

    /** The id used in table files and in the state JSON. */
    public String id() {
        return id;
    }

    public Kind kind() {
        return kind;
    }

    /** The equipment that repairs this incident (PI-INC-1); empty for no damage and accidents. */
    public Optional<Item> remedy() {
        return Optional.ofNullable(remedy);
    }

    public String name(Locale locale) {
        return "fr".equals(locale.getLanguage()) ? french : english;
    }

    /**
     * How bad the event is, for comparing cells: no damage 0, incident 1, minor accident 2, fatal accident 3.
     */
    public int severity() {
        return switch (this) {
            case NONE -> 0;
            case MINOR_ACCIDENT -> 2;
            case FATAL_ACCIDENT -> 3;
            default -> 1;
        };
    }

    public static Optional<Event> byId(String id) {
        for (Event e : values()) {
            if (e.id.equals(id)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }
}
