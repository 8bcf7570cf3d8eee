package org.caissier.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.caissier.app.Wiring;
import org.caissier.espion.Cm;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionState;
import org.caissier.espion.Leg;
import org.caissier.table.LineSeal;
import org.caissier.table.Pin;
import org.caissier.table.SealKdf;
import org.caissier.table.Session;
import org.caissier.table.StartedGame;
import org.caissier.table.Words;

/**
 * An Espion script journalled as the program does it, at the newest rules: the spy's start and moves sealed behind
 * his PIN, an end written with his sealed confirmation (the script's own {@code confirm} line stands for it).
 */
public final class EspionJournals {
    private EspionJournals() {}

    /** {@code script} played into a new journal at {@code file}, its game line given {@code id=ID}. */
    @SuppressWarnings("unchecked")
    public static Path sealed(Path file, String id, String pin, SealKdf kdf, Path script) throws Exception {
        List<String> lines = Files.readAllLines(script);
        String gameLine =
                lines.stream().filter(l -> l.startsWith("game ")).findFirst().orElseThrow() + " id=" + id;
        StartedGame<EspionState, EspionCommand> game =
                (StartedGame<EspionState, EspionCommand>) Wiring.games().start(gameLine, file.getParent());
        LineSeal seal = LineSeal.create(Pin.of(pin), new SecureRandom(), kdf);
        try (Session<EspionState, EspionCommand> s = Session.create(file, game, seal)) {
            for (String line : lines) {
                List<String> words = Words.split(line);
                if (words.isEmpty() || words.get(0).equals("game")) {
                    continue;
                }
                EspionCommand c = s.parse(line);
                if (c instanceof EspionCommand.Confirm) {
                    continue;
                }
                if (s.needsConfirmation(c)) {
                    s.submitConfirmed(c, seal);
                } else if (s.rules().secretOf(c).isPresent()) {
                    s.submitSealed(c, seal);
                } else {
                    s.submit(c);
                }
            }
        }
        return file;
    }

    /**
     * What a spy's full state holds that no public line tells: the route's places nothing public names (not a
     * circle's centre, not a road), and its moves' lengths.
     */
    public static List<String> secrets(EspionState full, List<String> journal) {
        String clear = String.join(
                "\n", journal.stream().filter(l -> !l.contains("sealed ")).toList());
        Set<String> secrets = new LinkedHashSet<>();
        for (Leg leg : full.route()) {
            if (!(leg instanceof Leg.Known k)) {
                continue;
            }
            if (!clear.contains(k.place())) {
                secrets.add(k.place());
            }
            String length = Cm.text(k.distance());
            if (k.turn() > 0
                    && full.circles().stream()
                            .noneMatch(c -> Cm.text(c.radius()).equals(length))) {
                secrets.add(Cm.say(k.distance(), full.scale(), false));
                secrets.add(Cm.say(k.distance(), full.scale(), true));
            }
        }
        return List.copyOf(secrets);
    }
}
