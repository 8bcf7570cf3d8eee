package org.caissier.longcours;

import org.caissier.table.RuleViolation;

/**
 * The conditions an operation needs before its own arguments are looked at: whose turn it is, the round, what
 * was already done this turn, the cards left. Shared by {@link LongCoursRules} (which then checks the
 * arguments) and {@link Advisor} (which tells the screen what is possible now).
 */
final class Checks {
    private final LongCoursState s;

    Checks(LongCoursState state) {
        this.s = state;
    }

    static RuleViolation refuse(String ruleId, String french, String english) {
        return new RuleViolation(ruleId, french, english);
    }

    /** LC-END-1: nothing happens after the game is won. */
    void notOver() {
        if (s.over()) {
            throw refuse("LC-END-1", "la partie est finie : " + s.winner() + " a gagné",
                    "the game is over: " + s.winner() + " won");
        }
    }

    /** A name the command carries must be one of the players (commands may be built without the parser). */
    void known(String player) {
        if (!s.names().contains(player)) {
            throw RuleViolation.syntax("« " + player + " » ne joue pas (" + String.join(", ", s.names()) + ")",
                    "\"" + player + "\" is not playing (" + String.join(", ", s.names()) + ")");
        }
    }

    /** A point of call the command names must be on the board in use. */
    void onBoard(String stop) {
        if (!s.board().stops().contains(stop)) {
            throw RuleViolation.syntax("« " + stop + " » n'est pas un point d'escale du plateau",
                    "\"" + stop + "\" is not a point of call of the board");
        }
    }

    /** LC-TURN-1: only the player whose turn it is acts. */
    void isTurnOf(String player) {
        notOver();
        String current = s.current().name();
        if (!current.equals(player)) {
            throw refuse("LC-TURN-1", "ce n'est pas le tour de " + player + " mais celui de " + current,
                    "it is not " + player + "'s turn but " + current + "'s");
        }
    }

    /** D-LC-7 / LC-STORM-5: a wrecked player re-enters before anything else. */
    void reentryDone() {
        if (s.done().reentryDue()) {
            String p = s.current().name();
            throw refuse("D-LC-7", p + " doit d'abord remettre son navire en jeu (reenter)",
                    p + " must first bring his ship back (reenter)");
        }
    }

    /** D-LC-7: round 1 is placement and first purchase only. */
    void pastRoundOne(String whatFr, String whatEn) {
        if (s.round() == 1) {
            throw refuse("D-LC-7", "au premier tour on place son navire et on fait un premier achat, pas de " + whatFr,
                    "round 1 is for placing the ship and a first purchase only, no " + whatEn);
        }
    }

    /** LC-SET-5: no card in round 1. */
    void cardsAllowed() {
        if (s.round() == 1) {
            throw refuse("LC-SET-5", "aucune carte ne se joue au premier tour", "no card may be played in round 1");
        }
    }

    /** LC-CORS-2 / LC-CORS-3: the cargo ship plays first, then the Corsair; no cargo operation after it. */
    void cargoPhase() {
        if (s.done().corsairPhase()) {
            throw refuse("LC-CORS-3", "le Corsaire a déjà joué ce tour : le cargo joue avant lui",
                    "the Corsair has already played this turn: the cargo ship plays before it");
        }
    }

    /** The player's ship must be on the board. */
    void afloat(String player, String ruleId) {
        Player p = s.player(player);
        if (!p.onBoard()) {
            String why = p.status() == PlayerStatus.WRECKED ? "naufragé" : "pas sur le plateau";
            String whyEn = p.status() == PlayerStatus.WRECKED ? "wrecked" : "not on the board";
            throw refuse(ruleId, "le navire de " + player + " est " + why, player + "'s ship is " + whyEn);
        }
    }

    /** D-LC-8: a player cannot play more cards than he was dealt. */
    void handHolds(String player, int more) {
        Player p = s.player(player);
        int left = s.deck().cardsPerPlayer() - p.cards().total();
        if (more > left) {
            throw refuse("D-LC-8", player + " a reçu " + s.deck().cardsPerPlayer() + " cartes et en a déjà joué "
                            + p.cards().total() + " : il ne peut pas en jouer " + more + " de plus",
                    player + " was dealt " + s.deck().cardsPerPlayer() + " cards and has played "
                            + p.cards().total() + ": he cannot play " + more + " more");
        }
    }

    int stormsPlayed() {
        return s.players().stream().mapToInt(p -> p.cards().storms()).sum();
    }

    int directsPlayed() {
        return s.players().stream().mapToInt(p -> p.cards().directs()).sum();
    }

    boolean rankPlayed(int rank) {
        return s.players().stream().anyMatch(p -> p.cards().brawlRanks().contains(rank));
    }

    // ---- one method per operation: the conditions before its arguments ----

    void canPlace(String player) {
        isTurnOf(player);
        if (s.round() != 1) {
            throw refuse("LC-SET-6", "on ne place son navire qu'au premier tour", "ships are placed in round 1 only");
        }
        if (s.done().placed()) {
            throw refuse("LC-SET-6", player + " a déjà placé son navire", player + " has already placed his ship");
        }
    }

    void canBuy(String player) {
        isTurnOf(player);
        reentryDone();
        cargoPhase();
        if (s.round() == 1) {
            if (!s.done().placed()) {
                throw refuse("LC-SET-6", player + " doit d'abord placer son navire",
                        player + " must place his ship first");
            }
            if (s.done().bought()) {
                throw refuse("LC-SET-6", "au premier tour on ne fait qu'un premier achat",
                        "round 1 allows one first purchase only");
            }
        }
        afloat(player, "LC-BUY-1");
        String stop = s.player(player).stop();
        if (s.board().isWreckSite(stop)) {
            throw refuse("LC-BUY-1", "rien ne s'achète sur un site de naufrage (" + stop + ")",
                    "nothing can be bought at a wreck site (" + stop + ")");
        }
        if (s.player(player).cash() < 1) {
            throw refuse("LC-BUY-1", player + " n'a plus d'argent", player + " has no cash left");
        }
    }

    void canMove(String player) {
        isTurnOf(player);
        pastRoundOne("déplacement", "move");
        reentryDone();
        cargoPhase();
        afloat(player, "LC-MOVE-1");
        if (s.done().moved()) {
            throw refuse("LC-MOVE-1", player + " a déjà fait son déplacement ordinaire ce tour",
                    player + " has already made his ordinary move this turn");
        }
        if (s.done().directs() > 0) {
            throw refuse("LC-MOVE-2", player + " a joué un déplacement direct au lieu du déplacement ordinaire",
                    player + " played a Direct move instead of the ordinary move");
        }
    }

    void canDirect(String player) {
        isTurnOf(player);
        cardsAllowed();
        reentryDone();
        cargoPhase();
        afloat(player, "LC-MOVE-2");
        if (s.done().moved()) {
            throw refuse("LC-MOVE-2", "le déplacement direct remplace le déplacement ordinaire, déjà fait ce tour",
                    "a Direct move replaces the ordinary move, already made this turn");
        }
        if (directsPlayed() >= s.deck().directs()) {
            throw refuse("D-LC-8", "les " + s.deck().directs() + " cartes Déplacement direct ont toutes été jouées",
                    "all " + s.deck().directs() + " Direct move cards have been played");
        }
        handHolds(player, 1);
    }

    void canResell(String player) {
        isTurnOf(player);
        pastRoundOne("revente", "resale");
        reentryDone();
        cargoPhase();
        if (s.done().resold()) {
            throw refuse("LC-SELL-1", player + " a déjà tenté de revendre ce tour (un seul jet par tour)",
                    player + " has already rolled for resale this turn (one roll per turn)");
        }
    }

    void canStorm(String player) {
        isTurnOf(player);
        cardsAllowed();
        reentryDone();
        cargoPhase();
        if (stormsPlayed() >= s.deck().storms()) {
            throw refuse("D-LC-8", "les " + s.deck().storms() + " cartes Tempête ont toutes été jouées",
                    "all " + s.deck().storms() + " Storm cards have been played");
        }
        handHolds(player, 1);
    }

    void canBrawl(String player) {
        isTurnOf(player);
        cardsAllowed();
        reentryDone();
        cargoPhase();
        afloat(player, "LC-BRAWL-1");
        String stop = s.player(player).stop();
        if (s.board().isWreckSite(stop)) {
            throw refuse("LC-BRAWL-1", "on ne se bagarre que dans un port, pas sur un site de naufrage",
                    "brawls happen in ports only, not on a wreck site");
        }
        if (s.shipsAt(stop).size() < 2) {
            throw refuse("LC-BRAWL-1", "aucun autre navire dans le port de " + player + " (" + stop + ")",
                    "no other ship in " + player + "'s port (" + stop + ")");
        }
        handHolds(player, 1);
    }

    void canAuction(String player) {
        isTurnOf(player);
        pastRoundOne("vente aux enchères", "auction");
        reentryDone();
        cargoPhase();
        if (!s.corsair().forSale()) {
            throw refuse("LC-CORS-1", "le Corsaire appartient à " + s.corsair().owner() + " : il n'est pas à vendre",
                    "the Corsair belongs to " + s.corsair().owner() + ": it is not for sale");
        }
    }

    void canReenter(String player) {
        isTurnOf(player);
        if (!s.done().reentryDue()) {
            if (s.player(player).status() == PlayerStatus.WRECKED) {
                throw refuse("LC-STORM-5", player + " remettra son navire en jeu à son prochain tour",
                        player + " brings his ship back at his next turn");
            }
            throw refuse("LC-STORM-5", "le navire de " + player + " n'est pas naufragé",
                    player + "'s ship is not wrecked");
        }
    }

    void canCorsairEnter(String player) {
        isTurnOf(player);
        reentryDone();
        Corsair c = s.corsair();
        if (!player.equals(c.owner())) {
            throw refuse("LC-CORS-2", player + " ne possède pas le Corsaire", player + " does not own the Corsair");
        }
        if (c.entered()) {
            throw refuse("LC-CORS-2", "le Corsaire est déjà sur le plateau", "the Corsair is already on the board");
        }
        if (c.boughtTurn() >= s.turnNumber()) {
            throw refuse("LC-CORS-2", "le Corsaire entre au prochain tour de son acheteur",
                    "the Corsair enters at its buyer's next turn");
        }
    }

    void canCorsairMove(String player) {
        isTurnOf(player);
        reentryDone();
        Corsair c = s.corsair();
        if (!player.equals(c.owner())) {
            throw refuse("LC-CORS-3", player + " ne possède pas le Corsaire", player + " does not own the Corsair");
        }
        if (!c.entered()) {
            throw refuse("LC-CORS-2", "le Corsaire n'est pas encore sur le plateau (corsair-enter)",
                    "the Corsair is not on the board yet (corsair-enter)");
        }
        if (s.done().corsairEntered()) {
            throw refuse("LC-CORS-2", "le Corsaire vient d'entrer : il reste là jusqu'au prochain tour de "
                    + player, "the Corsair has just entered: it stays there until " + player + "'s next turn");
        }
        if (s.done().corsairMoved()) {
            throw refuse("LC-CORS-3", "le Corsaire a déjà fait ses déplacements ce tour",
                    "the Corsair has already made its moves this turn");
        }
    }

    void canEnd(String player) {
        isTurnOf(player);
        if (s.round() == 1 && !s.done().placed()) {
            throw refuse("LC-SET-6", player + " doit placer son navire avant de finir son tour",
                    player + " must place his ship before ending his turn");
        }
        reentryDone();
    }
}
