package org.caissier.espion;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import org.caissier.table.GameModule;
import org.caissier.table.RuleViolation;
import org.caissier.table.Seats;
import org.caissier.table.StartedGame;

/** Starts an Espion game from {@code game espion SPY HUNTER [scale=N] [territory=CM]}. */
public final class EspionModule implements GameModule<EspionState, EspionCommand> {
    public static final String ID = "espion";
    /** ES-SET-1: the territory is roughly circular, 20 to 30 cm across. */
    static final BigDecimal TERRITORY_MIN = BigDecimal.valueOf(20);

    static final BigDecimal TERRITORY_MAX = BigDecimal.valueOf(30);

    private final EspionParser parser = new EspionParser();

    /** Version 2 chains a sealed journal's lines and ends a sealed game on the spy's confirmation (EspionRules). */
    @Override
    public int rulesVersion() {
        return EspionRules.VERSION;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Seats seats() {
        return Seats.between(2, 2);
    }

    @Override
    public StartedGame<EspionState, EspionCommand> start(List<String> words, Path baseDir) {
        return start(words, baseDir, EspionRules.VERSION);
    }

    @Override
    public StartedGame<EspionState, EspionCommand> start(List<String> words, Path baseDir, int version) {
        EspionParser.Setup setup = parser.setup(words);
        setup.territory().ifPresent(t -> {
            if (t.compareTo(TERRITORY_MIN) < 0 || t.compareTo(TERRITORY_MAX) > 0) {
                throw RuleViolation.of("ES-SET-1", "espion.territory.size", Cm.text(t));
            }
        });
        return new StartedGame<>(
                ID,
                new EspionRules(Math.min(version, EspionRules.VERSION)),
                EspionState.start(setup.spy(), setup.hunter(), setup.scale(), setup.territory()),
                setup.text(),
                List.of());
    }
}
