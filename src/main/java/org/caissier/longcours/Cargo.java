package org.caissier.longcours;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Goods tickets held by a ship or piled on a wreck site: for each good the sum in M paid for it (LC-BUY-2).
 * Only the sum matters: resale pays three times it (LC-SELL-2), salvage takes it whole (LC-STORM-3).
 */
public record Cargo(Map<Good, Integer> amounts) {
    public static final Cargo EMPTY = new Cargo(Map.of());

    public Cargo {
        EnumMap<Good, Integer> m = new EnumMap<>(Good.class);
        for (Map.Entry<Good, Integer> e : amounts.entrySet()) {
            int v = e.getValue();
            if (v < 0) {
                throw new IllegalArgumentException("negative cargo of " + e.getKey().id());
            }
            if (v > 0) {
                m.put(e.getKey(), v);
            }
        }
        amounts = java.util.Collections.unmodifiableMap(m);
    }

    public int of(Good good) {
        return amounts.getOrDefault(good, 0);
    }

    public Cargo plus(Good good, int amount) {
        EnumMap<Good, Integer> m = new EnumMap<>(Good.class);
        m.putAll(amounts);
        m.merge(good, amount, Integer::sum);
        return new Cargo(m);
    }

    public Cargo without(Good good) {
        EnumMap<Good, Integer> m = new EnumMap<>(Good.class);
        m.putAll(amounts);
        m.remove(good);
        return new Cargo(m);
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
