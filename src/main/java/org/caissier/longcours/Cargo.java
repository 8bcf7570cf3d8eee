package org.caissier.longcours;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Goods tickets held by a ship or piled on a wreck site: for each good the sum in M paid for it (LC-BUY-2).
 * Only the sum matters: resale pays three times it (LC-SELL-2), salvage takes it whole (LC-STORM-3).
 */
public record Cargo(Map<Good, Integer> amounts) {
    private static final Good[] GOODS = Good.values();
    public static final Cargo EMPTY = new Cargo(Map.of());

    // Good by good rather than entry by entry: most commands of a game change a cargo, and walking a map's entries
    // makes an object for each, which showed in the profile of a long game's replay.
    public Cargo {
        EnumMap<Good, Integer> m = new EnumMap<>(Good.class);
        int found = 0;
        for (Good g : GOODS) {
            Integer v = amounts.get(g);
            if (v != null) {
                found++;
                if (v < 0) {
                    throw new IllegalArgumentException("negative cargo of " + g.id());
                }
                if (v > 0) {
                    m.put(g, v);
                }
            }
        }
        if (found != amounts.size()) {
            throw new NullPointerException("a cargo amount is null");
        }
        amounts = Collections.unmodifiableMap(m);
    }

    public int of(Good good) {
        Integer v = amounts.get(good);
        return v == null ? 0 : v;
    }

    public Cargo plus(Good good, int amount) {
        return new Cargo(with(good, of(good) + amount));
    }

    public Cargo without(Good good) {
        // Reselling a ship's only good, the usual case, leaves the one empty cargo rather than a new one.
        Map<Good, Integer> left = with(good, 0);
        return left.isEmpty() ? EMPTY : new Cargo(left);
    }

    /** The amounts with that of {@code good} set to {@code amount}. */
    private Map<Good, Integer> with(Good good, int amount) {
        EnumMap<Good, Integer> m = new EnumMap<>(Good.class);
        for (Good g : GOODS) {
            int v = g == good ? amount : of(g);
            if (v != 0) {
                m.put(g, v);
            }
        }
        return m;
    }

    public Cargo plus(Cargo other) {
        EnumMap<Good, Integer> m = new EnumMap<>(Good.class);
        m.putAll(amounts);
        other.amounts.forEach((g, v) -> m.merge(g, v, Integer::sum));
        return new Cargo(m);
    }

    public boolean isEmpty() {
        return amounts.isEmpty();
    }

    public int total() {
        int total = 0;
        for (int amount : amounts.values()) {
            total += amount;
        }
        return total;
    }

    /** Every good by id, zeros included, in the order of the state JSON. */
    public Map<String, Object> view() {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Good g : Good.values()) {
            m.put(g.id(), of(g));
        }
        return m;
    }
}
