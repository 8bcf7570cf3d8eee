package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Optional;
import org.caissier.app.Wiring;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Resume button's words, from a journal's first lines and the progress kept for it. */
class GameSummaryTest {
    @TempDir
    Path home;

    private Path journal(String name, String text) throws Exception {
        Path file = Files.writeString(home.resolve(name), text);
        Files.setLastModifiedTime(
                file,
                FileTime.from(LocalDate.of(2026, 11, 21)
                        .atStartOfDay(ZoneId.systemDefault())
                        .toInstant()));
        return file;
    }

    @Test
    void players_progress_and_day_and_no_option_taken_for_a_player() throws Exception {
        Path file = journal(
                "a.caissier",
                "# caissier journal 1\n# started 2026-11-21T20:31:07\n"
                        + "game long-cours short colors=red,blue,green Ann Bob \"Cid Le Grand\"\nplace Ann Marseille\n");
        AppSettings settings = new AppSettings(home);
        GameSummary.remember(settings, file, Optional.of("round 4"));
        assertThat(GameSummary.of(file, settings, Wiring.registry(), new Messages(Locale.ENGLISH)))
                .isEqualTo("Long Cours, Ann Bob Cid Le Grand, round 4, 21 Nov");
        assertThat(GameSummary.of(file, settings, Wiring.registry(), new Messages(Locale.FRENCH)))
                .isEqualTo("Long Cours, Ann Bob Cid Le Grand, round 4, 21 nov.");
    }

    @Test
    void a_journal_saved_before_reads_the_same_without_its_progress() throws Exception {
        Path other = journal("b.caissier", "# caissier journal 1\ngame pistes rules=2 Ann Bob\n");
        AppSettings settings = new AppSettings(home);
        GameSummary.remember(settings, home.resolve("a.caissier"), Optional.of("round 4"));
        assertThat(GameSummary.of(other, settings, Wiring.registry(), new Messages(Locale.ENGLISH)))
                .isEqualTo("Pistes, Ann Bob, 21 Nov");
    }

    @Test
    void a_file_without_a_game_line_is_named_by_its_file() throws Exception {
        Path odd = journal("odd.caissier", "not a journal at all\n");
        assertThat(GameSummary.of(odd, new AppSettings(home), Wiring.registry(), new Messages(Locale.ENGLISH)))
                .isEqualTo("odd.caissier, 21 Nov");
    }

    @Test
    void a_finished_cup_event_is_offered_by_its_name_and_its_winner() throws Exception {
        Path named = journal(
                "spring.caissier",
                "# caissier journal 1\n"
                        + "game cup-tournament rules=2 event=\"Spring Cup\" date=2026-05-16 Alpha Bravo Charlie\n");
        AppSettings settings = new AppSettings(home);
        GameSummary.remember(settings, named, Optional.of("— won by Alpha"));
        assertThat(GameSummary.of(named, settings, Wiring.registry(), new Messages(Locale.ENGLISH)))
                .isEqualTo("Spring Cup — won by Alpha");
        Path unnamed = journal("club.caissier", "# caissier journal 1\ngame cup-tournament rules=2 Ann Bob Cid\n");
        GameSummary.remember(settings, unnamed, Optional.of("— won by Ann"));
        assertThat(GameSummary.of(unnamed, settings, Wiring.registry(), new Messages(Locale.ENGLISH)))
                .isEqualTo("America's Cup tournament, Ann Bob Cid — won by Ann");
    }

    @Test
    void a_match_of_an_event_is_named_as_a_game_not_by_its_event_file() throws Exception {
        Path match = journal(
                "m.caissier",
                "# caissier journal 1\n" + "game cup-match \"event="
                        + home.resolve("club.caissier").toAbsolutePath() + "\" Zoé Marc\n");
        String words = GameSummary.of(match, new AppSettings(home), Wiring.registry(), new Messages(Locale.ENGLISH));
        assertThat(words)
                .startsWith("America's Cup match at the board, Zoé Marc")
                .doesNotContain("club.caissier", "/");
    }
}
