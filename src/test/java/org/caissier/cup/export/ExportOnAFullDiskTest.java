package org.caissier.cup.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.caissier.cup.Crew;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.testing.FullDisk;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An export that fills the disk: what was exported before stays whole, and no temporary file is left. */
class ExportOnAFullDiskTest {
    @TempDir
    Path dir;

    @Test
    void a_full_disk_keeps_the_last_export_whole_and_leaves_no_temporary_file() throws Exception {
        TournamentRules rules = new TournamentRules();
        TournamentState state = rules.start(List.of(Crew.named("Ann"), Crew.named("Bob"), Crew.named("Cid")), 1);
        ResultsExport.tournament(Locale.ENGLISH).write(state, dir);
        String page = Files.readString(dir.resolve(ResultsExport.PAGE));

        TournamentState later = rules.applyLine(state, "result Ann Bob");
        assertThatThrownBy(() -> new ResultsExport<>(EventResults.TOURNAMENT, Locale.ENGLISH, FullDisk.after(100))
                        .write(later, dir))
                .hasMessage("No space left on device");
        assertThat(Files.readString(dir.resolve(ResultsExport.PAGE))).isEqualTo(page);
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder(ResultsExport.PAGE, ResultsExport.STANDINGS, ResultsExport.RESULTS);
        }
    }
}
