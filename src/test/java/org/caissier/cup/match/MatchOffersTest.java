package org.caissier.cup.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.caissier.cup.match.MatchOffers.Kind;
import org.caissier.cup.match.MatchOffers.Verdict;
import org.caissier.table.Games;
import org.caissier.table.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opening an event sorts the finished match files that name its journal: only a match sailed for this event
 * whose line it would take now is offered; one sailed for another event, one whose pair is not due, and files
 * that contradict each other are said to be so and not offered; one the event agrees with already is passed over.
 */
class MatchOffersTest {
    private static final String ID = "0123456789abcdef01234567";

    @TempDir
    Path dir;

    private final Games games = ClubEvents.games();
    private final EventScorer scorer = new EventScorer(games);

    private Path event(String gameLine, String... lines) throws Exception {
        return ClubEvents.event(games, dir, gameLine, lines);
    }

    /** A one-leg match naming the event, {@code winner} across first; its finish never reached the event. */
    private void match(String name, String eventId, String crews, String winner) throws Exception {
        sailed(name, eventId, crews, "round " + winner, "finish " + winner);
    }

    private void sailed(String name, String eventId, String crews, String... lines) throws Exception {
        String id = eventId == null ? "" : " event-id=" + eventId;
        try (Session<?, ?> m = Session.create(
                dir.resolve(name), games.start("game cup-match legs=1 event=club.caissier" + id + " " + crews, dir))) {
            for (String line : lines) {
                m.submit(line);
            }
        }
    }

    private Map<String, Verdict> verdicts(Path event) throws Exception {
        try (Session<?, ?> opened = Session.openReadOnly(event, games)) {
            return MatchOffers.of(opened, scorer.matchesOf(event, List.of(dir))).stream()
                    .collect(
                            Collectors.toMap(v -> v.match().file().getFileName().toString(), v -> v));
        }
    }

    @Test
    void ac_tour_1_only_a_due_match_of_this_event_is_offered_the_others_say_why_not() throws Exception {
        Path event = event("game cup-tournament id=" + ID + " Ann Bob Cid Dan", "result Bob Ann");
        match("a-own.caissier", ID, "Bob Cid", "Cid");
        match("b-other.caissier", "ffffffffffffffff", "Bob Dan", "Dan");
        match("c-nameless.caissier", null, "Cid Dan", "Dan");
        match("d-late.caissier", ID, "Ann Bob", "Ann");
        match("e-agrees.caissier", ID, "Ann Bob", "Bob");

        Map<String, Verdict> v = verdicts(event);
        assertThat(v.get("a-own.caissier").kind()).isEqualTo(Kind.OFFERED);
        assertThat(v.get("a-own.caissier").line()).contains("result Cid Bob");
        assertThat(v.get("b-other.caissier").kind()).as("another event's id").isEqualTo(Kind.OTHER_EVENT);
        assertThat(v.get("b-other.caissier").line()).as("the match, said").contains("result Dan Bob");
        assertThat(v.get("c-nameless.caissier").kind())
                .as("no id: not sailed for this event")
                .isEqualTo(Kind.OTHER_EVENT);
        Verdict late = v.get("d-late.caissier");
        assertThat(late.kind())
                .as("Ann – Bob has a result: the pair is not due")
                .isEqualTo(Kind.NOT_DUE);
        assertThat(late.refusal()).isPresent();
        assertThat(late.refusal().get().ruleId()).isEqualTo("AC-TOUR-1");
        assertThat(v).as("the event has this very result: nothing to say").doesNotContainKey("e-agrees.caissier");
    }

    @Test
    void ac_tour_1_two_files_that_contradict_each_other_are_neither_offered_two_that_agree_are_offered_once()
            throws Exception {
        Path event = event("game cup-tournament id=" + ID + " Ann Bob Cid");
        match("f-one.caissier", ID, "Ann Cid", "Ann");
        match("f-two.caissier", ID, "Cid Ann", "Cid");
        match("g-one.caissier", ID, "Bob Cid", "Bob");
        match("g-two.caissier", ID, "Bob Cid", "Bob");

        Map<String, Verdict> v = verdicts(event);
        assertThat(v.get("f-one.caissier").kind()).isEqualTo(Kind.CONTRADICTED);
        assertThat(v.get("f-one.caissier").contradicting()).containsExactly(dir.resolve("f-two.caissier"));
        assertThat(v.get("f-two.caissier").kind()).isEqualTo(Kind.CONTRADICTED);
        assertThat(v.get("f-two.caissier").contradicting()).containsExactly(dir.resolve("f-one.caissier"));
        assertThat(v.get("g-one.caissier").kind()).isEqualTo(Kind.OFFERED);
        assertThat(v).doesNotContainKey("g-two.caissier");
    }

    @Test
    void an_event_made_before_ids_keeps_todays_offer_and_a_match_naming_an_id_is_another_events() throws Exception {
        Path event = event("game cup-tournament Ann Bob Cid");
        match("h-old.caissier", null, "Ann Bob", "Bob");
        match("i-new.caissier", ID, "Bob Cid", "Cid");

        Map<String, Verdict> v = verdicts(event);
        assertThat(v.get("h-old.caissier").kind()).isEqualTo(Kind.OFFERED);
        assertThat(v.get("i-new.caissier").kind()).isEqualTo(Kind.OTHER_EVENT);
    }

    @Test
    void ac_reg_1_every_race_of_a_regatta_is_offered_races_are_no_pairs() throws Exception {
        Path event = event("game cup-regatta id=" + ID + " Ann Bob Cid");
        sailed(
                "j-one.caissier",
                ID,
                "Ann Bob Cid",
                "round Ann",
                "round Bob",
                "round Cid",
                "finish Ann",
                "finish Bob",
                "finish Cid");
        sailed(
                "j-two.caissier",
                ID,
                "Ann Bob Cid",
                "round Ann",
                "round Bob",
                "round Cid",
                "finish Cid",
                "finish Ann",
                "finish Bob");

        Map<String, Verdict> v = verdicts(event);
        assertThat(v.values()).extracting(Verdict::kind).containsOnly(Kind.OFFERED);
        assertThat(v).hasSize(2);
    }
}
