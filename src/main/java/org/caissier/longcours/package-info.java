/**
 * Long Cours: the rules as pure data and functions (rule ids LC-* and decisions D-LC-* of the rules digest).
 *
 * <p>The screen reads {@link org.caissier.longcours.LongCoursState} (players, corsair, wrecks, bank, deck, what
 * was done this turn), asks {@link org.caissier.longcours.LongCoursRules#whyNot} about the very command each action
 * would play, and plays command records through {@link org.caissier.longcours.LongCoursRules}. {@link org.caissier.longcours.LongCoursModule} starts a game.
 *
 * <h2>Decisions where the rule text is silent (beyond D-LC-1..8)</h2>
 * <ul>
 * <li>LC-SET-6: in round 1 a player places, may make one first purchase (buying is never compulsory,
 * LC-BUY-1), then ends his turn; he may not end it without placing.</li>
 * <li>LC-TURN-1: in later turns purchases may be repeated (e.g. before and after the move); the ordinary move,
 * the resale roll and the Corsair's moves are once per turn.</li>
 * <li>LC-CORS-2/3: the owner plays his cargo first, then the Corsair: once the Corsair has entered or moved this
 * turn, no cargo operation (buy, move, card, resale, auction) is accepted until his next turn.</li>
 * <li>LC-CORS-2: the buyer need not bring the Corsair in at his very next turn; he may do so at any later turn.
 * It is the wreck site of the rolled zone; it sinks nobody there, not even a ship already on that site.</li>
 * <li>LC-CORS-4: the stops sunk are those of the path after the start; a ship sharing the Corsair's starting
 * stop (possible only after its entry) is not sunk when the Corsair leaves.</li>
 * <li>D-LC-6 also applies to a Direct move and to a re-entry onto the Corsair's port: the player chose it.</li>
 * <li>LC-CORS-5: a player sunk on his own turn (by moving onto the Corsair) loses his turn at once; the next
 * player in the game plays.</li>
 * <li>LC-STORM-5: a player wrecked during his own turn (his own storm) re-enters at his next turn, not this one,
 * and may go on with card plays this turn; re-entry is required before his next turn can end (D-LC-7).</li>
 * <li>LC-BRAWL-1: brawls happen in ports only; the wreck sites are not ports.</li>
 * <li>LC-CORS-1: an auction may end with no bid; a bid under 6 M is refused, not ignored; a bidder may bid
 * several times (the line lists the bids in order); the first of equal highest bids wins.</li>
 * <li>LC-MOVE-2: a Direct move to the port the ship is already in is refused (it would waste a card).</li>
 * <li>LC-SELL-1: the resale roll needs no port: it can be made anywhere, once per turn, from round 2.</li>
 * </ul>
 */
package org.caissier.longcours;
