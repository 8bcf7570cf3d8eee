package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.caissier.testing.ScreenAudit.Fault;

/**
 * The screen audit's list of faults known and still to fix ({@code screen-audit-known.txt}, each with its reason):
 * a fault on it passes, a new one fails the build, and one no longer seen is said, so that the list only shrinks.
 * One list for the audit's tests: a fault of the game screens is not gone because the dialogs' audit did not see it.
 */
final class KnownFaults {
    private final String resource;
    /** The keys of the faults seen by this run's audits. */
    private final Set<String> seen = Collections.synchronizedSet(new LinkedHashSet<>());

    /** The list in the class path's {@code resource}. */
    KnownFaults(String resource) {
        this.resource = resource;
    }

    /** Every fault at once, and fails on those not on the list. */
    void report(List<Fault> faults) throws IOException {
        Set<String> known = known();
        Map<String, List<Fault>> byKey = new LinkedHashMap<>();
        for (Fault f : faults) {
            byKey.computeIfAbsent(f.key(), k -> new ArrayList<>()).add(f);
        }
        List<String> fresh = new ArrayList<>();
        for (var e : byKey.entrySet()) {
            if (known.stream().noneMatch(k -> matches(k, e.getKey()))) {
                fresh.add(e.getKey() + " — " + e.getValue().get(0).detail());
            }
        }
        seen.addAll(byKey.keySet());
        System.out.println("screen audit: " + byKey.size() + " faults (" + faults.size() + " sightings), "
                + fresh.size() + " not on the known list");
        byKey.forEach((k, v) -> System.out.println("  " + k + " — " + v.get(0).detail()));
        assertThat(fresh)
                .as("faults the audit found that are not on the known list")
                .isEmpty();
    }

    /** The known faults none of this run's audits saw, said once they have all run (to be taken off the list). */
    void sayGone() throws IOException {
        Set<String> gone = new LinkedHashSet<>();
        for (String k : known()) {
            if (seen.stream().noneMatch(key -> matches(k, key))) {
                gone.add(k);
            }
        }
        if (!seen.isEmpty() && !gone.isEmpty()) {
            System.out.println("screen audit: known faults no longer seen in this run (if both audits ran, take them"
                    + " off the list):");
            gone.forEach(g -> System.out.println("  " + g));
        }
    }

    /** A known fault's pattern: the key, with {@code *} for any words (a state, a language). */
    static boolean matches(String pattern, String key) {
        String regex =
                Arrays.stream(pattern.split("\\*", -1)).map(Pattern::quote).collect(Collectors.joining(".*"));
        return key.matches(regex);
    }

    private Set<String> known() throws IOException {
        Set<String> known = new LinkedHashSet<>();
        try (InputStream in = KnownFaults.class.getResourceAsStream(resource)) {
            if (in == null) {
                return known;
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    known.add(line.strip());
                }
            }
        }
        return known;
    }
}
