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
    private Headlines() {}

    static Optional<Announcement> of(LongCoursState before, LongCoursCommand command, LongCoursState after) {
        Optional<Announcement> byKind = command.accept(new News());
        if (after.over() && !before.over() || shipLost(before, after)) {
            return Optional.of(byKind.orElse(Announcement.of()));
        }
        return byKind;
    }

    private static boolean shipLost(LongCoursState before, LongCoursState after) {
        return before.players().stream()
                .anyMatch(p -> p.inGame() && !after.player(p.name()).inGame());
    }

    /** A command that is news for the table by its kind alone, with the die faces it carries; none for the rest. */
    private static final class News implements LongCoursCommand.Visitor<Optional<Announcement>> {
        private static final Optional<Announcement> NOT_NEWS = Optional.empty();
        private static final Optional<Announcement> NEWS = Optional.of(Announcement.of());

        public Optional<Announcement> place(Place c) {
            return NOT_NEWS;
        }

        public Optional<Announcement> buy(Buy c) {
            return NOT_NEWS;
        }

        public Optional<Announcement> move(Move c) {
            return NOT_NEWS;
        }

        public Optional<Announcement> direct(Direct c) {
            return NOT_NEWS;
        }

        public Optional<Announcement> resell(Resell c) {
            return Optional.of(Announcement.of(c.face()));
        }

        public Optional<Announcement> storm(Storm c) {
            return NEWS;
        }

        public Optional<Announcement> brawl(Brawl c) {
            return NEWS;
        }

        public Optional<Announcement> auction(Auction c) {
            return NEWS;
        }

        public Optional<Announcement> reenter(Reenter c) {
            return Optional.of(Announcement.of(c.face()));
        }

        public Optional<Announcement> corsairEnter(CorsairEnter c) {
            return Optional.of(Announcement.of(c.face()));
        }

        public Optional<Announcement> corsairMove(CorsairMove c) {
            return NOT_NEWS;
        }

        public Optional<Announcement> end(End c) {
            return NOT_NEWS;
        }
    }
}
