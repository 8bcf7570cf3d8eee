package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.caissier.longcours.LongCoursCommand.Auction;
import org.caissier.longcours.LongCoursCommand.Brawl;
import org.caissier.longcours.LongCoursCommand.Buy;
import org.caissier.longcours.LongCoursCommand.CorsairEnter;
import org.caissier.longcours.LongCoursCommand.CorsairMove;
import org.caissier.longcours.LongCoursCommand.Direct;
import org.caissier.longcours.LongCoursCommand.End;
import org.caissier.longcours.LongCoursCommand.Move;
import org.caissier.longcours.LongCoursCommand.Place;
import org.caissier.longcours.LongCoursCommand.Reenter;
import org.caissier.longcours.LongCoursCommand.Resell;
import org.caissier.longcours.LongCoursCommand.Storm;
import org.caissier.table.RuleViolation;
import org.junit.jupiter.api.Test;

/**
 * What the screen is told is open now, and why not: the captains' actions ask the rules about the very command
 * each would play ({@code Rules.whyNot}), with a stand-in where the table has not chosen yet, as here.
 */
class OpenActionsTest {

    private static String ruleOf(java.util.Optional<RuleViolation> why) {
        return why.map(RuleViolation::ruleId).orElse("open");
    }

    /** The points of call {@code ofWhich} names that the command it builds for each would be taken at. */
    private static List<String> openAt(Play play, List<String> stops, java.util.function.Function<String,
            LongCoursCommand> ofWhich) {
        return stops.stream().filter(stop -> play.opens(ofWhich.apply(stop))).toList();
    }

    @Test
    void round_one_offers_placement_then_purchase_then_end() {
        Play play = Play.game("Ann Bob Cy");
        Board board = play.state().board();
        assertThat(openAt(play, board.stops(), port -> new Place("Ann", port)))
                .containsExactly("Marseille", "Le Havre", "Dakar");
        assertThat(ruleOf(play.whyNot(new Storm("Ann", 11)))).isEqualTo("LC-SET-5");
        assertThat(ruleOf(play.whyNot(new End("Ann")))).isEqualTo("LC-SET-6");
        assertThat(ruleOf(play.whyNot(new Place("Bob", "Londres")))).isEqualTo("LC-TURN-1");
        play.then("place Ann Marseille");
        assertThat(play.opens(new Buy("Ann", 3))).isTrue();
        assertThat(ruleOf(play.whyNot(new Buy("Ann", 4)))).isEqualTo("LC-BUY-1");
        assertThat(board.goodAt(play.p("Ann").stop())).contains(Good.FRUIT);
        assertThat(play.opens(new End("Ann"))).isTrue();
        assertThat(ruleOf(play.whyNot(new Move("Ann", "Gibraltar")))).isEqualTo("D-LC-7");
    }

    @Test
    void later_turns_open_the_reachable_stops_the_ports_and_the_targets() {
        Play play = Play.roundTwo();
        Board board = play.state().board();
        assertThat(openAt(play, board.stops(), stop -> new Move("Ann", stop)))
                .containsExactlyInAnyOrder("Gibraltar", "Le Havre");
        assertThat(openAt(play, board.stops(), port -> new Direct("Ann", port))).hasSize(17)
                .doesNotContain("Marseille", "Gibraltar");
        assertThat(openAt(play, play.state().names(), who -> new Brawl("Ann", who, List.of(1)))).isEmpty();
        assertThat(ruleOf(play.whyNot(new Brawl("Ann", "Bob", List.of(1))))).isEqualTo("LC-BRAWL-1");
        assertThat(play.opens(new Auction("Ann", List.of()))).isTrue();
        assertThat(ruleOf(play.whyNot(new Reenter("Ann", 1, null, "Marseille")))).isEqualTo("LC-STORM-5");
        assertThat(ruleOf(play.whyNot(new CorsairEnter("Ann", 1, null)))).isEqualTo("LC-CORS-2");
        play.then("move Ann \"Le Havre\"");
        assertThat(openAt(play, board.stops(), stop -> new Move("Ann", stop))).isEmpty();
        assertThat(play.whyNot(new Move("Ann", "Marseille"))).get().extracting(RuleViolation::english).asString()
                .contains("already made the ordinary move");
        assertThat(openAt(play, board.stops(), port -> new Direct("Ann", port))).isEmpty();
    }

    @Test
    void the_corsair_owner_is_told_when_he_may_bring_it_in_and_move_it() {
        Play play = Play.annOwnsCorsair();
        assertThat(play.opens(new CorsairEnter("Ann", 2, null))).isTrue();
        assertThat(ruleOf(play.whyNot(new Auction("Ann", List.of())))).isEqualTo("LC-CORS-1");
        play.then("corsair-enter Ann 2");
        String next = play.state().board().neighbours(play.state().corsair().stop()).get(0);
        assertThat(ruleOf(play.whyNot(new CorsairMove("Ann", List.of(next))))).isEqualTo("LC-CORS-2");
        play.then("end Ann", "end Bob", "end Cy");
        assertThat(play.opens(new CorsairMove("Ann", List.of(next)))).isTrue();
    }

    @Test
    void nothing_is_open_once_the_game_is_won() {
        Play play = Play.corsairAtCapNord().then("end Ann", "move Bob Hambourg", "end Bob", "direct Cy Londres",
                "end Cy", "corsair Ann Londres Hambourg");
        assertThat(play.state().winner()).isEqualTo("Ann");
        String port = "Marseille";
        List<LongCoursCommand> everyAction = List.of(new Place("Bob", port), new Buy("Bob", 1),
                new Resell("Bob", 1, null), new Move("Bob", port), new Direct("Bob", "Londres"), new Storm("Bob", 11),
                new Brawl("Bob", "Cy", List.of(1)), new Auction("Bob", List.of()), new Reenter("Bob", 1, null, port),
                new CorsairEnter("Ann", 1, null), new CorsairMove("Ann", List.of("Londres")), new End("Bob"));
        assertThat(everyAction).allSatisfy(c -> assertThat(ruleOf(play.whyNot(c))).isEqualTo("LC-END-1"));
    }
}
