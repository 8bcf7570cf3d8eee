package org.caissier.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.caissier.longcours.Fortunes;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.longcours.LongCoursRules;
import org.caissier.longcours.LongCoursState;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.StagePoints;
import org.caissier.table.DiceOrigin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChartDataTest {
    @TempDir
    Path dir;

    @Test
    void fortunes_are_cash_plus_three_times_the_cargo_at_the_start_and_at_the_end_of_each_round() throws Exception {
        Replay<LongCoursState, LongCoursCommand> replay = SavedGames.replay(
                        SavedGames.journal("longcours/games/1-storms-brawls-two-auctions.cmd", dir), SavedGames.GAMES)
                .as(LongCoursState.class, LongCoursCommand.class);
        Fortunes f = Fortunes.of(replay);
        LongCoursState end = replay.last();

        assertThat(f.rounds())
                .startsWith(0, 1)
                .isSorted()
                .doesNotHaveDuplicates()
                .endsWith(end.round());
        assertThat(f.players().keySet()).containsExactlyElementsOf(end.names());
        for (var p : end.players()) {
            List<Integer> series = f.players().get(p.name());
            assertThat(series).hasSameSizeAs(f.rounds());
            assertThat(series.get(series.size() - 1))
                    .isEqualTo(
                            p.cash() + LongCoursRules.RESALE_FACTOR * p.cargo().total());
        }
        LongCoursState start = replay.initial();
        assertThat(f.players().get(start.players().get(0).name()).get(0))
                .isEqualTo(start.players().get(0).cash());
    }

    @Test
    void undone_lines_are_not_part_of_the_charts() throws Exception {
        Path journal = SavedGames.journal(List.of("game pistes Ann Bob", "drive Ann R20 1 2 dice=box"), dir);
        Files.writeString(journal, "#undone drive Bob R20 6 6 dice=box\n", StandardOpenOption.APPEND);

        DiceTally dice = DiceTally.of(SavedGames.replay(journal, SavedGames.GAMES));
        assertThat(dice.counts(DiceOrigin.BOX)).containsExactly(1, 1, 0, 0, 0, 0);
    }

    @Test
    void dice_are_counted_per_face_apart_for_each_origin() throws Exception {
        Replay<?, ?> replay =
                SavedGames.replay(SavedGames.journal("pistes/games/three-drivers.cmd", dir), SavedGames.GAMES);
        DiceTally dice = DiceTally.of(replay);

        // "drive Chloe J30 2 1 dice=typed" is the one typed stage; the others say no origin
        assertThat(dice.counts(DiceOrigin.TYPED)).containsExactly(1, 1, 0, 0, 0, 0);
        assertThat(dice.counts(DiceOrigin.VIRTUAL)).containsOnly(0);
        assertThat(dice.fairness(DiceOrigin.BOX)).isEmpty();
        int drives = (int) replay.steps().stream()
                .filter(s -> s.command() instanceof PistesCommand.Drive)
                .count();
        assertThat(DiceTally.total(dice.unknown()) + 2).isEqualTo(2 * drives);
    }

    @Test
    void points_per_stage_are_read_from_the_drivers_sheets() throws Exception {
        Replay<PistesState, PistesCommand> replay = SavedGames.replay(
                        SavedGames.journal("pistes/games/three-drivers.cmd", dir), SavedGames.GAMES)
                .as(PistesState.class, PistesCommand.class);
        StagePoints points = StagePoints.of(replay);

        // from the example's comments: Anne 171, 200, 90; Bruno 190, (skipped), 170, 180
        assertThat(points.players().get("Anne"))
                .containsEntry(1, 171)
                .containsEntry(2, 200)
                .containsEntry(3, 90);
        assertThat(points.players().get("Bruno"))
                .containsEntry(1, 190)
                .doesNotContainKey(2)
                .containsEntry(3, 170)
                .containsEntry(4, 180);
        assertThat(points.stages()).startsWith(1, 2, 3, 4);
        PistesState end = replay.last();
        assertThat(points.players().keySet()).containsExactlyElementsOf(end.names());
    }

    @Test
    void a_fair_looking_tally_passes_and_a_loaded_one_is_suspect() {
        assertThat(Fairness.of(new int[] {10, 11, 9, 10, 10, 10}).verdict()).isEqualTo(Fairness.Verdict.FAIR);
        Fairness loaded = Fairness.of(new int[] {5, 5, 5, 5, 5, 35});
        assertThat(loaded.verdict()).isEqualTo(Fairness.Verdict.SUSPECT);
        assertThat(loaded.chiSquare()).isCloseTo(75.0, within(1e-9)); // expected 10: 5×25/10 + 625/10
        assertThat(Fairness.of(new int[] {1, 0, 0, 0, 0, 5}).verdict()).isEqualTo(Fairness.Verdict.TOO_FEW_ROLLS);
    }

    @Test
    void the_chance_matches_the_chi_square_table_for_five_degrees_of_freedom() {
        // the printed table: 11.070 at 5 %, 15.086 at 1 %, 4.351 at 50 %, 1.610 at 90 %
        assertThat(Fairness.survival5(11.0705)).isCloseTo(0.05, within(1e-4));
        assertThat(Fairness.survival5(15.0863)).isCloseTo(0.01, within(1e-4));
        assertThat(Fairness.survival5(4.35146)).isCloseTo(0.50, within(1e-4));
        assertThat(Fairness.survival5(1.61031)).isCloseTo(0.90, within(1e-4));
        assertThat(Fairness.survival5(0)).isEqualTo(1.0);
    }
}
