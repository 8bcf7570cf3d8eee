/**
 * Espion, the spy hunt on a road map (rules ES-SET-1 … ES-END-1, D-ES-1), pure: state records, sealed commands,
 * one {@code apply}. The spy's start and moves are secret lines ({@code Rules.secretOf}): in the program they are
 * journalled sealed behind his PIN, and without it the rules record only that the spy chose his start or moved.
 *
 * <p>Decisions where the rules are silent:
 * <ul>
 *   <li>ES-SET-1: the program cannot see the map; the start is a place name, the first circle's centre a note.
 *       {@code territory=CM} is refused outside 20–30 cm.</li>
 *   <li>ES-TURN-2: the hunter may cut fewer roads than the limit (the map may have no more); roadblock lines
 *       add up within a turn; once the limit is reached only the spy's move is left. A road is the same road
 *       whatever its case or accents.</li>
 *   <li>ES-MOVE-2: checked on the distance the spy declares with his move (cm as the crow flies from where the
 *       turn started, equal to the radius allowed); the map check of the place is for the end replay (D-ES-1).</li>
 *   <li>ES-END-1: {@code escape} right after the move that crossed the border; {@code surrender} when he is to
 *       move. A line out of turn order is refused with the rule id of the step that is due.</li>
 *   <li>State JSON: {@code start} and {@code route} are null while a line of the route is sealed; {@code route}
 *       lists the moves (the start apart), each checked ({@code within}) against its turn's radius.</li>
 * </ul>
 */
package org.caissier.espion;
