/**
 * America's Cup scoring: the club's tournament (AC-TOUR-1/2, RRS Appendix C) and regatta (AC-REG-1, RRS
 * Appendix A), as pure data and functions. Decisions D-AC-2 and D-AC-3 of the rules digest apply.
 *
 * <p>A screen reads {@link org.caissier.cup.TournamentState} (crews, {@code schedule()}, results, withdrawals,
 * sail-offs, final) and asks {@link org.caissier.cup.Standings#of} for the places, the sail-offs due and the
 * finalists, and {@link org.caissier.cup.Standings#cup} for the winner; a regatta's
 * {@link org.caissier.cup.RegattaState} gives {@code scores()} per race and {@link org.caissier.cup.SeriesScoring#of}
 * the series table. Lines go through {@link org.caissier.cup.TournamentRules} / {@link org.caissier.cup.RegattaRules}.
 *
 * <h2>Decisions where the texts are silent</h2>
 * <ul>
 * <li>Berger numbers follow the order the crews are entered (the crews file first, then the crews typed): drawing
 * lots for numbers is the club's business. With an odd number the dummy is the last number.</li>
 * <li>C11.1(a) is applied again to a smaller group that stays tied inside a larger one (as the tie among the
 * larger group no longer concerns it); a group it cannot split goes to a sail-off or is shared.</li>
 * <li>A tie "decides a finalist" when it spans the second and third places (the first and second when there is
 * no final, {@code final=0}). A tie for first between the two finalists is shared: the final settles it.
 * Sail-offs are asked for only once the round robin is complete (or ended); before that ties are shown shared.
 * After a sail-off, a smaller group still tied is settled by a new sail-off among those crews if it still
 * decides a finalist, else shared.</li>
 * <li>C10.2: results against a crew that withdraws stand; its unsailed matches leave the pending list. By the
 * rules of version 2 (the newest, {@code rules=2} on the game line) C10.5(a) places it by its points among the
 * others, as any crew; it sails no sail-off and no final: a tie that decides a finalist is sailed off among the
 * crews still in (the crew that withdrew goes after them, tie-break {@code withdrawn}), and a finalist place it
 * would hold goes to the next crew. By version 1 (a journal whose game line has no {@code rules=}) it was listed
 * after the crews still in the event; such a journal replays that way, so published results never change.</li>
 * <li>D-AC-2, version 2: a sail-off round ends once no match left in it could change which crews reach the
 * final (or win the Cup): each crew is then either surely among the places at stake (fewer of them than others
 * that could still reach its wins) or surely not; its other matches leave the pending list and are refused.
 * Below the line the sail-off wins so far order the crews where they differ; equal ones share. Version 1 sailed
 * every match of the round.</li>
 * <li>{@code event="NAME"} (1 to 60 characters, no control character or double quote) and {@code date=YYYY-MM-DD}
 * (a date of the calendar) name the event; a bad one is refused naming the field (SYNTAX).</li>
 * <li>C10.3: crews that withdrew are not counted in the one-third test. A void round robin has no finalists: the
 * final is refused with C10.3.</li>
 * <li>C10.5(b) is written {@code dsq=WINNER}; a dead heat (C10.1) is {@code dead-heat A B} or
 * {@code result A B dead-heat}. Only a round-robin result can be corrected, and not once the final has begun.</li>
 * <li>A2: with fewer races than discards plus one, one race always counts (N discards apply from race N+1).</li>
 * <li>A5.2: the codes score the number of entries (crews in the regatta) plus one; A5.3 is not offered.</li>
 * <li>A8: a tie that A8.1 and A8.2 both leave (identical scores in every race) is shared.</li>
 * <li>Refusals: an unknown crew or a duplicate result is AC-TOUR-1 (AC-REG-1 in a regatta); a race that misses a
 * crew or names one twice is A4; an unknown code A5.2; a sail-off nobody asked for D-AC-2; a final too early,
 * between the wrong crews or while a sail-off decides a finalist AC-TOUR-2.</li>
 * </ul>
 */
package org.caissier.cup;
