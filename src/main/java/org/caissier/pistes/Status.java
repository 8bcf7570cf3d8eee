package org.caissier.pistes;

/** Where a player stands in the race. */
public enum Status {
    RACING("racing"),
    /** Had a minor accident (PI-ACC-2): his next turn is skipped, then he is racing again. */
    MISSES_TURN("misses-turn"),
    /** Fatal accident (PI-ACC-1). */
    OUT("out"),
    ARRIVED("arrived");

    private final String id;

    Status(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** Still on the road: will play or skip turns. */
    public boolean inRace() {
        return this == RACING || this == MISSES_TURN;
    }
}
