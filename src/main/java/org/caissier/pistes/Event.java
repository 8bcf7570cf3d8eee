package org.caissier.pistes;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.table.RuleTexts;

/** What a cell of the event table says happens during a stage (PI-EVT-3). */
public enum Event {
    NONE("none", Kind.NO_DAMAGE, null),
    FUEL("fuel", Kind.INCIDENT, Item.FUEL),
    CARBURETTOR("carburettor", Kind.INCIDENT, Item.CARBURETTOR),
    ELECTRICAL("electrical", Kind.INCIDENT, Item.ELECTRICAL),
    PUNCTURE("puncture", Kind.INCIDENT, Item.SPARE_WHEEL),
    RADIATOR("radiator", Kind.INCIDENT, Item.WATER),
    BRAKES("brakes", Kind.INCIDENT, Item.BRAKE_PADS),
    OIL_LEAK("oil-leak", Kind.INCIDENT, Item.OIL),
    MINOR_ACCIDENT("minor-accident", Kind.ACCIDENT, null),
    FATAL_ACCIDENT("fatal-accident", Kind.ACCIDENT, null);

    /** The three families of the printed table's legend. */
    public enum Kind {
        NO_DAMAGE,
        INCIDENT,
        ACCIDENT
    }

    private final String id;
    private final Kind kind;
    private final Item remedy;

    Event(String id, Kind kind, Item remedy) {
        this.id = id;
        this.kind = kind;
        this.remedy = remedy;
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
        return RuleTexts.format("pistes.event." + id, List.of(), locale);
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
