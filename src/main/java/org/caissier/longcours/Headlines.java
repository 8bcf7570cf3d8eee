package org.caissier.longcours;

import java.util.Optional;
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
import org.caissier.table.Announcement;

/**
 * Which Long Cours commands the whole table hears in large type: every die thrown (resale, re-entry, the Corsair's
 * entry) with its face, storms, brawls, the Corsair's auction, a ship lost to the Corsair and the end of the game.
 * A purchase, a plain move or the end of a turn is only in the journal.
 */
final class Headlines {
    private Headlines() {
    }

    static Optional<Announcement> of(LongCoursState before, LongCoursCommand command, LongCoursState after) {
        if (after.over() && !before.over() || shipLost(before, after)) {
            return Optional.of(command.accept(new Faces()));
        }
        return command.accept(new Worth()) ? Optional.of(command.accept(new Faces())) : Optional.empty();
    }

    private static boolean shipLost(LongCoursState before, LongCoursState after) {
        return before.players().stream().anyMatch(p -> p.inGame() && !after.player(p.name()).inGame());
    }

    /** The die faces a command carries. */
    private static final class Faces implements LongCoursCommand.Visitor<Announcement> {
        public Announcement place(Place c) {
            return Announcement.of();
        }

        public Announcement buy(Buy c) {
            return Announcement.of();
        }

        public Announcement move(Move c) {
            return Announcement.of();
        }

        public Announcement direct(Direct c) {
            return Announcement.of();
        }

        public Announcement resell(Resell c) {
            return Announcement.of(c.face());
        }

        public Announcement storm(Storm c) {
            return Announcement.of();
        }

        public Announcement brawl(Brawl c) {
            return Announcement.of();
        }

        public Announcement auction(Auction c) {
            return Announcement.of();
        }

        public Announcement reenter(Reenter c) {
            return Announcement.of(c.face());
        }

        public Announcement corsairEnter(CorsairEnter c) {
            return Announcement.of(c.face());
        }

        public Announcement corsairMove(CorsairMove c) {
            return Announcement.of();
        }

        public Announcement end(End c) {
            return Announcement.of();
        }
    }

    /** Whether a command is news for the table by its kind alone. */
    private static final class Worth implements LongCoursCommand.Visitor<Boolean> {
        public Boolean place(Place c) {
            return false;
        }

        public Boolean buy(Buy c) {
            return false;
        }

        public Boolean move(Move c) {
            return false;
        }

        public Boolean direct(Direct c) {
            return false;
        }

        public Boolean resell(Resell c) {
            return true;
        }

        public Boolean storm(Storm c) {
            return true;
        }

        public Boolean brawl(Brawl c) {
            return true;
        }

        public Boolean auction(Auction c) {
            return true;
        }

        public Boolean reenter(Reenter c) {
            return true;
        }

        public Boolean corsairEnter(CorsairEnter c) {
            return true;
        }

        public Boolean corsairMove(CorsairMove c) {
            return false;
        }

        public Boolean end(End c) {
            return false;
        }
    }
}
