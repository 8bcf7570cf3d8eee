/**
 * Espion on the players' phones: the hunter's public lines as a page (no screen, no Swing). Nothing sealed is
 * ever read here: not the spy's start, not a move, not its length; his route only once the game is over.
 */
package org.caissier.espion.phone;
