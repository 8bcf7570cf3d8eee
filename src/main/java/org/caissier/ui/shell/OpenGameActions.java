package org.caissier.ui.shell;

import java.util.Optional;
import org.caissier.live.PhonePage;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.phones.OnPhones;

/**
 * What the Game and Edit menus do to the open game: its charts, its page on the phones, undo and redo, the command
 * bar, where it is saved. Each does nothing on the launcher.
 */
final class OpenGameActions {
    private final MainWindow w;
    private final GameRegistry registry;
    private final OnPhones phones;
    private final FeedbackLine feedback;

    OpenGameActions(MainWindow w, GameRegistry registry, OnPhones phones, FeedbackLine feedback) {
        this.w = w;
        this.registry = registry;
        this.phones = phones;
        this.feedback = feedback;
    }

    boolean chartsAvailable() {
        return w.openGame().isPresent()
                && registry.charts().isPresent()
                && chartsOff().isEmpty();
    }

    /** Why the open game cannot be charted (an Espion game: its figures would tell secrets), if it cannot. */
    Optional<String> chartsOff() {
        return w.openGame()
                .flatMap(g -> registry.find(g.session().gameId()))
                .flatMap(p -> p.screens().chartsOff(w));
    }

    /** Game → Charts: drawn from the open game's journal alone, as they would be from any saved game. */
    void showCharts() {
        w.openGame()
                .filter(g -> chartsOff().isEmpty())
                .ifPresent(game -> registry.charts()
                        .ifPresent(c -> c.show(
                                w,
                                game.session().file(),
                                registry.games(),
                                registry.require(game.session().gameId()).gameCharts(),
                                w.messages().locale())));
    }

    /** Game → Show on phones: the open game's page (or the one it is played for) on the network. */
    void showOnPhones() {
        w.openGame().ifPresent(g -> phones.showDialog(w, w.messages(), g.session(), phonePage()));
    }

    /** Whether the open game can be shown on phones: it has a page, or the game it is played for is shown. */
    boolean phonesOffered() {
        return w.openGame().isPresent() && (phonePage().isPresent() || phones.on());
    }

    private Optional<PhonePage> phonePage() {
        return w.openGame()
                .flatMap(g -> registry.find(g.session().gameId()))
                .flatMap(p -> p.screens().phonePage());
    }

    void undo() {
        w.openGame().ifPresent(g -> g.controller().undo());
    }

    void redo() {
        w.openGame().ifPresent(g -> g.controller().redo());
    }

    void focusCommandBar() {
        w.openGame().ifPresent(OpenGame::focusCommandBar);
    }

    /** Every command is on disk already: Ctrl+S says where. */
    void sayWhereSaved() {
        w.openGame()
                .ifPresent(g -> feedback.played(
                        w.messages().get("status.saved", g.session().file())));
    }
}
