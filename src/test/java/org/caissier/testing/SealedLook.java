package org.caissier.testing;

import java.awt.Window;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.table.Session;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.shell.MainWindow;

/**
 * The explorer's look for the spy's secrets in Espion: no place of his route and no move's length on any window
 * shown, nor on the phone page, before a confirmed end. A place the explorer typed itself may show where it was
 * typed (a plausible word of the golden journals on the hunter's screen: Espion, seed 2).
 */
final class SealedLook {
    private final MainWindow frame;
    private final GameRegistry games;
    /** What the explorer typed since the start. */
    private final List<String> typed = new ArrayList<>();

    private SealedOnScreen sealed;
    /** The state the phone pages were last rendered for (states are immutable), and what they said. */
    private Object pagesOf;

    private String pages;

    SealedLook(MainWindow frame, GameRegistry games) {
        this.frame = frame;
        this.games = games;
    }

    /** A new start: nothing typed yet. */
    void newStart() {
        typed.clear();
    }

    /** A value the explorer typed. */
    void typed(String value) {
        typed.add(value);
    }

    /**
     * Looks, when an Espion game is open and has secrets the explorer did not type; {@code pin} opens its seal.
     *
     * @return whether it looked
     * @throws AssertionError naming the secret and where it shows
     */
    boolean nothingShows(String pin) {
        Optional<Session<?, ?>> open = GuiActionRunner.execute(frame::session);
        if (open.isEmpty() || !"espion".equals(open.get().gameId())) {
            return false;
        }
        if (sealed == null) {
            sealed = new SealedOnScreen(pin);
        }
        List<String> sealedNow;
        try {
            sealedNow = sealed.secrets(open.get());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> secrets = sealedNow.stream()
                .filter(secret -> typed.stream().noneMatch(t -> t.contains(secret)))
                .toList();
        if (secrets.isEmpty()) {
            return false;
        }
        Map<String, String> shown = GuiActionRunner.execute(() -> {
            Map<String, String> texts = new LinkedHashMap<>();
            for (Window w : Window.getWindows()) {
                if (w.isShowing()) {
                    texts.put(String.valueOf(w.getName()), String.join("\n", ShownText.of(w)));
                }
            }
            Object state = open.get().state();
            if (state != pagesOf) {
                // Rendered again only for a new state: the page is made from the state alone.
                pages = games.find("espion")
                        .flatMap(p -> p.screens().phonePage())
                        .map(page -> SealedOnScreen.phonePages(page, state))
                        .orElse("");
                pagesOf = state;
            }
            texts.put("the phone page", pages);
            return texts;
        });
        shown.forEach((where, text) -> {
            for (String secret : secrets) {
                if (text.contains(secret)) {
                    throw new AssertionError("sealed “" + secret + "” shows on " + where + " before a confirmed end");
                }
            }
        });
        return true;
    }
}
