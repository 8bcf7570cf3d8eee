package org.caissier.device;

/** What the players are told when the box's dice give up on a roll; the screen gives them in its language. */
public interface DiceWords {
    /** The box showed fewer dice than were asked (a die stuck or missing, a firmware fault). */
    String tooFewFaces(int shown, int asked);

    /** The box has not answered a roll in {@code seconds}. */
    String noAnswer(long seconds);

    /** The box was disconnected with the roll still waiting. */
    String disconnected();

    /** The English words, for callers without a screen. */
    static DiceWords english() {
        return new DiceWords() {
            @Override
            public String tooFewFaces(int shown, int asked) {
                return "the box showed " + shown + " die face(s) for the " + asked + " asked";
            }

            @Override
            public String noAnswer(long seconds) {
                return "the box has not answered the roll for " + seconds + " seconds";
            }

            @Override
            public String disconnected() {
                return "the box was disconnected";
            }
        };
    }
}
