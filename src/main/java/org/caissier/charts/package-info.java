/**
 * What the charts show, taken from a journal alone: the dice against a fair die (per origin), from what each game's
 * rules say a command rolled, and the charts a game declares of its own ({@link org.caissier.charts.GameChart}).
 * Pure, and naming no game: no screen and no chart library here; {@code charts.ui} draws.
 */
package org.caissier.charts;
