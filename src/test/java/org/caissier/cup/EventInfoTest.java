package org.caissier.cup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Path;
import java.util.List;
import org.caissier.table.GameModule;
import org.caissier.table.RuleViolation;
import org.caissier.table.Words;
import org.junit.jupiter.api.Test;

/** {@code event="NAME"} and {@code date=YYYY-MM-DD} on a Cup event's game line: kept, shown, and checked. */
class EventInfoTest {

    @Test
    void the_event_name_and_date_reach_the_state_and_the_line_keeps_its_form() {
        Play<TournamentState> p = Play.tournament("final=2 event=\"Spring Cup\" date=2026-05-16 Ann Bob");
        assertThat(p.view().get("event")).isEqualTo("Spring Cup");
        assertThat(p.view().get("date")).isEqualTo("2026-05-16");
        String line = new TournamentModule()
                .start(Words.split("final=2 \"event=Spring Cup\" date=2026-05-16 Ann Bob"), Path.of("."))
                .gameLine();
        assertThat(line).isEqualTo("game cup-tournament final=2 event=\"Spring Cup\" date=2026-05-16 Ann Bob");
        Play<RegattaState> r = Play.regatta("event=\"Régates d’été\" Ann Bob Cid");
        assertThat(r.view().get("event")).isEqualTo("Régates d’été");
        assertThat(r.view().get("date")).isNull();
    }

    @Test
    void an_event_without_name_or_date_shows_them_as_null() {
        Play<TournamentState> p = Play.tournament("Ann Bob");
        assertThat(p.view()).containsEntry("event", null).containsEntry("date", null);
    }

    @Test
    void a_name_of_61_characters_or_none_is_refused_naming_the_field() {
        String sixty = "x".repeat(60);
        assertThat(Play.tournament("event=\"" + sixty + "\" Ann Bob").view().get("event"))
                .isEqualTo(sixty);
        assertThat(refused(new TournamentModule(), "event=\"" + sixty + "y\" Ann Bob"))
                .contains("event=")
                .contains("61");
        assertThat(refused(new TournamentModule(), "event=\"   \" Ann Bob")).contains("event=");
        assertThat(refused(new RegattaModule(), "event=\"\" Ann Bob")).contains("event");
    }

    @Test
    void a_name_holding_a_control_character_is_refused_naming_the_field() {
        assertThat(refused(new TournamentModule(), "\"event=Spring\tCup\" Ann Bob"))
                .contains("event=")
                .contains("control character");
    }

    @Test
    void a_date_that_is_not_a_date_of_the_calendar_is_refused_naming_the_field() {
        assertThat(refused(new TournamentModule(), "date=2026-02-30 Ann Bob"))
                .contains("date=")
                .contains("2026-02-30");
        assertThat(refused(new TournamentModule(), "date=16/05/2026 Ann Bob")).contains("date=YYYY-MM-DD");
        assertThat(refused(new RegattaModule(), "date=2026-13-01 Ann Bob")).contains("date=");
        assertThat(refused(new RegattaModule(), "date=26-05-16 Ann Bob")).contains("date=");
        assertThat(Play.tournament("date=2028-02-29 Ann Bob").view().get("date"))
                .isEqualTo("2028-02-29");
    }

    private static String refused(GameModule<?, ?> module, String words) {
        List<String> w = Words.split(words);
        RuleViolation v = catchThrowableOfType(RuleViolation.class, () -> module.start(w, Path.of(".")));
        assertThat(v).as(words).isNotNull();
        return v.english();
    }
}
