package org.caissier.charts;

import java.util.List;
import java.util.Map;

/**
 * What a game's chart shows: for each series (a player, a crew), one value per x (a round, a stage), or
 * {@code null} where that series has none.
 *
 * @param xs     the x values, in order
 * @param series each series' values, one per entry of {@code xs}, in the order to draw them
 */
public record ChartTable(List<Integer> xs, Map<String, List<Integer>> series) {}
