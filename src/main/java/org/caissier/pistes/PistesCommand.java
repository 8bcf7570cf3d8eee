package org.caissier.pistes;

import java.util.ArrayList;
import java.util.List;
import org.caissier.table.Command;
import org.caissier.table.DiceOrigin;
import org.caissier.table.Words;

/** Everything that can happen in a Pistes race, in the canonical line forms of the command language. */
public sealed interface PistesCommand extends Command
        permits PistesCommand.NewGame,
                PistesCommand.Equip,
                PistesCommand.Drive,
                PistesCommand.Pass,
                PistesCommand.Arrive {

    /** The name of the player the command is about. */
    String player();

    /**
     * One method per command: a new command does not compile until every dispatch over the commands (the rules'
     * {@code apply}, the describer) handles it.
     */
    interface Visitor<R> {
        R newGame(NewGame command);

        R equip(Equip command);

        R drive(Drive command);

        R pass(Pass command);

        R arrive(Arrive command);
    }

    /** Hands this command to the visitor's method for its kind. */
    <R> R accept(Visitor<R> visitor);

    /**
     * {@code game pistes [table=FILE] [ranking=tied] PLAYER PLAYER ...}
     *
     * @param tableFile the event table file as typed, or null for the program's own
     */
    record NewGame(String tableFile, Ranking ranking, List<String> players) implements PistesCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.newGame(this);
        }

        public NewGame {
            players = List.copyOf(players);
        }

        @Override
        public String player() {
            return players.get(0);
        }

        @Override
        public String text() {
            List<String> words = new ArrayList<>(List.of("game", "pistes"));
            if (tableFile != null) {
                words.add("table=" + tableFile);
            }
            if (ranking == Ranking.TIED) {
                words.add("ranking=tied");
            }
            words.addAll(players);
            return Words.join(words);
        }
    }

    /** {@code equip PLAYER ITEM [COUNT]}: buys equipment before the first stage (PI-SET-2). */
    record Equip(String player, Item item, int count) implements PistesCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.equip(this);
        }

        @Override
        public String text() {
            return Words.join(
                    count == 1
                            ? List.of("equip", player, item.id())
                            : List.of("equip", player, item.id(), Integer.toString(count)));
        }
    }

    /**
     * {@code drive PLAYER SECTION... [changes=N] DIE DIE [dice=ORIGIN]}
     *
     * @param changes the road-type changes as the players corrected them (D-PI-3), or null to count them
     * @param origin  where the dice came from, or null when not said
     */
    record Drive(String player, List<Section> sections, Integer changes, int dieA, int dieB, DiceOrigin origin)
            implements PistesCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.drive(this);
        }

        public Drive {
            sections = List.copyOf(sections);
        }

        @Override
        public String text() {
            List<String> words = new ArrayList<>(List.of("drive", player));
            sections.forEach(s -> words.add(s.text()));
            if (changes != null) {
                words.add("changes=" + changes);
            }
            words.add(Integer.toString(dieA));
            words.add(Integer.toString(dieB));
            if (origin != null) {
                words.add(origin.token());
            }
            return Words.join(words);
        }
    }

    /** {@code pass PLAYER}: stays put this turn. */
    record Pass(String player) implements PistesCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.pass(this);
        }

        @Override
        public String text() {
            return Words.join(List.of("pass", player));
        }
    }

    /** {@code arrive PLAYER}: reached the finish with his last stage. */
    record Arrive(String player) implements PistesCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.arrive(this);
        }

        @Override
        public String text() {
            return Words.join(List.of("arrive", player));
        }
    }
}
