package org.caissier.longcours;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The state as the JSON document of the command language, plus cards played, bank, deck and turn details. */
final class LongCoursView {
    private LongCoursView() {}

    static Map<String, Object> of(LongCoursState s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", "long-cours");
        m.put("round", s.round());
        m.put("turn", s.over() ? null : s.current().name());
        List<Object> players = new ArrayList<>();
        for (Player p : s.players()) {
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("name", p.name());
            pm.put("cash", p.cash());
            pm.put("status", p.status().id());
            pm.put("stop", p.stop());
            pm.put("cargo", p.cargo().view());
            Map<String, Object> cards = new LinkedHashMap<>();
            cards.put("storm", p.cards().storms());
            cards.put("direct", p.cards().directs());
            cards.put("brawl", p.cards().brawlRanks());
            cards.put(
                    "inHand", Math.max(0, s.deck().cardsPerPlayer() - p.cards().total()));
            pm.put("cardsPlayed", cards);
            players.add(pm);
        }
        m.put("players", players);
        Map<String, Object> corsair = new LinkedHashMap<>();
        corsair.put("owner", s.corsair().owner());
        corsair.put("stop", s.corsair().stop());
        corsair.put("entered", s.corsair().entered());
        m.put("corsair", corsair);
        Map<String, Object> wrecks = new LinkedHashMap<>();
        s.wrecks().forEach((site, cargo) -> wrecks.put(site, cargo.view()));
        m.put("wrecks", wrecks);
        m.put("winner", s.winner());
        Map<String, Object> bank = new LinkedHashMap<>();
        bank.put("paidOut", s.bank().paidOut());
        bank.put("received", s.bank().received());
        bank.put("balance", s.bank().balance());
        m.put("bank", bank);
        Map<String, Object> deck = new LinkedHashMap<>();
        deck.put("variant", s.deck().variant());
        deck.put("cards", s.deck().size());
        deck.put("cardsPerPlayer", s.deck().cardsPerPlayer());
        deck.put("storm", s.deck().storms());
        deck.put("direct", s.deck().directs());
        deck.put("brawlRanks", s.deck().brawlRanks());
        deck.put("removedBrawlRanks", s.deck().removedRanks());
        m.put("deck", deck);
        Map<String, Object> done = new LinkedHashMap<>();
        done.put("reentryDue", s.done().reentryDue());
        done.put("bought", s.done().bought());
        done.put("moved", s.done().moved());
        done.put("directs", s.done().directs());
        done.put("resold", s.done().resold());
        done.put("corsairEntered", s.done().corsairEntered());
        done.put("corsairMoved", s.done().corsairMoved());
        m.put("thisTurn", done);
        m.put("boardVerified", s.board().verified());
        return m;
    }
}
