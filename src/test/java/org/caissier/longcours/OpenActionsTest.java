package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.caissier.longcours.OpenActions.Action;
import org.caissier.longcours.OpenActions.Choices;
import org.caissier.table.RuleViolation;
import org.junit.jupiter.api.Test;

/**
 * What the captains' screen shows open now, and why not ({@link OpenActions}, the source of its buttons): the
 * rules' verdict on the very command each button would play, with the table's choices or stand-ins for them.
 */
class OpenActionsTest {

    private static String ruleOf(Optional<RuleViolation> why) {
        return why.map(RuleViolation::ruleId).orElse("open");
    }

    private static Choices stop(String stop) {
        return new Choices(stop, null, null, List.of());
    }

    /** The points of call that, picked on the board, leave the action open. */
    private static List<String> openAt(Play play, Action action) {
        return play.state().board().stops().stream()
                .filter(stop -> play.open(stop(stop)).open(action))
                .toList();
    }

    private static Set<Action> openNow(OpenActions open) {
        Set<Action> result = EnumSet.noneOf(Action.class);
        for (Action a : Action.values()) {
            if (open.open(a)) {
                result.add(a);
            }
        }
        return result;
    }

    @Test
    void round_one_offers_placement_then_purchase_then_end() {
        Play play = Play.game("Ann Bob Cy");
        assertThat(openNow(play.open())).containsExactly(Action.PLACE);
        assertThat(openAt(play, Action.PLACE)).containsExactly("Marseille", "Le Havre", "Dakar");
        assertThat(ruleOf(play.open().whyNot(Action.STORM))).isEqualTo("LC-SET-5");
        assertThat(ruleOf(play.open().whyNot(Action.END))).isEqualTo("LC-SET-6");
        play.then("place Ann Marseille");
        assertThat(openNow(play.open())).containsExactly(Action.BUY, Action.END);
        assertThat(play.opens(new LongCoursCommand.Buy("Ann", 3))).isTrue();
        assertThat(ruleOf(play.whyNot(new LongCoursCommand.Buy("Ann", 4)))).isEqualTo("LC-BUY-1");
        assertThat(ruleOf(play.open(stop("Gibraltar")).whyNot(Action.MOVE))).isEqualTo("D-LC-7");
    }

    @Test
    void later_turns_open_the_reachable_stops_the_ports_and_the_targets() {
        Play play = Play.roundTwo();
        assertThat(openAt(play, Action.MOVE)).containsExactlyInAnyOrder("Gibraltar", "Le Havre");
        assertThat(openAt(play, Action.DIRECT)).hasSize(17).doesNotContain("Marseille", "Gibraltar");
        assertThat(play.open().couldSail()).isTrue();
        assertThat(play.open().brawlTargets()).containsExactlyInAnyOrder("Bob", "Cy");
        assertThat(ruleOf(play.open().whyNot(Action.BRAWL))).isEqualTo("LC-BRAWL-1");
        assertThat(play.open().open(Action.AUCTION)).isTrue();
        assertThat(ruleOf(play.open().whyNot(Action.REENTER))).isEqualTo("LC-STORM-5");
        assertThat(ruleOf(play.open().whyNot(Action.CORSAIR_ENTER))).isEqualTo("LC-CORS-2");
        assertThat(ruleOf(play.open().whyNot(Action.STORM)))
                .as("no zone chosen yet")
                .isNotEqualTo("open");
        assertThat(play.open().stormOnSomeZone()).isTrue();
        assertThat(play.open(new Choices(null, 22, null, List.of())).open(Action.STORM))
                .isTrue();
        play.then("move Ann \"Le Havre\"");
        assertThat(openAt(play, Action.MOVE)).isEmpty();
        assertThat(play.open().couldSail()).isFalse();
        assertThat(play.open(stop("Marseille")).whyNot(Action.MOVE))
                .get()
                .extracting(RuleViolation::english)
                .asString()
                .contains("already made the ordinary move");
        assertThat(openAt(play, Action.DIRECT)).isEmpty();
    }

    @Test
    void a_brawl_names_a_captain_in_the_same_port() {
        Play play = LongCoursBrawlTest.sharedPort();
        assertThat(play.open().brawlTargets()).containsExactly("Ann");
        assertThat(play.open().open(Action.BRAWL)).isTrue();
        assertThat(ruleOf(play.open(new Choices(null, null, "Cy", List.of())).whyNot(Action.BRAWL)))
                .isEqualTo("LC-BRAWL-1");
    }

    @Test
    void the_corsair_owner_is_told_when_he_may_bring_it_in_and_move_it() {
        Play play = Play.annOwnsCorsair();
        assertThat(play.open().open(Action.CORSAIR_ENTER)).isTrue();
        assertThat(ruleOf(play.open().whyNot(Action.AUCTION))).isEqualTo("LC-CORS-1");
        play.then("corsair-enter Ann 2");
        assertThat(ruleOf(play.open().whyNot(Action.CORSAIR))).isEqualTo("LC-CORS-2");
        play.then("end Ann", "end Bob", "end Cy");
        assertThat(play.open().open(Action.CORSAIR)).isTrue();
        String next =
                play.state().board().neighbours(play.state().corsair().stop()).get(0);
        assertThat(play.open(new Choices(null, null, null, List.of(next))).command(Action.CORSAIR))
                .isEqualTo(new LongCoursCommand.CorsairMove("Ann", List.of(next)));
    }

    @Test
    void nothing_is_open_once_the_game_is_won() {
        Play play = Play.corsairAtCapNord()
                .then(
                        "end Ann",
                        "move Bob Hambourg",
                        "end Bob",
                        "direct Cy Londres",
                        "end Cy",
                        "corsair Ann Londres Hambourg");
        assertThat(play.state().winner()).isEqualTo("Ann");
        for (Action a : Action.values()) {
            assertThat(ruleOf(play.open(stop("Marseille")).whyNot(a)))
                    .as(a.name())
                    .isEqualTo("LC-END-1");
        }
        assertThat(play.open().stormOnSomeZone()).isFalse();
    }
}
