package org.caissier.arch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;
import org.caissier.table.Command;
import org.caissier.table.GameModule;
import org.caissier.table.JournalFile;
import org.caissier.table.SealedCommands;
import org.caissier.testing.TestGames;
import org.caissier.ui.game.GamePlugin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every game dispatches over its sealed commands with a visitor, so that {@code apply} and the describer handle each
 * one (the compiler sees to that) and a new command without its visitor method fails here; and each game's rules
 * know their own command type, so a command of another game is refused by a check. The games are the registry's
 * (testing.TestGames: the program's and the counter game), each with its golden journal.
 */
class CommandDispatchTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden");

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

    static Stream<String> games() {
        return TestGames.registry().ids().stream();
    }

    private static GameModule<?, ?> module(String game) {
        return TestGames.registry().require(game).module();
    }

    @Test
    void a_command_without_its_own_visitor_method_is_caught() {
        assertThatThrownBy(
                        () -> SealedCommands.assertEveryCommandIsDispatched(Forgotten.class, Forgotten.Visitor.class))
                .hasMessageContaining("one visitor method per command of Forgotten");
    }

    @Test
    void the_games_are_the_registry_s_and_the_counter_game_is_one() {
        assertThat(games())
                .contains("long-cours", "pistes", "cup-tournament", "cup-regatta", "cup-match", "espion", "counter");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void every_command_of_each_game_is_dispatched(String game) {
        Class<? extends Command> type = module(game).commandType();
        Class<?> visitor = Arrays.stream(type.getDeclaredClasses())
                .filter(c -> c.getSimpleName().equals("Visitor"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(type.getName() + " has no Visitor"));
        SealedCommands.assertEveryCommandIsDispatched(type, visitor);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void the_rules_of_each_game_name_its_command_type(String game) throws Exception {
        GamePlugin<?, ?> plugin = TestGames.registry().require(game);
        JournalFile golden = JournalFile.read(GOLDEN.resolve(game + ".caissier"));
        var started = TestGames.registry().games().replay(golden.gameLine(), GOLDEN);
        assertThat(started.rules().commandType()).isEqualTo(plugin.module().commandType());
    }
}
