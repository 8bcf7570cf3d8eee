package org.caissier.espion;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.caissier.table.Command;
import org.caissier.table.Words;

/**
 * The lines of an Espion game (see the command language contract). {@link Start}, {@link Move} and {@link Confirm}
 * are secret.
 */
public sealed interface EspionCommand extends Command {

    /**
     * One method per command: a new command does not compile until every dispatch over the commands (the rules'
     * {@code apply}, the describer) handles it.
     */
    interface Visitor<R> {
        R start(Start command);

        R circle(Circle command);

        R answer(Answer command);

        R roadblock(Roadblock command);

        R move(Move command);

        R escape(Escape command);

        R surrender(Surrender command);

        R confirm(Confirm command);
    }

    /** Hands this command to the visitor's method for its kind. */
    <R> R accept(Visitor<R> visitor);

    /** {@code start SPY PLACE}: the spy's start inside the 5 cm circle (ES-SET-1); secret. */
    record Start(String spy, String place) implements EspionCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.start(this);
        }

        @Override
        public String text() {
            return Words.join(List.of("start", spy, place));
        }
    }

    /** {@code circle HUNTER RADIUS [PLACE]}: this turn's circle, radius in cm, a note for its centre (ES-TURN-1). */
    record Circle(String hunter, BigDecimal radius, Optional<String> centre) implements EspionCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.circle(this);
        }

        @Override
        public String text() {
            List<String> words = new ArrayList<>(List.of("circle", hunter, Cm.text(radius)));
            centre.ifPresent(words::add);
            return Words.join(words);
        }
    }

    /** {@code answer SPY in|out} (ES-TURN-1). */
    record Answer(String spy, boolean inside) implements EspionCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.answer(this);
        }

        @Override
        public String text() {
            return Words.join(List.of("answer", spy, inside ? "in" : "out"));
        }
    }

    /** {@code roadblock HUNTER ROAD...}: roads cut this turn (ES-TURN-2). */
    record Roadblock(String hunter, List<String> roads) implements EspionCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.roadblock(this);
        }

        public Roadblock {
            roads = List.copyOf(roads);
        }

        @Override
        public String text() {
            List<String> words = new ArrayList<>(List.of("roadblock", hunter));
            words.addAll(roads);
            return Words.join(words);
        }
    }

    /** {@code move SPY PLACE DISTANCE}: where the spy stops, cm from this turn's start (ES-MOVE-1, -2); secret. */
    record Move(String spy, String place, BigDecimal distance) implements EspionCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.move(this);
        }

        @Override
        public String text() {
            return Words.join(List.of("move", spy, place, Cm.text(distance)));
        }
    }

    /** {@code escape SPY}: the spy's last move crossed the border; he wins (ES-END-1). */
    record Escape(String spy) implements EspionCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.escape(this);
        }

        @Override
        public String text() {
            return Words.join(List.of("escape", spy));
        }
    }

    /** {@code surrender SPY}: the roadblocks leave him no move; the hunter wins (ES-END-1). */
    record Surrender(String spy) implements EspionCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.surrender(this);
        }

        @Override
        public String text() {
            return Words.join(List.of("surrender", spy));
        }
    }

    /**
     * {@code confirm SPY}: the spy confirmed the end just announced, behind his PIN: his route is shown to everyone
     * and the end stands for good (ES-END-1, rules version 2). Secret: sealed as the last link of the chain.
     */
    record Confirm(String spy) implements EspionCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.confirm(this);
        }

        @Override
        public String text() {
            return Words.join(List.of("confirm", spy));
        }
    }
}
