/**
 * One America's Cup match (or fleet race) at the printed board, as pure data and functions: the start procedure
 * of the advanced rules, whose turn it is, the cards as they are played (typed in: the deck's composition is
 * unknown, D-AC-1, so nothing here draws or counts cards), the upwind sequence, crew points, covering, buoys and
 * the finish. {@link org.caissier.cup.match.EventLine} turns a finished match into the one line its event takes
 * and {@link org.caissier.cup.match.EventScorer} (the only class here that touches a file) appends it, and finds
 * an event's finished matches that never reached it.
 *
 * <h2>Decisions where the texts are silent</h2>
 * <ul>
 * <li>{@code legs=N} is N upwind and N downwind legs, alternating from an upwind one (AC-BAS-4, default 3).</li>
 * <li>The advanced rules are for two boats (the start procedure is written for two); a fleet race of 3–6 boats
 * uses the basic rules, as AC-REG-1 advises. Boats play in the order of the game line, from the one that starts
 * first ({@code starts-first}, entered; with the basic rules the first named unless entered).</li>
 * <li>Upwind a card's colour is its tack's (AC-CARD-2); the tack changes only with {@code tack}, entered when the
 * boat turns, or by the 2 played head to wind (AC-WIND-1: the boat turns first, onto that colour's tack).
 * Downwind cards have no colour and are worth 1–9 (D-AC-1); no sequence is kept downwind.</li>
 * <li>Sequence (AC-SEQ-1…3): a card that does not follow a running sequence is taken as breaking it (the player
 * says he cannot follow by playing it); a 2 that does not follow breaks and restarts at once. When no sequence
 * runs (a new leg, after a tack, a break, a discard, head to wind), only a 2 or a discard is accepted, refused
 * with the rule that asked for the 2. A discard is refused while a sequence runs.</li>
 * <li>Crew points (AC-CREW-1) are counted per number on the card equal to a key post; they are usable (with
 * {@code pivot}) until the next boat plays, and lost then. A discard gives none (AC-SEQ-2).</li>
 * <li>Covering (AC-COVER-1/2) is entered for the boat to play, before its card; each kind counts once a turn.
 * The movement shown is the card's value less the covering (never below 0).</li>
 * <li>AC-START-3: {@code penalty} is accepted once the five manoeuvres are made and before the start is given;
 * the penalised boat's first turn is skipped. Before the fifth manoeuvre, the rule is disqualification:
 * {@code dsq}, and the other boat wins the match. A two-boat match ends at the first boat across or when only
 * one boat is left; a fleet race when no boat races ({@code end-race} codes the rest DNF).</li>
 * <li>The event: the match's game line names the event's journal ({@code event=FILE}, relative to the match
 * journal's folder or absolute, as the tournament screen writes it; when that file is gone, the file of the same
 * name beside the match journal, for two files moved together). The event's journal
 * receives only {@code result} ({@code sail-off} or {@code final} when the standings ask for that pair) or
 * {@code race} with DNC for the regatta's crews that did not sail.</li>
 * <li>Undoing the finish takes back the event's last active line that this match gives in the state that line
 * was played in (a line typed by hand with the same words counts as the match's: the two cannot be told apart);
 * none found, the event is left alone; an active line after it refuses the undo. Redoing the finish redoes the
 * event's undone line when it is the next one there, else appends it anew.</li>
 * </ul>
 */
package org.caissier.cup.match;
