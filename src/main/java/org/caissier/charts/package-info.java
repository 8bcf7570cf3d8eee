/**
 * What the charts show, taken from a journal alone: Long Cours fortunes per round, the dice against a fair die
 * (per origin), Pistes points per stage. Pure: no screen and no chart library here; {@code charts.ui} draws.
 */
package org.caissier.charts;
