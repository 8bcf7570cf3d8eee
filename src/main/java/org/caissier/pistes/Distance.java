package org.caissier.pistes;

/** How much of the planned stage the car covered. */
public enum Distance {
    FULL("full"),
    HALF("half"),
    NONE("none");

    private final String id;

    Distance(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
