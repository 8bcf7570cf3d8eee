package org.caissier.espion;

/** A road cut by the hunter in one turn, inside or outside that turn's circle; cuts are permanent (ES-TURN-2). */
public record Roadblock(int turn, String road, boolean inside) {}
