package org.caissier.pistes.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.caissier.pistes.EventTable;
import org.caissier.pistes.Item;
import org.caissier.pistes.Movement;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.RiskPreview;
import org.caissier.pistes.Section;
import org.caissier.table.DiceOrigin;

/**
 * The stage the current player is planning: the sections entered so far and, when the players corrected it, the
 * number of road changes (D-PI-3). Immutable; the screen keeps the latest one and shows what it says.
 *
 * @param changesOverride the corrected count, or null to use the counted one
 */
public record StagePlan(List<Section> sections, Integer changesOverride) {
    public static final StagePlan EMPTY = new StagePlan(List.of(), null);

    public StagePlan {
        sections = List.copyOf(sections);
    }

    public StagePlan plus(List<Section> more) {
        List<Section> all = new ArrayList<>(sections);
        all.addAll(more);
        return new StagePlan(all, changesOverride);
    }

    public StagePlan without(int index) {
        List<Section> all = new ArrayList<>(sections);
        all.remove(index);
        return new StagePlan(all, changesOverride);
    }

    public StagePlan withChanges(Integer changes) {
        return new StagePlan(sections, changes == null || changes == countedChanges() ? null : changes);
    }

    public boolean isEmpty() {
        return sections.isEmpty();
    }

    public int points() {
        return Movement.points(sections);
    }

    /** PI-MOVE-2: more than 240 points cannot be driven. */
    public boolean overLimit() {
        return points() > Movement.MAX_POINTS;
    }

    public int countedChanges() {
        return Movement.countChanges(sections);
    }

    public int changes() {
        return changesOverride != null ? changesOverride : countedChanges();
    }

    /** The event table row, 1..8; only meaningful for a plan within the limit. */
    public int row() {
        return Movement.row(Math.min(points(), Movement.MAX_POINTS));
    }

    /** Whether the plan can be rolled for: sections entered, within 240 points. */
    public boolean drivable() {
        return !isEmpty() && !overLimit();
    }

    public RiskPreview risk(EventTable table, Map<Item, Integer> equipment) {
        return RiskPreview.of(table, row(), changes(), equipment);
    }

    /** The {@code drive} line for these dice, with {@code changes=N} only when the players corrected the count. */
    public String driveLine(String player, int dieA, int dieB, DiceOrigin origin) {
        return drive(player, dieA, dieB, origin).text();
    }

    /** The {@code drive} command for these dice, as the screen plays it. */
    public PistesCommand.Drive drive(String player, int dieA, int dieB, DiceOrigin origin) {
        return new PistesCommand.Drive(player, sections, changesOverride, dieA, dieB, origin);
    }
}
