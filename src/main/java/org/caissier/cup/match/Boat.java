package org.caissier.cup.match;

import java.util.ArrayList;
import java.util.List;

/**
 * One boat in the race: its leg (1-based; odd legs upwind, even downwind, AC-BAS-4), its tack and sequence,
 * its key crew posts (AC-ADV-1), what its last card gave this turn (movement and crew points), what it carries
 * into its next turn (MP lost to covering, turns to miss, head to wind) and the cards it played on this leg.
 */
public record Boat(
        String crew,
        int leg,
        Tack tack,
        Sequence sequence,
        List<Integer> keyPosts,
        int lastMp,
        int crewPoints,
        int cover,
        int misses,
        boolean headToWind,
        Status status,
        List<String> cards) {

    public enum Status {
        RACING,
        FINISHED,
        DSQ,
        RETIRED,
        DNF
    }

    public Boat {
        keyPosts = List.copyOf(keyPosts);
        cards = List.copyOf(cards);
    }

    static Boat start(String crew) {
        return new Boat(
                crew,
                1,
                Tack.STARBOARD,
                Sequence.fresh(Sequence.Need.LEG),
                List.of(),
                0,
                0,
                0,
                0,
                false,
                Status.RACING,
                List.of());
    }

    public boolean upwind() {
        return leg % 2 == 1;
    }

    public boolean racing() {
        return status == Status.RACING;
    }

    Boat played(String card, int mp, Sequence next, Tack onTack, int points) {
        List<String> c = new ArrayList<>(cards);
        c.add(card);
        return new Boat(crew, leg, onTack, next, keyPosts, mp, points, 0, misses, false, status, c);
    }

    Boat missed() {
        return new Boat(crew, leg, tack, sequence, keyPosts, 0, 0, 0, misses, headToWind, status, cards);
    }

    Boat withPosts(List<Integer> posts) {
        return new Boat(crew, leg, tack, sequence, posts, lastMp, crewPoints, cover, misses, headToWind, status, cards);
    }

    Boat withCrewPoints(int points) {
        return new Boat(crew, leg, tack, sequence, keyPosts, lastMp, points, cover, misses, headToWind, status, cards);
    }

    Boat withCover(int mp) {
        return new Boat(crew, leg, tack, sequence, keyPosts, lastMp, crewPoints, mp, misses, headToWind, status, cards);
    }

    Boat withMisses(int n) {
        return new Boat(crew, leg, tack, sequence, keyPosts, lastMp, crewPoints, cover, n, headToWind, status, cards);
    }

    Boat tacked() {
        Sequence s = upwind() ? Sequence.fresh(Sequence.Need.TACK) : sequence;
        return new Boat(
                crew, leg, tack.other(), s, keyPosts, lastMp, crewPoints, cover, misses, headToWind, status, cards);
    }

    Boat stoppedHeadToWind() {
        return new Boat(
                crew,
                leg,
                tack,
                Sequence.fresh(Sequence.Need.WIND),
                keyPosts,
                lastMp,
                crewPoints,
                cover,
                misses,
                true,
                status,
                cards);
    }

    /** Round the buoy: the next leg, the cards turned (AC-CARD-1), a new sequence to start. */
    Boat rounded() {
        return new Boat(
                crew,
                leg + 1,
                tack,
                Sequence.fresh(Sequence.Need.LEG),
                keyPosts,
                lastMp,
                crewPoints,
                0,
                misses,
                false,
                status,
                List.of());
    }

    Boat withStatus(Status s) {
        return new Boat(crew, leg, tack, sequence, keyPosts, lastMp, crewPoints, cover, misses, headToWind, s, cards);
    }

    Boat discarded() {
        List<String> c = new ArrayList<>(cards);
        c.add("discard");
        return new Boat(
                crew,
                leg,
                tack,
                Sequence.fresh(Sequence.Need.DISCARD),
                keyPosts,
                Math.max(0, 2 - cover),
                0,
                0,
                misses,
                false,
                status,
                c);
    }
}
