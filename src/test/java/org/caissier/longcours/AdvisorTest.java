package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What the screen is told is possible now, and why not. */
class AdvisorTest {

    @Test
    void round_one_offers_placement_then_purchase_then_end() {
        Play play = Play.game("Ann Bob Cy");
        Advisor a = new Advisor(play.state());
        assertThat(a.allowed(ActionKind.PLACE)).isTrue();
        assertThat(a.placePorts()).containsExactly("Marseille", "Le Havre", "Dakar");
        assertThat(a.whyNot(ActionKind.STORM)).get().extracting(v -> v.ruleId()).isEqualTo("LC-SET-5");
        assertThat(a.whyNot(ActionKind.END)).get().extracting(v -> v.ruleId()).isEqualTo("LC-SET-6");
        play.then("place Ann Marseille");
        Advisor b = new Advisor(play.state());
        assertThat(b.purchaseLimit()).isEqualTo(3);
        assertThat(b.goodHere()).contains(Good.FRUIT);
        assertThat(b.allowed(ActionKind.END)).isTrue();
        assertThat(b.whyNot(ActionKind.MOVE)).get().extracting(v -> v.ruleId()).isEqualTo("D-LC-7");
    }

    @Test
    void later_turns_list_reachable_stops_ports_and_targets() {
        Play play = Play.roundTwo();
        Advisor a = new Advisor(play.state());
        assertThat(a.reachable()).containsExactlyInAnyOrder("Gibraltar", "Le Havre");
        assertThat(a.directPorts()).hasSize(17).doesNotContain("Marseille", "Gibraltar");
        assertThat(a.brawlTargets()).isEmpty();
        assertThat(a.whyNot(ActionKind.BRAWL)).get().extracting(v -> v.ruleId()).isEqualTo("LC-BRAWL-1");
        assertThat(a.allowed(ActionKind.AUCTION)).isTrue();
        assertThat(a.whyNot(ActionKind.REENTER)).get().extracting(v -> v.ruleId()).isEqualTo("LC-STORM-5");
        assertThat(a.whyNot(ActionKind.CORSAIR_ENTER)).get().extracting(v -> v.ruleId()).isEqualTo("LC-CORS-2");
        play.then("move Ann \"Le Havre\"");
        Advisor b = new Advisor(play.state());
        assertThat(b.reachable()).isEmpty();
        assertThat(b.whyNot(ActionKind.MOVE)).get().extracting(v -> v.english()).asString()
                .contains("already made the ordinary move");
        assertThat(b.directPorts()).isEmpty();
    }

    @Test
    void the_corsair_owner_is_told_when_he_may_bring_it_in_and_move_it() {
        Play play = Play.annOwnsCorsair();
        Advisor a = new Advisor(play.state());
        assertThat(a.allowed(ActionKind.CORSAIR_ENTER)).isTrue();
        assertThat(a.whyNot(ActionKind.AUCTION)).get().extracting(v -> v.ruleId()).isEqualTo("LC-CORS-1");
        play.then("corsair-enter Ann 2");
        assertThat(new Advisor(play.state()).whyNot(ActionKind.CORSAIR)).get().extracting(v -> v.ruleId())
                .isEqualTo("LC-CORS-2");
        play.then("end Ann", "end Bob", "end Cy");
        assertThat(new Advisor(play.state()).allowed(ActionKind.CORSAIR)).isTrue();
    }

    @Test
    void nothing_is_allowed_once_the_game_is_won() {
        Play play = Play.corsairAtCapNord().then("end Ann", "move Bob Hambourg", "end Bob", "direct Cy Londres", "end Cy",
                "corsair Ann Londres Hambourg");
        assertThat(play.state().winner()).isEqualTo("Ann");
        assertThat(new Advisor(play.state()).all().values()).allSatisfy(v -> assertThat(v).isPresent());
        assertThat(new Advisor(play.state()).purchaseLimit()).isZero();
    }
}
