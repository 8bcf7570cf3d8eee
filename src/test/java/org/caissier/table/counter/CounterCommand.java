package org.caissier.table.counter;

import org.caissier.table.Command;
import org.caissier.table.DiceOrigin;
import org.caissier.table.Words;

/** The counter game's commands. */
public sealed interface CounterCommand extends Command {

    /**
     * One method per command: a new command does not compile until every dispatch over the commands (the rules'
     * {@code apply}, the describer) handles it.
     */
    interface Visitor<R> {
        R add(Add command);

        R take(Take command);

        R roll(Roll command);

        R secret(Secret command);

        R end(End command);
    }

    /** Hands this command to the visitor's method for its kind. */
    <R> R accept(Visitor<R> visitor);

    /** {@code add PLAYER N}: N points to the player; N may not be negative (rule CT-ADD-1). */
    record Add(String player, int amount) implements CounterCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.add(this);
        }

        @Override
        public String text() {
            return "add " + Words.quote(player) + " " + amount;
        }
    }

    /** {@code take PLAYER N}: N points off; a score may not go below zero (rule CT-TAKE-1). */
    record Take(String player, int amount) implements CounterCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.take(this);
        }

        @Override
        public String text() {
            return "take " + Words.quote(player) + " " + amount;
        }
    }

    /** {@code roll PLAYER FACE [dice=ORIGIN]}: the die showed FACE, 1 to 6 (rule CT-ROLL-1). */
    record Roll(String player, int face, DiceOrigin origin) implements CounterCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.roll(this);
        }

        @Override
        public String text() {
            return "roll " + Words.quote(player) + " " + face + " " + origin.token();
        }
    }

    /** {@code secret PLAYER N}: the player writes down N for himself; a secret line (rule CT-SECRET-1: N ≥ 0). */
    record Secret(String player, int value) implements CounterCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.secret(this);
        }

        @Override
        public String text() {
            return "secret " + Words.quote(player) + " " + value;
        }
    }

    /**
     * {@code end PLAYER N}: the player ends the game (N is not read). In a chained sealed journal (rules version 2) it
     * is written only with its confirmation, a sealed secret, after which the game stands for good (CT-END-1).
     */
    record End(String player, int unused) implements CounterCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.end(this);
        }

        @Override
        public String text() {
            return "end " + Words.quote(player) + " " + unused;
        }
    }
}
