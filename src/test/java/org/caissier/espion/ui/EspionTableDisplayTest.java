package org.caissier.espion.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Locale;
import javax.swing.JLabel;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionModule;
import org.caissier.espion.EspionState;
import org.caissier.table.LineSeal;
import org.caissier.table.Pin;
import org.caissier.table.Session;
import org.caissier.table.Words;
import org.caissier.testing.CheapSeal;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.WrappingLabel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The table display's words: the last circle and the roads cut, in the screen's language and its typography. */
class EspionTableDisplayTest {
    @TempDir
    Path dir;

    @Test
    void the_last_circle_and_the_roads_cut_are_said_in_english_or_in_french() throws Exception {
        var game = new EspionModule().start(Words.split("Anna Bruno territory=25 id=7ab1e5d15"), dir);
        LineSeal seal = LineSeal.create(Pin.of("24681012"), new SecureRandom(), CheapSeal.KDF);
        try (Session<EspionState, EspionCommand> s = Session.create(dir.resolve("espion.caissier"), game, seal)) {
            s.submitSealed(s.parse("start Anna Nozay"), seal);
            for (String line : new String[] {
                "circle Bruno 4 \"Saffré\"", "answer Anna in", "roadblock Bruno \"Nort – Abbaretz\" \"A <b> – C\""
            }) {
                s.submit(s.parse(line));
            }
            assertThat(words(display(s, Locale.ENGLISH), "displayCircle"))
                    .isEqualTo("Circle 1: 4 cm (8 km) · Saffré · inside");
            assertThat(label(display(s, Locale.ENGLISH), "displayRoadblocks").getText())
                    .isEqualTo("<html>Roadblocks (permanent): Nort – Abbaretz · A &lt;b&gt; – C</html>");
            assertThat(words(display(s, Locale.FRENCH), "displayCircle"))
                    .isEqualTo("Cercle 1\u202F: 4 cm (8 km) · Saffré · dans le cercle");
            assertThat(label(display(s, Locale.FRENCH), "displayRoadblocks").getText())
                    .startsWith("<html>Barrages (définitifs)\u202F: Nort – Abbaretz");
        }
    }

    private static Component display(Session<EspionState, EspionCommand> s, Locale locale) {
        return new EspionTableDisplay(s, new Messages(EspionUi.BUNDLE, locale), 20f).component();
    }

    /** The plain words of a label that wraps them. */
    private static String words(Component root, String name) {
        return ((WrappingLabel) label(root, name)).words();
    }

    private static JLabel label(Component root, String name) {
        if (root instanceof JLabel l && name.equals(l.getName())) {
            return l;
        }
        if (root instanceof Container c) {
            for (Component child : c.getComponents()) {
                JLabel found = label(child, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
