package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.caissier.table.GameOpenElsewhereException;
import org.caissier.table.ReadOnlyJournalException;
import org.caissier.ui.files.PathCheck;
import org.caissier.ui.files.Reasons;
import org.caissier.ui.files.SaveTrouble;
import org.caissier.ui.game.CommandHelp;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.phones.LiveDialog;
import org.junit.jupiter.api.Test;

/**
 * Every failure the phones, box, file and help dialogs can tell, said in French: a sentence of the bundles with the
 * address, port or path as its value, never an exception's English message.
 */
class FrenchErrorsTest {
    private static final Messages FR = new Messages(Locale.FRENCH);
    /** The system's and the libraries' English, as their exceptions say it. */
    private static final String SYSTEM = "Failed to bind to /127.0.0.1:8765: Address already in use";

    private static final Set<String> ENGLISH = Set.of(
            "the",
            "cannot",
            "failed",
            "bind",
            "listen",
            "such",
            "denied",
            "access",
            "file",
            "is",
            "not",
            "could",
            "error",
            "missing",
            "unexpected",
            "address",
            "already",
            "use",
            "in",
            "to",
            "of",
            "read",
            "program",
            "this",
            "was",
            "exception",
            "null");

    @Test
    void every_error_these_dialogs_can_show_is_french() {
        List<String> said = new ArrayList<>();
        // The phones dialog.
        said.add(LiveDialog.cannotListen(FR, "127.0.0.1", 8765));
        said.add(FR.get("phones.badPort", "80a"));
        said.add(FR.get("phones.badAddress", "10.9.9.9"));
        said.add(FR.get("phones.allAddresses", "0.0.0.0"));
        // The box.
        said.add(FR.get("box.sim.cannotStart"));
        said.add(FR.get("box.sim.noSocat"));
        // Files: saving, opening, a path typed in a new-game dialog.
        for (IOException e : List.of(
                new NoSuchFileException("/tmp/a.caissier", null, SYSTEM),
                new AccessDeniedException("/tmp/a.caissier", null, SYSTEM),
                new FileSystemException("/tmp/a.caissier", null, SYSTEM),
                new IOException(SYSTEM),
                new GameOpenElsewhereException(Path.of("/tmp/a.caissier")),
                new ReadOnlyJournalException(Path.of("/tmp/a.caissier")))) {
            said.add(SaveTrouble.say(FR, e));
            said.add(Reasons.of(e, Locale.FRENCH));
        }
        said.add(Reasons.of(new InvalidPathException("a\u0000b", SYSTEM), Locale.FRENCH));
        said.add(Reasons.of(new IllegalStateException(SYSTEM), Locale.FRENCH));
        said.add(Reasons.of(new NullPointerException(), Locale.FRENCH));
        said.add(FR.get("error.open.missing", Reasons.of(new NoSuchFileException("/tmp/b.caissier"), Locale.FRENCH)));
        // The help.
        said.add(CommandHelp.resource("/help/absent_fr.txt", FR));
        for (String sentence : said) {
            assertThat(sentence)
                    .as("a sentence of the bundles, not the system's")
                    .doesNotContain(SYSTEM)
                    .doesNotContain("Failed")
                    .doesNotContain("Exception")
                    .doesNotContain("null");
            assertThat(english(sentence)).as(sentence).isEmpty();
        }
        assertThat(said.get(0)).contains("127.0.0.1", "8765");
        assertThat(SaveTrouble.say(FR, new NoSuchFileException("/tmp/a.caissier")))
                .contains("/tmp/a.caissier");
    }

    @Test
    void a_path_typed_in_a_dialog_is_refused_in_the_dialogs_language() {
        AtomicReference<PathCheck.Outcome<String>> shown = new AtomicReference<>();
        PathCheck<String> check = new PathCheck<String>(
                        (ms, task) -> {
                            task.run();
                            return () -> {};
                        },
                        Runnable::run,
                        Runnable::run,
                        path -> {
                            throw new NoSuchFileException(path.toString(), null, SYSTEM);
                        },
                        shown::set)
                .saidIn(Locale.FRENCH);
        check.typed("/tmp/plateau.json");
        assertThat(shown.get().state()).isEqualTo(PathCheck.Outcome.State.REFUSED);
        assertThat(shown.get().problem())
                .contains("/tmp/plateau.json", "n’existe pas")
                .doesNotContain(SYSTEM);
        assertThat(english(shown.get().problem())).isEmpty();
    }

    @Test
    void the_check_finds_english() {
        assertThat(english("Publication impossible : cannot listen on 127.0.0.1 port 8765"))
                .contains("cannot", "listen");
        assertThat(english("Publication impossible : l’adresse 127.0.0.1 ne peut pas écouter sur le port 8765"))
                .isEmpty();
    }

    private static List<String> english(String sentence) {
        List<String> words = new ArrayList<>();
        Matcher m = Pattern.compile("\\p{L}+").matcher(sentence);
        while (m.find()) {
            if (ENGLISH.contains(m.group())) {
                words.add(m.group());
            }
        }
        return words;
    }
}
