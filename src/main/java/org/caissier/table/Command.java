package org.caissier.table;

/**
 * One change to a game, with everything needed to apply it (dice faces included). Each game has a sealed
 * interface extending this one. The text form is the single line typed in the command bar, written to the
 * journal and read by {@code caissier run} (see the command language contract).
 */
public interface Command {
    /** The canonical one-line text form; parsing it again gives an equal command. */
    String text();
}
