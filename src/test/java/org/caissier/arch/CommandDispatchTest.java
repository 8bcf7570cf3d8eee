package org.caissier.arch;

import org.caissier.cup.RegattaCommand;
import org.caissier.cup.RegattaRules;
import org.caissier.cup.TournamentCommand;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.match.MatchCommand;
import org.caissier.cup.match.MatchRules;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionRules;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.longcours.LongCoursRules;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.PistesRules;
import org.caissier.table.SealedCommands;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterRules;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.caissier.table.Command;

/**
 * Every game dispatches over its sealed commands with a visitor, so that {@code apply} and the describer handle each
 * one (the compiler sees to that) and a new command without its visitor method fails here; and each game's rules
 * know their own command type, so a command of another game is refused by a check.
 */
class CommandDispatchTest {

    /** A game whose second command was added without its own visitor method. */
    sealed interface Forgotten extends Command {
        interface Visitor<R> {
            R first(First command);
        }

        <R> R accept(Visitor<R> visitor);

        record First(String player) implements Forgotten {
            public <R> R accept(Visitor<R> visitor) {
                return visitor.first(this);
            }

            public String text() {
                return "first";
            }
        }

        record Second(String player) implements Forgotten {
            public <R> R accept(Visitor<R> visitor) {
                return visitor.first(null);
            }

            public String text() {
                return "second";
            }
        }
    }

    @Test
    void a_command_without_its_own_visitor_method_is_caught() {
        assertThatThrownBy(() -> SealedCommands.assertEveryCommandIsDispatched(Forgotten.class,
                Forgotten.Visitor.class)).hasMessageContaining("one visitor method per command of Forgotten");
    }

    @Test
    void every_long_cours_command_is_dispatched() {
        SealedCommands.assertEveryCommandIsDispatched(LongCoursCommand.class, LongCoursCommand.Visitor.class);
    }

    @Test
    void every_pistes_command_is_dispatched() {
        SealedCommands.assertEveryCommandIsDispatched(PistesCommand.class, PistesCommand.Visitor.class);
    }

    @Test
    void every_cup_tournament_command_is_dispatched() {
        SealedCommands.assertEveryCommandIsDispatched(TournamentCommand.class, TournamentCommand.Visitor.class);
    }

    @Test
    void every_cup_regatta_command_is_dispatched() {
        SealedCommands.assertEveryCommandIsDispatched(RegattaCommand.class, RegattaCommand.Visitor.class);
    }

    @Test
    void every_cup_match_command_is_dispatched() {
        SealedCommands.assertEveryCommandIsDispatched(MatchCommand.class, MatchCommand.Visitor.class);
    }

    @Test
    void every_espion_command_is_dispatched() {
        SealedCommands.assertEveryCommandIsDispatched(EspionCommand.class, EspionCommand.Visitor.class);
    }

    @Test
    void every_counter_command_is_dispatched() {
        SealedCommands.assertEveryCommandIsDispatched(CounterCommand.class, CounterCommand.Visitor.class);
    }

    @Test
    void the_rules_of_each_game_name_its_command_type() {
        assertThat(new LongCoursRules().commandType()).isEqualTo(LongCoursCommand.class);
        assertThat(new PistesRules().commandType()).isEqualTo(PistesCommand.class);
        assertThat(new CounterRules().commandType()).isEqualTo(CounterCommand.class);
        assertThat(new TournamentRules().commandType()).isEqualTo(TournamentCommand.class);
        assertThat(new RegattaRules().commandType()).isEqualTo(RegattaCommand.class);
        assertThat(new EspionRules().commandType()).isEqualTo(EspionCommand.class);
        assertThat(new MatchRules().commandType()).isEqualTo(MatchCommand.class);
    }
}
