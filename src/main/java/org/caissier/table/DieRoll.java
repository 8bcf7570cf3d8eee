package org.caissier.table;

/**
 * One die a command rolled: its face and where it came from ({@code null}: the line does not say). What a game's
 * rules say of a command ({@link Rules#diceRolled}) and the dice chart counts.
 */
public record DieRoll(int face, DiceOrigin origin) {}
