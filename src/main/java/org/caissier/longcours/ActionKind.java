package org.caissier.longcours;

/** The kinds of operation a player may try, one per command verb; what {@link Advisor} reports on. */
public enum ActionKind {
    PLACE, BUY, RESELL, MOVE, DIRECT, STORM, BRAWL, AUCTION, REENTER, CORSAIR_ENTER, CORSAIR, END
}
